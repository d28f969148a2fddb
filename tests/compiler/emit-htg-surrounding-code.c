// --emit-htg: the code of a function around its regions. A counting `for`
// loop around regions is a sequential loop node whose body holds every
// statement of the loop's body (an `if` there is its statements' condition);
// the statements the function runs between its first and last region are
// nodes (a declaration's variable becomes a graph variable), and they split
// a run of tasks into two task regions. Before, each region was written once,
// without the loop, and the statements were left out (bb48 1 and 2). Bounds
// of another type than the loop's variable are cast to it. A loop the
// document cannot write, and a jump between regions, are warnings at them.
// (Switches: emit-htg-region-switch.c.)
// RUN: %translate %s --emit-htg %t.json > /dev/null 2> %t.err
// RUN: python3 %S/Inputs/htg_outline.py %t.json | %FileCheck --match-full-lines %s
// RUN: %FileCheck --check-prefix=WARN --implicit-check-not=warning: %s < %t.err
// RUN: %nano_htg validate %t.json
static double twice(double v) { return 2 * v; }
double b[100];

void steps(int n, int mode) {
  double scale = 1.0;
  for (int t = 0; t < n; t++) {
    #pragma nano loop
    for (int i = 0; i < 100; i++) b[i] = twice(b[i]) * scale;
    scale = scale * 0.5;
    if (mode) {
      #pragma nano task
      b[0] = t;
    }
  }
  int k = 3;
  #pragma nano task
  b[1] = k;
  b[2] = b[1] + 1;
  #pragma nano task
  b[3] = b[2];
  #pragma nano wait
}

void nested(unsigned n, long m) {
  for (unsigned s = 0; s <= n; s += 2)
    for (int u = 0; u < m; u++) {
      if (u > 1) b[4] = u;
      #pragma nano task
      b[5] = twice(b[4]);
    }
  #pragma nano wait
}

void unwritable(int n) {
  int k = 0;
  // WARN: [[@LINE+1]]:3: warning: --emit-htg writes the regions inside this 'while' loop once, without the loop: the document repeats regions only in a 'for' loop that declares an integer variable and counts it up to its bound ('for (int i = a; i < b; i += s)'), with no 'break', 'continue', 'return' or 'goto' out of its body; compiled back, the document runs them once
  while (k < n) {
    #pragma nano task
    b[6] = twice(1.0);
    k++;
  }
  switch (n) {
  case 1:
    #pragma nano parallel
    { b[7] = twice(b[6]); }
    break;
  }
  // WARN: [[@LINE+1]]:15: warning: --emit-htg leaves this statement out of the document: its 'return' leaves the code around the regions, and a graph has no jumps (compiled back, the regions after it run anyway); set a flag here and test it around the regions
  if (n > 50) return;
  // WARN: [[@LINE+1]]:3: warning: --emit-htg writes the regions inside this 'for' loop once, without the loop: {{.*}} out of its body; this one is not: its body's 'continue' at line [[@LINE+2]] leaves the body; compiled back, the document runs them once
  for (int j = 0; j < 3; j++) {
    if (j == n) continue;
    #pragma nano task
    b[8] = j;
  }
  #pragma nano wait
}

// An `if` around regions whose code changes what its condition reads is
// tested once, as in the program: a node captures its value (bb49 1).
void flagged(int flag) {
  #pragma nano task
  b[9] = twice(b[9]);
  if (flag) {
    flag = 0;
    #pragma nano task
    b[10] = b[9];
  } else {
    #pragma nano task
    b[11] = b[9];
  }
  #pragma nano wait
}

