// contract_parallel_block_locals: a parallel block that declares its own locals (malloc/calloc buffers, a char array, a struct),
// fills them with loops counting up and down, reads them through calls, loops with while/do, and frees them at the end.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static long slow(long v, int k) { for (int i = 0; i < k; i++) v = (v * 31 + i) % 1000003; return v; }
struct pt { double x, y; };
static double area(const struct pt *p, int n) { double s = 0; for (int i = 0; i < n; i++) { int j = (i + 1) % n; s += p[i].x * p[j].y - p[j].x * p[i].y; } return s / 2; }
int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 500;
  double res[6] = {0};
  #pragma nano parallel
  {
    struct pt *poly = malloc(n * sizeof *poly);
    double *w = calloc(n, sizeof *w);
    for (int i = 0; i < n; i++) { poly[i].x = slow(i, 100) % 100; poly[i].y = slow(i + 7, 100) % 100; }
    for (int i = n - 1; i >= 0; i -= 2) w[i] = poly[i].x * 2;
    double a1 = area(poly, n);
    long t = 0;
    for (int i = 0; i < n; i++) t += (long)w[i];
    char label[32];
    snprintf(label, sizeof label, "n=%d", n);
    res[0] = a1; res[1] = (double)t; res[2] = strlen(label);
    int cnt = 0;
    while (cnt < 10) { res[3] += slow(cnt, 1000) % 10; cnt++; }
    do { res[4] += 1; } while (res[4] < 3);
    struct pt c = {0, 0};
    for (int i = 0; i < n; i++) { c.x += poly[i].x; c.y += poly[i].y; }
    res[5] = c.x / n + c.y / n;
    free(poly);
    free(w);
  }
  for (int i = 0; i < 6; i++) printf("%.3f\n", res[i]);
  return 0;
}
