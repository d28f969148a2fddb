// --emit-htg on a compile the translation rejects writes no HTG (and leaves no
// pending file): the HTG becomes <name>.htg.json only when the translation succeeds.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/rejected.c
// RUN: not %nanocc --emit-htg -c %t/rejected.c -o %t/rejected.o 2>&1 | %FileCheck %s
// RUN: not ls %t/rejected.o
// RUN: not ls %t/rejected.htg.json
// RUN: ls %t > %t/listing && %FileCheck %s --check-prefix=LISTING < %t/listing
// RUN: not %nanocc --emit-htg=- -c %t/rejected.c -o %t/rejected.o 2>/dev/null | %FileCheck %s --check-prefix=STDOUT --allow-empty
// The same file without the rejected loop writes it.
// RUN: %nanocc --emit-htg -DNO_CARRIED -c %t/rejected.c -o %t/rejected.o
// RUN: %FileCheck %s --check-prefix=HTG < %t/rejected.htg.json
// CHECK: error: loop-carried dependence
// LISTING-NOT: pending
// STDOUT-NOT: "format"
// HTG: "format": "htg"
double a[100], b[100];
void f(void) {
#ifndef NO_CARRIED
  #pragma nano loop
  for (int i = 0; i < 99; i++) { a[i] = b[i]; b[i + 1] = a[i] * 2; }
#else
  #pragma nano loop
  for (int i = 0; i < 99; i++) a[i] = b[i] * 2;
#endif
}
