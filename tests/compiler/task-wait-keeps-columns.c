// A wait placed before a statement that begins its line goes on a line of its
// own, and a #line directive gives the statement its line back: a warning
// about the user's statement there points at the user's column and shows the
// user's line, not the wait. (check_output.py reads such lines joined; this
// test checks the layout itself and the warning.)
// REQUIRES: nanocc
// RUN: %translate %s > %t.c 2>/dev/null
// RUN: FileCheck %s --check-prefix=RAW < %t.c
// RUN: %nanocc -O2 -Wformat -c %s -o %t.o 2>&1 | %FileCheck %s --check-prefix=WARN
#include <stdio.h>
static long work(long v) { return v * 2; }
int main(void) {
  long a = 0;
  #pragma nano task
  a = work(21);
  printf("%d\n", a);
  // WARN: task-wait-keeps-columns.c:[[@LINE-1]]:18: warning: format specifies type 'int' but the argument has type 'long'
  // WARN-NEXT: {{^ *}}[[@LINE-2]] |   printf("%d\n", a);
  // RAW: {{^  }}nano_wait_handle_(&nano_h_1); {{$}}
  // RAW-NEXT: {{^}}#line [[@LINE-4]] "{{.*}}task-wait-keeps-columns.c"{{$}}
  // RAW-NEXT: {{^  }}printf("%d\n", a);{{$}}
  return 0;
}
