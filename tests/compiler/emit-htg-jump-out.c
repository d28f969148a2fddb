// --emit-htg: a graph has no jumps, so a 'return', 'break', 'continue' or
// 'goto' that leaves a parallel block cannot be written (its node did not
// stop the nodes after it, and 'return 7;' did not compile in a node; probe3
// B7). The translation says so at the jump and writes no document; jumps
// inside one statement of the block (a loop's break, a switch's break, a goto
// to a label of the same statement) are fine.
// RUN: rm -f %t.json
// RUN: not %translate %s --emit-htg %t.json > /dev/null 2> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: not test -e %t.json
// Without --emit-htg the program translates.
// RUN: %translate %s > /dev/null
// The same blocks without the leaving jumps are written.
// RUN: %translate %s --emit-htg %t.json -- -DNO_LEAVING > /dev/null
// RUN: %nano_htg validate %t.json

long r[8];
static long slow(long v, int k) { for (int i = 0; i < k; i++) v = (v * 31 + i) % 1000003; return v; }

int early(int n) {
  #pragma nano parallel
  {
    r[0] = slow(n, 3000);
#ifndef NO_LEAVING
    if (n == 2) return 7;
#endif
    r[1] = slow(r[0], 3000);
  }
  return (int)r[1];
}
// CHECK: emit-htg-jump-out.c:[[@LINE-6]]:17: error: --emit-htg cannot write this parallel block: this 'return' leaves the block, and a graph has no jumps (its nodes after it would run anyway); set a flag here and test it after the block, or compile without --emit-htg

void loops(int n) {
  for (int i = 0; i < n; i++) {
    #pragma nano parallel
    {
      r[2] = slow(i, 3000);
      for (int j = 0; j < n; j++) if (j == 3) break;
      switch (n) { case 1: r[3] = 1; break; default: r[3] = 2; }
      { if (n > 1) goto skip; r[4] = 1; skip:; }
      r[5] = slow(r[2], 3000);
#ifndef NO_LEAVING
      if (r[5] > 3) continue;
      if (r[5] > 4) break;
#endif
    }
  }
}
// CHECK: emit-htg-jump-out.c:[[@LINE-6]]:21: error: --emit-htg cannot write this parallel block: this 'continue' leaves the block
// CHECK: emit-htg-jump-out.c:[[@LINE-6]]:21: error: --emit-htg cannot write this parallel block: this 'break' leaves the block

// A goto from one statement of the block to another is said to be one (bb57 4: the
// message said it left the block, and advised a flag tested after it).
int choose(int n) {
  int res = 0;
  #pragma nano parallel
  {
    r[6] = slow(n, 3000);
#ifndef NO_LEAVING
    if (r[6] > 5) goto big;
#endif
    res = 1;
  big:
    res *= 2;
  }
  return res;
}
// CHECK: emit-htg-jump-out.c:[[@LINE-8]]:19: error: --emit-htg cannot write this parallel block: this 'goto' jumps to the label 'big' at line [[@LINE-5]], another statement of the block, and a graph has no jumps between its nodes (they would all run); write the choice with if/else instead, or compile without --emit-htg
// CHECK-NOT: error:
