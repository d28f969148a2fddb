// --emit-htg: an arm whose condition calls a function lists what the call reads
// (the format reads a condition's variables from its text, and 'getg()' names
// no variable), so the arm is ordered after the node writing it; without this,
// running the graph back evaluated 'getg() == 1' before 'bump()' (probe3 B2).
// RUN: %translate %s --emit-htg %t.json > /dev/null
// RUN: python3 %S/Inputs/htg_outline.py --untrusted %t.untrusted.json %t.json | %FileCheck --match-full-lines %s
// RUN: %nano_htg validate %t.untrusted.json

static int g;
static long r1, r2;
static long arr[32];
static int getg(void) { return g; }
static void bump(void) { g += 1; }
static long fill(long *v, int n) { long s = 0; for (int i = 0; i < n; i++) s += v[i] = i * 3; return s; }

void run(void) {
  #pragma nano parallel
  {
    bump();
    if (getg() == 1) r1 = fill(arr, 32);
    else r2 = 5;
  }
}

// CHECK:      compound root
// CHECK-NEXT: | compound par1
// CHECK-NEXT: | | simple [[BUMP:s[0-9]+]] R g W g cost : bump();
// CHECK-NEXT: | | compound [[THEN:arm[0-9]+]] if getg() == 1 R g
// CHECK-NEXT: | | | simple n1 W r1 arr cost : r1 = fill(arr, 32);
// CHECK-NEXT: | | compound [[ELSE:arm[0-9]+]] if !(getg() == 1) R g
// CHECK-NEXT: | | | simple s{{[0-9]+}} W r2 cost : r2 = 5;
// CHECK-NEXT: | | -> [[BUMP]] [[THEN]] data g
// CHECK-NEXT: | | -> [[BUMP]] [[ELSE]] data g
