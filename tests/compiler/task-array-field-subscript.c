// A subscript the compiler cannot place (`h->count[d[i]]`, a data-dependent
// index) into an array field stays inside that field: C forbids a subscript
// leaving the member array. A task filling its own struct through a pointer
// registers that struct's field, so the tasks of the loop run at once (bb72
// F2: each registered the whole `parts` array and they ran one after another,
// without a warning).
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// E2E
#include <stdio.h>
#include <string.h>

typedef struct {
  long total;
  long count[256];
} hist_t;
static unsigned char data[4][1 << 16];

static void block_hist(const unsigned char *d, long n, hist_t *h) {
  memset(h->count, 0, sizeof h->count);
  for (long i = 0; i < n; i++) h->count[d[i]]++;
  h->total = n;
}

int main(void) {
  for (int b = 0; b < 4; b++)
    for (long i = 0; i < (1 << 16); i++) data[b][i] = (unsigned char)(i * (b + 3));
  hist_t parts[4];
  for (int b = 0; b < 4; b++) {
    // EXPLAIN: task-array-field-subscript.c:[[@LINE+3]]:5: remark: task write '&parts[b]'
    // CHECK: nano_access(nano_t_, NANO_INOUT, (const void *)((const char *)&(parts) + (b * 2056 + 8)), (size_t)2048);
    #pragma nano task
    block_hist(data[b], 1 << 16, &parts[b]);
  }
  long s = 0;
  for (int b = 0; b < 4; b++) s += parts[b].count[7] * (b + 1) + parts[b].total;
  printf("%ld\n", s);
  return 0;
}
