// A pointer argument that is one of two string literals (`i % 2 ? "node" :
// "edge"`) points to constant memory, as a single literal does: the task
// registers only what it writes and runs in parallel.
// E2E
// RUN: %translate %s --explain -- -std=c11 > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clang -std=c11 -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#include <stdio.h>

static void label(char *dst, const char *prefix, int id) { snprintf(dst, 32, "%s-%d", prefix, id); }

int main(void) {
  char out[4][32];
  // EXPLAIN-NOT: warning
  for (int i = 0; i < 4; i++) {
    // CHECK: nano_access(nano_t_, NANO_OUT, (const void *)((const char *)&(out) + (i * 32)), (size_t)32); nano_set_label
    #pragma nano task
    label(out[i], i % 2 ? "node" : "edge", i);
  }
  for (int i = 0; i < 4; i++) puts(out[i]);
  return 0;
}
