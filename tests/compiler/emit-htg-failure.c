// --emit-htg writes nothing when the translation fails (a rejected loop would
// otherwise leave a valid-looking HTG that silently lacks it), and no temporary.
// RUN: rm -f %t.htg.json %t.htg.json.tmp
// RUN: not %translate %s --emit-htg %t.htg.json > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: not test -e %t.htg.json
// RUN: not test -e %t.htg.json.tmp
double a[100], b[100];
void f(void) {
  #pragma nano loop
  for (int i = 0; i < 99; i++) { a[i] = b[i]; b[i + 1] = a[i] * 2; }
  // CHECK: error: loop-carried dependence
}