// CHECK:      var extern double b[100]
// CHECK-NEXT: var extern int unwritable_n
// CHECK-NEXT: var extern double scale
// CHECK-NEXT: var extern int steps_n
// CHECK-NEXT: var extern int mode
// CHECK-NEXT: var extern unsigned int nested_n
// CHECK-NEXT: var extern long m
// CHECK-NEXT: var extern int flag
// CHECK-NEXT: var extern int j
// CHECK-NEXT: var int k
// CHECK-NEXT: var int nano_if_[[IF:[0-9]+_3]]
// CHECK-NEXT: compound root
// CHECK-NEXT: | loop [[T:seq[0-9]+]] var t [0, steps_n) R steps_n b scale mode W b scale b[0] cost
// CHECK-NEXT: | | compound [[T]]_body
// CHECK-NEXT: | | | loop loop1 var i [0, 100) parallel R b scale W b cost
// CHECK-NEXT: | | | | simple loop1_body R b[i] scale W b[i] cost : b[i] = twice(b[i]) * scale;
// CHECK-NEXT: | | | simple [[SCALE:s[0-9]+]] R scale W scale cost : scale = scale * 0.5;
// CHECK-NEXT: | | | compound [[R1:r[0-9]+]]
// CHECK-NEXT: | | | | simple n{{[0-9]+}} if (mode) R t W b[0] cost : b[0] = t;
// CHECK-NEXT: | | | -> loop1 [[SCALE]] data scale
// CHECK-NEXT: | | | -> loop1 [[R1]] data b
// CHECK-NEXT: | simple [[K:s[0-9]+]] W k cost : k = 3;
// CHECK-NEXT: | compound [[R2:r[0-9]+]]
// CHECK-NEXT: | | simple n{{[0-9]+}} R k W b[1] cost : b[1] = k;
// CHECK-NEXT: | simple [[B2:s[0-9]+]] R b[1] W b[2] cost : b[2] = b[1] + 1;
// CHECK-NEXT: | compound [[R3:r[0-9]+]]
// CHECK-NEXT: | | simple n{{[0-9]+}} R b[2] W b[3] cost : b[3] = b[2];
// CHECK-NEXT: | loop [[S:seq[0-9]+]] var s [0, (nested_n) + 1) R nested_n m b[4] W b[4] b[5] cost
// CHECK-NEXT: | | compound [[S]]_body
// CHECK-NEXT: | | | loop [[U:seq[0-9]+]] var u [(int)(0), (int)(m)) R m b[4] W b[4] b[5] cost
// CHECK-NEXT: | | | | compound [[U]]_body
// CHECK-NEXT: | | | | | simple [[B4:s[0-9]+]] R u W b[4] cost : if (u > 1) b[4] = u;
// CHECK-NEXT: | | | | | compound [[R4:r[0-9]+]]
// CHECK-NEXT: | | | | | | simple n{{[0-9]+}} R b[4] W b[5] cost : b[5] = twice(b[4]);
// CHECK-NEXT: | | | | | -> [[B4]] [[R4]] data b
// CHECK-NEXT: | compound [[R5:r[0-9]+]]
// CHECK-NEXT: | | simple n{{[0-9]+}} W b[6] cost : b[6] = twice(1.0);
// CHECK-NEXT: | compound [[PAR:par[0-9]+]] if ((unwritable_n) == (1))
// CHECK-NEXT: | | simple s{{[0-9]+}} R b[6] W b[7] cost : b[7] = twice(b[6]);
// CHECK-NEXT: | compound [[R6:r[0-9]+]]
// CHECK-NEXT: | | simple n{{[0-9]+}} R j W b[8] cost : b[8] = j;
// CHECK-NEXT: | compound [[R7:r[0-9]+]]
// CHECK-NEXT: | | simple n{{[0-9]+}} R b[9] W b[9] cost : b[9] = twice(b[9]);
// CHECK-NEXT: | simple [[CAPTURE:s[0-9]+]] R flag W nano_if_[[IF]] cost : nano_if_[[IF]] = (flag) ? 1 : 0;
// CHECK-NEXT: | simple [[FLAG:s[0-9]+]] if (nano_if_[[IF]]) W flag cost : flag = 0;
// CHECK-NEXT: | compound [[R8:r[0-9]+]]
// CHECK-NEXT: | | simple n{{[0-9]+}} if (nano_if_[[IF]]) R b[9] W b[10] cost : b[10] = b[9];
// CHECK-NEXT: | | simple n{{[0-9]+}} if !(nano_if_[[IF]]) R b[9] W b[11] cost : b[11] = b[9];
// CHECK-NEXT: | -> [[T]] [[R2]] data b
// CHECK-NEXT: | -> [[T]] [[S]] data b
// CHECK-NEXT: | -> [[T]] [[R5]] data b
// CHECK-NEXT: | -> [[T]] [[R6]] data b
// CHECK-NEXT: | -> [[T]] [[R7]] data b
// CHECK-NEXT: | -> [[K]] [[R2]] data k
// CHECK-NEXT: | -> [[R2]] [[B2]] data b
// CHECK-NEXT: | -> [[B2]] [[R3]] data b
// CHECK-NEXT: | -> [[R5]] [[PAR]] data b
// CHECK-NEXT: | -> [[R7]] [[R8]] data b
// CHECK-NEXT: | -> [[CAPTURE]] [[FLAG]] data flag
// CHECK-NEXT: | -> [[CAPTURE]] [[R8]] data nano_if_[[IF]]
