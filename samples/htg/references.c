/* references.c — the example graphs of samples/htg computed sequentially, for comparison:
 * `htg-references NAME` prints what the generated program NAME must print. */
#include <stdio.h>
#include <string.h>

#include "kernels.h"

static double a[100000], b[100000], c[100000], d[100000];

static void conditional(void) {
  const int n = 10000;
  double s;
  init(a, n);
  init(b, n);
  s = sum(a, n);
  if (s > 0) scale(a, 1.0 / s, n);
  if (s <= 0) scale(b, -1.0, n);
  report2("conditional", a, b, n);
}

static void diamond(void) {
  const int n = 100000;
  init(a, n);
  scale_into(b, a, 2.0, n);
  shift_into(c, a, 1.0, n);
  add(d, b, c, n);
  report("diamond", d, n);
}

static void hierarchical(void) {
  const int n = 4096, steps = 50;
  double *u = a, *v = b;
  init(u, n);
  for (int t = 0; t < steps; ++t) {
    smooth(v, u, 0, n / 2, n);
    smooth(v, u, n / 2, n, n);
    for (int j = 0; j < n; ++j) u[j] = v[j];
  }
  report("hierarchical", u, n);
}

static void pipeline(void) {
  const int n = 65536;
  double *x = a, *y = b, *z = c;
  init(x, n);
  for (int i = 0; i < n; ++i) y[i] = clamp(x[i], 0.25, 0.75);
  scale_into(z, y, 4.0, n);
  report_value("pipeline", sum(z, n));
}

int main(int argc, char **argv) {
  static const struct {
    const char *name;
    void (*run)(void);
  } graphs[] = {{"conditional", conditional}, {"diamond", diamond}, {"hierarchical", hierarchical}, {"pipeline", pipeline}};
  for (size_t k = 0; argc == 2 && k < sizeof graphs / sizeof graphs[0]; ++k) {
    if (strcmp(argv[1], graphs[k].name) == 0) {
      graphs[k].run();
      return 0;
    }
  }
  fprintf(stderr, "usage: %s conditional|diamond|hierarchical|pipeline\n", argv[0]);
  return 2;
}
