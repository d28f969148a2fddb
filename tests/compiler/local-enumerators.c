// Enumeration constants of an enum declared inside the function, used in a
// loop body or a task statement that is outlined at file scope, are declared
// again there (in C the enumeration is copied whole: local-types-c.c); the
// outlined copy could not see them: clang rejected the translation with "use of
// undeclared identifier 'M'".
// RUN: %translate %s > %t.c
// RUN: %FileCheck %s < %t.c
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
void run(int *out) {
  enum { M = 64, STEP = 3 };
  #pragma nano loop
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j += STEP) out[i * M + j] = j;
  long x = 0;
  #pragma nano task
  for (int j = 0; j < M; j++) x += j * STEP;
  out[0] = (int)x;
}
// CHECK: void nano_body_{{[0-9]+}}(
// CHECK-NEXT: {{^}}  enum { M = 64, STEP = 3 };
// CHECK: static void nano_task_{{[0-9]+}}(void *nano_p_) {
// CHECK: (void)nano_a_; enum { M = 64, STEP = 3 };
