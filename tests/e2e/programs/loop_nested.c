// loop_nested: parallel loops nested in parallel loops (every schedule for the
// inner one, a reduction private to each outer iteration, three levels, an
// inner trip count that depends on the outer variable, a last-private temporary
// of the outer body), each compared with the sequential elision.
#include <stdio.h>

#define R 64
#define C 500
static double m[R][C], v[R], cube[8][16][32];
static long tri[R];

static double f(int i, int j) { return (double)((i * 31 + j * 7) % 19) - 9.0; }

int main(void) {
  #pragma nano loop schedule(static)
  for (int i = 0; i < R; i++) {
    #pragma nano loop schedule(gss)
    for (int j = 0; j < C; j++) m[i][j] = i - j;
  }
  #pragma nano loop schedule(fixed, 3)
  for (int i = 0; i < R; i++) {
    #pragma nano loop schedule(tss)
    for (int j = 0; j < C; j++) m[i][j] += f(i, j);
    #pragma nano loop schedule(factoring)
    for (int j = 0; j < C; j += 2) m[i][j] *= 0.5;
    #pragma nano loop schedule(affinity)
    for (int j = C - 1; j >= 0; j -= 3) m[i][j] -= 1.0;
  }
  #pragma nano loop schedule(static)
  for (int i = 0; i < R; i++) {
    double s = 0;
    #pragma nano loop reduction(+: s)
    for (int j = 0; j < C; j++) s += m[i][j];
    v[i] = s;
  }
  #pragma nano loop
  for (int a = 0; a < 8; a++)
    #pragma nano loop schedule(fixed, 2)
    for (int b = 0; b < 16; b++) {
      #pragma nano loop schedule(static)
      for (int c = 0; c < 32; c++) cube[a][b][c] = a * 100 + b * 10 + c;
    }
  #pragma nano loop schedule(gss, 2)
  for (int i = 0; i < R; i++) {
    long t = 0, big = -1;
    #pragma nano loop reduction(+: t) reduction(max: big)
    for (int j = 0; j <= i; j++) {
      t += j;
      if (j * 3 % 7 > big) big = j * 3 % 7;
    }
    tri[i] = t * 10 + big;
  }
  double last;
  #pragma nano loop
  for (int i = 0; i < R; i++) {
    last = v[i] * 2;
    #pragma nano loop
    for (int j = 0; j < C; j++) m[i][j] += last;
  }

  double total = last;
  long tt = 0;
  for (int i = 0; i < R; i++) {
    total += v[i];
    tt += tri[i];
    for (int j = 0; j < C; j += 37) total += m[i][j];
  }
  for (int a = 0; a < 8; a++)
    for (int b = 0; b < 16; b++) total += cube[a][b][(a + b) % 32];
  printf("%.3f %ld\n", total, tt);
  return 0;
}
