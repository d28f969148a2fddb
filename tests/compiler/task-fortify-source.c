// With -O2 -D_FORTIFY_SOURCE=2, glibc's headers turn library calls into their
// checked variants (sprintf -> __builtin___sprintf_chk(d, flag, size, fmt, ...),
// memcpy -> __builtin___memcpy_chk(d, s, n, size), printf -> __printf_chk(flag,
// fmt, ...)): those are the library functions, and the flag and buffer sizes
// they add are values, not accesses. Each task registers what it does without
// fortification (sprintf/snprintf/fprintf tasks used to run in the creating
// nano-thread, "cannot be bounded"). The fortified snprintf's destination is
// out as well: `sizeof e` reads nothing (it was inout, read by the sizeof,
// before unevaluated operands stopped counting as accesses: probe12 R1).
// RUN: %translate %s > %t.plain.c 2> %t.plain.err
// RUN: %translate %s -- -O2 -D_FORTIFY_SOURCE=2 > %t.fortified.c 2> %t.fortified.err
// RUN: %FileCheck %s < %t.plain.c
// RUN: %FileCheck %s < %t.fortified.c
// RUN: %FileCheck %s --check-prefix=WARN --implicit-check-not=warning: < %t.plain.err
// RUN: %FileCheck %s --check-prefix=WARN --implicit-check-not=warning: < %t.fortified.err
// RUN: %clang -fsyntax-only -O2 -D_FORTIFY_SOURCE=2 -Wall -Werror -I %runtime_include %t.fortified.c
#include <stdio.h>
#include <string.h>

int main(void) {
  char s[32] = "", d[32] = "ab", e[16];
  int n = 5;
  #pragma nano task
  memcpy(d, "abcdefgh", 9);
  // CHECK: nano_t_ = nano_create(nano_task_1,{{.*}} nano_access(nano_t_, NANO_OUT, (const void *)(const char *)&(d), (size_t)9); nano_set_label
  #pragma nano task
  memset(e, 'z', 15);
  // CHECK: nano_t_ = nano_create(nano_task_2,{{.*}} nano_access(nano_t_, NANO_OUT, (const void *)(const char *)&(e), (size_t)15); nano_set_label
  #pragma nano task
  strcpy(s, "xy");
  // CHECK: nano_t_ = nano_create(nano_task_3,{{.*}} nano_access(nano_t_, NANO_OUT, (const void *)(const char *)&(s), (size_t)32); nano_set_label
  #pragma nano task
  sprintf(s + 4, "%d", n);
  // CHECK: nano_t_ = nano_create(nano_task_4,{{.*}} nano_access(nano_t_, NANO_OUT, (const void *)(const char *)&(s), (size_t)32); nano_set_label
  #pragma nano task
  snprintf(e, sizeof e, "%d", n);
  // CHECK: nano_t_ = nano_create(nano_task_5,{{.*}} nano_access(nano_t_, NANO_OUT, (const void *)(const char *)&(e), (size_t)16); nano_set_label
  #pragma nano task
  strncpy(d, "abcdefgh", 5);
  // CHECK: nano_t_ = nano_create(nano_task_6,{{.*}} nano_access(nano_t_, NANO_OUT, (const void *)(const char *)&(d), (size_t)5); nano_set_label
  #pragma nano task
  strcat(s, d);
  // CHECK: nano_t_ = nano_create(nano_task_7,{{.*}} nano_access(nano_t_, NANO_INOUT, (const void *)(const char *)&(s), (size_t)32); nano_access(nano_t_, NANO_IN, (const void *)(const char *)&(d), (size_t)32); nano_set_label
  #pragma nano task
  memmove(d + 1, d, 4);
  // CHECK: nano_t_ = nano_create(nano_task_8,{{.*}} nano_access(nano_t_, NANO_OUT, (const void *)((const char *)&(d) + (1)), (size_t)4); nano_access(nano_t_, NANO_IN, (const void *)(const char *)&(d), (size_t)4); nano_set_label
  // The stream is output, library state that no clause orders (fortified,
  // 'stderr' is spelled in the expansion of the 'fprintf' macro, so the
  // warning names the call).
  #pragma nano task
  fprintf(stderr, "%s\n", e);
  // WARN: task-fortify-source.c:[[@LINE-1]]:3: warning: task runs in the creating nano-thread: 'fprintf(stderr, "%s\n", e)' may touch any global state ('fprintf' uses the C library's global state (I/O, time, random numbers)), such as output, whose order the program keeps
  printf("%s %s %s\n", d, e, s + 4);
  return 0;
}
