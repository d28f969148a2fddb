// app_loop_kernels: loops on realistic data: every reduction operator (+ * min max & | ^ && ||), a histogram by per-block tasks, blocked prefix sums, array-of-structs and struct-of-arrays loops with each schedule, nested loops calling helpers.
#include <stdio.h>
#include <stdlib.h>
#define N 100000
#define NBLK 16
#define BINS 32
struct particle { double x, y, vx, vy; int alive; };
struct soa { double *x, *y; int *tag; };
static double data[N];
static int flags[N];
static unsigned keys[N];
static long hist_blk[NBLK][BINS];
static double prefix[N], blk_sum[NBLK];
static double weight(double v) { return v * 0.5 + 1.0; }
static int bucket(double v) { int b = (int)(v * BINS); return b < 0 ? 0 : (b >= BINS ? BINS - 1 : b); }
static void hist_block(const double *d, int lo, int hi, long *h) {
  for (int i = lo; i < hi; i++) h[bucket(d[i])]++;
}
int main(void) {
  unsigned s = 99;
  for (int i = 0; i < N; i++) { s = s * 1103515245u + 12345u; data[i] = (double)(s >> 8 & 0xffff) / 65536.0; flags[i] = (s >> 3) % 5 != 0; keys[i] = s; }
  double sum = 0, prod = 1, mn = 1e9, mx = -1e9;
  long isum = 0; unsigned band = 0xffffffffu, bor = 0, bxor = 0;
  int all = 1, any = 0;
  #pragma nano loop reduction(+: sum, isum) reduction(*: prod) reduction(min: mn) reduction(max: mx)
  for (int i = 0; i < N; i++) {
    sum += weight(data[i]);
    isum += (long)(data[i] * 1000);
    prod *= 1.0 + (data[i] - 0.5) * 1e-5;
    mn = data[i] < mn ? data[i] : mn;
    if (data[i] > mx) mx = data[i];
  }
  #pragma nano loop reduction(&: band) reduction(|: bor) reduction(^: bxor) reduction(&&: all) reduction(||: any)
  for (int i = 0; i < N; i++) {
    band &= keys[i] | 0x80000000u;
    bor |= keys[i] & 0xff;
    bxor ^= keys[i];
    all = all && flags[i] >= 0;
    any = any || (flags[i] == 0 && data[i] > 0.999);
  }
  printf("sum=%.6f isum=%ld prod=%.9f min=%.6f max=%.6f\n", sum, isum, prod, mn, mx);
  printf("and=%x or=%x xor=%x all=%d any=%d\n", band, bor, bxor, all, any);
  /* histogram: one private histogram per block, then combine */
  int bl = N / NBLK;
  for (int b = 0; b < NBLK; b++) {
    #pragma nano task
    hist_block(data, b * bl, (b + 1) * bl, hist_blk[b]);
  }
  long hist[BINS] = {0};
  for (int b = 0; b < NBLK; b++) for (int k = 0; k < BINS; k++) hist[k] += hist_blk[b][k];
  printf("hist[0]=%ld hist[17]=%ld hist[31]=%ld\n", hist[0], hist[17], hist[31]);
  /* blocked prefix sums: local scan per block, scan of block sums, add offsets */
  #pragma nano loop schedule(static)
  for (int b = 0; b < NBLK; b++) {
    double acc = 0;
    for (int i = b * bl; i < (b + 1) * bl; i++) { acc += data[i]; prefix[i] = acc; }
    blk_sum[b] = acc;
  }
  double off[NBLK]; off[0] = 0;
  for (int b = 1; b < NBLK; b++) off[b] = off[b - 1] + blk_sum[b - 1];
  #pragma nano loop schedule(fixed, 2)
  for (int b = 1; b < NBLK; b++)
    for (int i = b * bl; i < (b + 1) * bl; i++) prefix[i] += off[b];
  printf("prefix[N/2]=%.6f prefix[last]=%.6f\n", prefix[N / 2], prefix[NBLK * bl - 1]);
  /* array of structs */
  struct particle *ps = malloc(N * sizeof *ps);
  for (int i = 0; i < N; i++) { ps[i].x = data[i]; ps[i].y = 1 - data[i]; ps[i].vx = 0.1; ps[i].vy = -0.2; ps[i].alive = flags[i]; }
  #pragma nano loop schedule(tss)
  for (int i = 0; i < N; i++)
    if (ps[i].alive) { ps[i].x += ps[i].vx; ps[i].y += ps[i].vy; if (ps[i].y < 0) ps[i].alive = 0; }
  int alive = 0; double cx = 0;
  #pragma nano loop reduction(+: alive, cx) schedule(factoring)
  for (int i = 0; i < N; i++) { alive += ps[i].alive; cx += ps[i].x; }
  /* struct of arrays */
  struct soa a; a.x = malloc(N * sizeof(double)); a.y = malloc(N * sizeof(double)); a.tag = malloc(N * sizeof(int));
  double *ax = a.x, *ay = a.y; int *at = a.tag;
  #pragma nano loop schedule(affinity) independent
  for (int i = 0; i < N; i++) { ax[i] = data[i] * 2; ay[i] = data[i] + 1; at[i] = i % 3; }
  double dot = 0;
  #pragma nano loop reduction(+: dot)
  for (int i = 0; i < N; i++) if (at[i] != 1) dot += ax[i] * ay[i];
  /* nested loops: matrix-vector with a helper per row */
  static double M[300][300], v[300], r[300];
  for (int i = 0; i < 300; i++) { v[i] = data[i]; for (int j = 0; j < 300; j++) M[i][j] = data[(i * 300 + j) % N]; }
  #pragma nano loop schedule(gss, 4)
  for (int i = 0; i < 300; i++) {
    double t = 0;
    for (int j = 0; j < 300; j++) t += M[i][j] * v[j];
    r[i] = weight(t);
  }
  double rs = 0; for (int i = 0; i < 300; i++) rs += r[i];
  printf("alive=%d cx=%.6f dot=%.6f rs=%.6f\n", alive, cx, dot, rs);
  free(ps); free(a.x); free(a.y); free(a.tag);
  return 0;
}
