// --emit-htg: a `switch` of a function around regions is written as the
// conditions of its arms (as control dependence splits one in a parallel
// block): a statement of an arm runs when the switch value matches a label
// of the arm or of an arm falling through to it, `default` when none does.
// Before, every arm's regions were written unconditionally (bb48 1). A switch
// whose arms cannot be conditions (a statement writes what it tests) is a
// warning saying so, and its regions are written without it.
// RUN: %translate %s --emit-htg %t.json > /dev/null 2> %t.err
// RUN: python3 %S/Inputs/htg_outline.py %t.json | %FileCheck --match-full-lines %s
// RUN: %FileCheck --check-prefix=WARN --implicit-check-not=warning: %s < %t.err
// RUN: %nano_htg validate %t.json
static double twice(double v) { return 2 * v; }
double b[100];
void run(int mode, int k) {
  #pragma nano task
  b[0] = twice(1.0);
  switch (mode) {
  case 0:
    #pragma nano task
    b[1] = twice(b[0]);
    break;
  case 1:
  case 2:
    b[2] = 5;
    if (k) {
      #pragma nano task
      b[3] = twice(b[2]);
    }
    /* fallthrough */
  case 3:
    #pragma nano parallel
    { b[4] = twice(b[3]); }
    break;
  default:
    #pragma nano task
    b[5] = 1;
  }
  #pragma nano wait
}
void bad(int mode) {
  // WARN: [[@LINE+1]]:3: warning: --emit-htg writes the regions inside this 'switch' without its conditions, and leaves out the code around them there: the document has no 'switch', and its arms cannot be written as conditions: the statement at line [[@LINE+3]] writes 'mode', which a condition reads, before the statement at line [[@LINE+5]] that the condition controls
  switch (mode) {
  case 0:
    mode = 3;
    #pragma nano task
    b[6] = mode;
    break;
  case 3:
    #pragma nano task
    b[7] = 1;
  }
  #pragma nano wait
}
// CHECK:      var extern double b[100]
// CHECK-NEXT: var extern int run_mode
// CHECK-NEXT: var extern int k
// CHECK-NEXT: var extern int bad_mode
// CHECK-NEXT: compound root
// CHECK-NEXT: | compound r1
// CHECK-NEXT: | | simple n1 W b[0] cost : b[0] = twice(1.0);
// CHECK-NEXT: | | simple n2 if ((run_mode) == (0)) R b[0] W b[1] cost : b[1] = twice(b[0]);
// CHECK-NEXT: | simple [[S:s[0-9]+]] if ((run_mode) == (1) || (run_mode) == (2)) W b[2] cost : b[2] = 5;
// CHECK-NEXT: | compound r3
// CHECK-NEXT: | | simple n3 if (((run_mode) == (1) || (run_mode) == (2)) && (k)) R b[2] W b[3] cost : b[3] = twice(b[2]);
// CHECK-NEXT: | compound par1 if ((run_mode) == (1) || (run_mode) == (2) || (run_mode) == (3))
// CHECK-NEXT: | | simple s2 R b[3] W b[4] cost : b[4] = twice(b[3]);
// CHECK-NEXT: | compound r4
// CHECK-NEXT: | | simple n4 if (!((run_mode) == (0) || (run_mode) == (1) || (run_mode) == (2) || (run_mode) == (3))) W b[5] cost : b[5] = 1;
// CHECK-NEXT: | compound r5
// CHECK-NEXT: | | simple n5 R bad_mode W b[6] cost : b[6] = bad_mode;
// CHECK-NEXT: | | simple n6 W b[7] cost : b[7] = 1;
// CHECK-NEXT: | -> [[S]] r3 data b
// CHECK-NEXT: | -> r3 par1 data b
