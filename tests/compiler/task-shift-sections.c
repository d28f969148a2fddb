// Shifts in subscripts and sizes are symbolic forms: `n >> 1` is a right
// shift (floor division by 2, as C computes it on the machine, negative values
// too), `i << 1` is `i * 2`. Before, `h = n >> 1` made the sections of a merge
// sort's recursive calls unbounded and every task ran in its creator; a loop
// over `a[i << 1]` was refused as not affine.
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %FileCheck %s --check-prefix=BOUNDED < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// RUN: not %translate %s -- -DCOLLIDING 2>&1 >/dev/null | %FileCheck %s --check-prefix=COLLIDING
// E2E
#include <stdio.h>
#include <stdlib.h>

static void merge(long *a, long n, long h, long *t) {
  long i = 0, j = h, k = 0;
  while (i < h && j < n) t[k++] = a[i] <= a[j] ? a[i++] : a[j++];
  while (i < h) t[k++] = a[i++];
  while (j < n) t[k++] = a[j++];
  for (k = 0; k < n; k++) a[k] = t[k];
}

void msort(long *a, long n, long *t) {
  if (n < 2) return;
  long h = n >> 1;
  // BOUNDED-NOT: runs in the creating nano-thread
  // BOUNDED-NOT: not an affine expression
  // CHECK: nano_access(nano_t_, NANO_INOUT, (const void *)((const char *)(a) + (h * 8)), nano_len_((long long)((n - h - 1) * 8 + 8)));{{.*}}{{[(]}}(n - h) >> 1)
  #pragma nano task if(n > 64)
  msort(a, h, t);
  #pragma nano task if(n > 64)
  msort(a + h, n - h, t + h);
  #pragma nano wait
  merge(a, n, h, t);
}

int main(int argc, char **argv) {
  (void)argv;
  enum { N = 5000 };
  long *a = malloc(N * sizeof *a), *t = malloc(N * sizeof *t);
  for (long i = 0; i < N; i++) a[i] = (i * 7919) % 10007;
  msort(a, N, t);
  for (long i = 1; i < N; i++)
    if (a[i - 1] > a[i]) { puts("unsorted"); return 1; }

  // A negative shifted value: (-3 >> 1) + 4 is 2 (the shift floors), not 3.
  long c[8] = {0};
  long k = -2 - argc;
  // CHECK: nano_access(nano_t_, NANO_OUT, (const void *)((const char *){{[&]}}(c) + (((k >> 1) + 4) * 8)),
  #pragma nano task
  c[(k >> 1) + 4] = 40;
  #pragma nano task
  c[3] = c[2] + 2;

  // Even and odd elements: `i << 1` and `(i << 1) + 1` never meet.
  long d[64];
  for (int i = 0; i < 64; i++) d[i] = i;
  // EXPLAIN: task-shift-sections.c:[[@LINE+2]]:3: remark: loop runs in parallel (nano_parallel_for)
  #pragma nano loop
  for (int i = 0; i < 32; i++)
    d[(i << 1) + 1] += d[i << 1];
#ifdef COLLIDING
  // COLLIDING: error: cannot prove that iterations are independent: the subscripts of 'd[i >> 1]' and 'd[i >> 1]' are not affine in 'i'
  #pragma nano loop
  for (int i = 0; i < 64; i++)
    d[i >> 1] += 1;
#endif
  #pragma nano wait
  long s = 0;
  for (int i = 0; i < 64; i++) s += d[i] * (i + 1);
  printf("%ld %ld %ld\n", a[N - 1], c[3], s);
  return c[3] == 42 ? 0 : 1;
}
