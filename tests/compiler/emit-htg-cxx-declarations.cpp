// --emit-htg of C++ block declarations: a const local is a graph variable
// without const, assigned by its node ('const long' was a variable that could
// not be default-initialised; probe3 B8); a reference bound to a named variable
// is that variable in every node that uses it, code and accesses (the node
// 'auto &ra = a;' declared a name no other node could see, and 'sum(ra, 32)'
// was not ordered after 'fill(a, ...)'; probe3 B8).
// RUN: %translate %s --emit-htg %t.json > /dev/null
// RUN: python3 %S/Inputs/htg_outline.py --untrusted %t.untrusted.json %t.json | %FileCheck --match-full-lines %s
// RUN: %nano_htg validate %t.untrusted.json

static long slow(long v, int k) { for (int i = 0; i < k; i++) v = (v * 31 + i) % 1000003; return v; }
static void fill(long *a, int n, long b) { for (int i = 0; i < n; i++) a[i] = slow(b + i, 3000); }
static long sum(const long *a, int n) { long s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
long a[32], b[32], out[2];

void run(int mode) {
  #pragma nano parallel
  {
    fill(a, 32, mode);
    fill(b, 32, mode + 1);
    auto &ra = a;
    const long s1 = sum(ra, 32);
    out[0] = s1 + sum(b, 32);
  }
}
// CHECK:      var extern long a[32]
// CHECK-NEXT: var extern int mode
// CHECK-NEXT: var extern long b[32]
// CHECK-NEXT: var extern long out[2]
// CHECK-NEXT: var long s1
// CHECK-NEXT: compound root
// CHECK-NEXT: | compound par1
// CHECK-NEXT: | | simple n1 R mode W a cost : fill(a, 32, mode);
// CHECK-NEXT: | | simple n2 R mode W b cost : fill(b, 32, mode + 1);
// CHECK-NEXT: | | simple s2 R a W s1 cost : s1 = sum(a, 32);
// CHECK-NEXT: | | simple n3 R b s1 W out[0] cost : out[0] = s1 + sum(b, 32);
// CHECK-NEXT: | | -> n1 s2 data a
// CHECK-NEXT: | | -> n2 n3 data b
// CHECK-NEXT: | | -> s2 n3 data s1
