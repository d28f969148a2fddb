// glibc's <ctype.h> classifications and conversions read per-thread pointers
// to tables nobody writes (`isalpha(c)` is `(*__ctype_b_loc())[c] & _ISalpha`,
// `toupper(c)` at -O2 `(*__ctype_toupper_loc())[c]`): reading them touches no
// memory of the program. A loop classifying characters is parallel, and a task
// whose callee classifies characters is a nano-thread, not run inline.
// E2E
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: not grep -n 'error:\|warning:\|any memory' %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// RUN: %translate %s --explain -- -O2 > %t.o2.c 2> %t.o2.err
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.o2.err
// RUN: not grep -n 'error:\|warning:\|any memory' %t.o2.err
// RUN: %FileCheck %s < %t.o2.c
#include <ctype.h>
#include <stdio.h>
#include <string.h>

static char text[] = "Hello, World 42! nano threads 7 x";
static char up[sizeof text];
static int kind[sizeof text];

static long letters(const char *p, int n) {
  long c = 0;
  for (int i = 0; i < n; i++) c += isalpha((unsigned char)p[i]) != 0;
  return c;
}

int main(void) {
  int n = (int)strlen(text);
  long alpha = 0, digits = 0, spaces = 0;
  #pragma nano loop reduction(+: alpha, digits)
  for (int i = 0; i < n; i++) {
    if (isalpha((unsigned char)text[i])) alpha++;
    if (isdigit((unsigned char)text[i])) digits++;
  }
  // EXPLAIN: loop-ctype-tables.c:[[@LINE-4]]:3: remark: loop runs in parallel (nano_parallel_reduce)
  #pragma nano loop
  for (int i = 0; i < n; i++) {
    up[i] = (char)toupper((unsigned char)text[i]);
    kind[i] = isspace((unsigned char)text[i]) ? 0 : isalnum((unsigned char)text[i]) ? 1 : 2;
    if (isspace((unsigned char)up[i])) spaces += 1;
  }
  // EXPLAIN: loop-ctype-tables.c:[[@LINE-5]]:3: remark: loop runs in parallel (nano_parallel_reduce)
  long x, y;
  #pragma nano task
  x = letters(text, 14);
  #pragma nano task
  y = letters(text + 14, n - 14);
  // CHECK: nano_task *nano_t_ = nano_create(
  // CHECK: nano_task *nano_t_ = nano_create(
  long k = 0;
  for (int i = 0; i < n; i++) k += kind[i];
  printf("%ld %ld %ld %s %ld %ld %ld\n", alpha, digits, spaces, up, k, x, y);
  return 0;
}
