// contract_parallel_block_loops: plain `for` loops of a `#pragma nano parallel`
// block (LANGUAGE.md: "loops without loop-carried dependences become parallel
// loop nodes"). An independent loop runs as a parallel loop node; a loop-carried
// one next to it stays one sequential node; reductions (+, max, a count) are
// recognised as for `#pragma nano loop`; a loop reads what an earlier node task
// writes, another writes what an earlier node reads, a node after a loop reads
// what it wrote; a loop whose variable is declared before it leaves the value
// the sequential loop leaves; a loop on a local array and one through pointer
// parameters. The output is the sequential elision's at every worker count.
#include <stdio.h>

enum { n = 6000 };
static double x[n], y[n], z[n], w[n];

static void init(double *v, int m, double f) {
  for (int i = 0; i < m; i++) v[i] = f * (i % 23) - 3.0;
}

static double total(const double *v, int m) {
  double s = 0.0;
  for (int i = 0; i < m; i++) s += v[i];
  return s;
}

static double block(int m, double f) {
  double s = 0.0, big = -1e300, before = 0.0, after = 0.0;
  long count = 0;
  int k;
  double local[n];
  #pragma nano parallel
  {
    init(w, m, f);                                        // a node task writing w
    before = total(y, m);                                 // a node task reading y
    for (int i = 0; i < m; i++) x[i] = w[i] * 0.5 + i;   // reads w: after init
    for (int i = 1; i < m; i++) z[i] = z[i - 1] + x[i];  // loop-carried: one node
    for (int i = 0; i < m; i++) y[i] = x[i] - w[i];      // writes y: after 'before'
    for (int i = 0; i < m; i++) s += x[i] * y[i];        // '+' reduction
    for (int i = 0; i < m; i++)                          // 'max' reduction and a count
      if (y[i] > big) big = y[i];
    for (int i = 0; i < m; i++) count += x[i] > 100.0;
    for (k = 0; k < m; k += 3) local[k] = x[k] + y[k];   // k is read after the block
    after = total(x, m) + local[3 * ((m - 1) / 3)];       // reads what the loops wrote
  }
  return s + big + (double)count + before + after + z[m - 1] + k;
}

static void scale_into(double *dst, const double *src, int m, double f) {
  #pragma nano parallel
  {
    for (int i = 0; i < m; i++) dst[i] = src[i] * f;     // pointers: may alias
    for (int i = 0; i < m; i++) dst[i] += 1.0;           // same pointer: after the first
  }
}

int main(void) {
  double r = 0.0;
  for (int round = 0; round < 3; round++) {
    z[0] = round;
    r += block(n - round, 1.0 + round);
    printf("round %d: %.6f\n", round, r);
  }
  scale_into(w, x, n, 2.0);
  printf("w: %.6f\n", total(w, n));
  scale_into(x, x, n, 0.5);                               // the same array: in place
  printf("x: %.6f\n", total(x, n));
  return 0;
}
