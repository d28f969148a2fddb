// The C library's string functions are known like memcpy (probe finding 10):
// strcpy/strncpy/strcat/strncat/sprintf/snprintf/sscanf tasks run as tasks with
// their destination and sources registered; a NULL argument reaches no memory, so
// an unknown library function is the subject, not 'NULL' or '0' (finding 7).
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=WARN < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -Wno-nonnull -I %runtime_include %t.c
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  char s[32], d[32], e[16];
  int n[8] = {3, 1, 2, 0, 7, 5, 6, 4}, k = 0;
  #pragma nano task
  strcpy(s, "x");
  // CHECK: nano_create(nano_task_1,{{.*}} nano_access(nano_t_, NANO_OUT, (const void *)(const char *)&(s), (size_t)32);
  #pragma nano task
  strncpy(d, s, 5);
  // CHECK: nano_create(nano_task_2,{{.*}} nano_access(nano_t_, NANO_OUT, (const void *)(const char *)&(d), (size_t)5); nano_access(nano_t_, NANO_IN, (const void *)(const char *)&(s), (size_t)5);
  #pragma nano task
  strcat(d, s);
  // CHECK: nano_create(nano_task_3,{{.*}} nano_access(nano_t_, NANO_INOUT, (const void *)(const char *)&(d), (size_t)32); nano_access(nano_t_, NANO_IN, (const void *)(const char *)&(s), (size_t)32);
  #pragma nano task
  snprintf(e, sizeof e, "%d", 3);
  // CHECK: nano_create(nano_task_4,{{.*}} nano_access(nano_t_, NANO_OUT, (const void *)(const char *)&(e), (size_t)16);
  #pragma nano task
  sprintf(s, "%s!", d);
  // CHECK: nano_create(nano_task_5,{{.*}} nano_access(nano_t_, NANO_OUT, (const void *)(const char *)&(s), (size_t)32); nano_access(nano_t_, NANO_INOUT, (const void *)(const char *)&(d), (size_t)32);
  #pragma nano task
  sscanf(s, "%d", &k);
  // CHECK: nano_create(nano_task_6,{{.*}} nano_access(nano_t_, NANO_IN, (const void *)(const char *)&(s), (size_t)32); nano_access(nano_t_, NANO_OUT, (const void *)(const char *)&(k), (size_t)4);
  char *t = 0;
  #pragma nano task
  t = strtok(NULL, ",");
  // WARN: task-library-strings.c:[[@LINE-1]]:3: warning: task runs in the creating nano-thread: the memory reached through 'strtok(NULL, ",")' cannot be bounded; name the memory it accesses in an in/out/inout clause
  // WARN: note: 'strtok' has no body in this file, so it is assumed to access everything its pointer arguments reach and every global
  #pragma nano task
  qsort(n, 8, sizeof n[0], 0);
  // WARN: task-library-strings.c:[[@LINE-1]]:3: warning: task runs in the creating nano-thread: the memory reached through 'qsort(n, 8, sizeof n[0], 0)' cannot be bounded
  // WARN: note: 'qsort' has no body in this file
  // WARN-NOT: warning:
  printf("%s %s %s %d %s %d\n", s, d, e, k, t ? t : "-", n[0]);
  return 0;
}
