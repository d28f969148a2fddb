// --emit-htg: a graph variable is static, initialised once per program, while
// a block runs each time its function is called; so every initialiser of a
// block declaration, constant or not, is a node assigning it (an array's is a
// copy from a temporary initialised as written, a braced list's an assignment
// from one), and no variable has "init"
// (a constant `int k = 3;` was "init": 3, and a second run of the graph started
// from the value the first left; probe3 B3). A const local is a variable
// without const, which its node assigns (probe3 B8: 'const long' did not compile).
// RUN: %translate %s --emit-htg %t.json > /dev/null
// RUN: python3 %S/Inputs/htg_outline.py --untrusted %t.untrusted.json %t.json | %FileCheck --match-full-lines %s
// RUN: %nano_htg validate %t.untrusted.json
// RUN: %FileCheck --check-prefix=JSON %s < %t.json

long r[4];
struct pair { long x, y; };
static long slow(long v, int k) { for (int i = 0; i < k; i++) v = (v * 31 + i) % 1000003; return v; }

void shapes(int n) {
  #pragma nano parallel
  {
    int k = 3;
    long w[2] = {5, 7};
    const long s1 = slow(n, 4000);
    struct pair p = {2, 3};
    int none;
    do { r[1] += k * w[1] + s1; k--; } while (k > 0);
    none = n;
    r[2] = slow(none, 4000) + w[0]++ + p.y;
  }
}
// JSON-NOT: "init"
// CHECK:      var extern int n
// CHECK-NEXT: var extern long r[4]
// CHECK-NEXT: var int k
// CHECK-NEXT: var long w[2]
// CHECK-NEXT: var long s1
// CHECK-NEXT: var struct pair p
// CHECK-NEXT: var int none
// CHECK-NEXT: compound root
// CHECK-NEXT: | compound par1
// CHECK-NEXT: | | simple s2 W k cost : k = 3;
// CHECK-NEXT: | | simple s3 W w cost : { long nano_init_[2] = {5, 7}; __builtin_memcpy(w, nano_init_, sizeof nano_init_); }
// CHECK-NEXT: | | simple s4 R n W s1 cost : s1 = slow(n, 4000);
// CHECK-NEXT: | | simple s5 W p cost : { struct pair nano_init_ = {2, 3}; p = nano_init_; }
// CHECK-NEXT: | | simple n1 R r[1] k w[1] s1 W r[1] k cost : do { r[1] += k * w[1] + s1; k--; } while (k > 0);
// CHECK-NEXT: | | simple s6 R n W none cost : none = n;
// CHECK-NEXT: | | simple n2 R w[0] p.y none W r[2] w[0] cost : r[2] = slow(none, 4000) + w[0]++ + p.y;
// CHECK-NEXT: | | -> s2 n1 data k
// CHECK-NEXT: | | -> s3 n1 data w
// CHECK-NEXT: | | -> s3 n2 data w
// CHECK-NEXT: | | -> s4 n1 data s1
// CHECK-NEXT: | | -> s5 n2 data p
// CHECK-NEXT: | | -> s6 n2 data none
