// --emit-htg in a member function: an access to a member of the object the
// function runs on is the member as its code names it (`left_`,
// `left_[0:500]`), also through a member function the block calls. Before,
// these nodes listed no accesses, or sections of `this` counted in elements
// of the member's type, and `nano-htg validate` warned that the arcs named
// variables no node accesses (bb44 D1c). The members the code names are
// listed as extern graph variables, so that the document is a program of its
// own with a file defining them (bb47 6). A reference to a member
// (`auto &ra = right_;`) is no variable and no node: the nodes name the
// member (bb48 4).
// RUN: %translate %s --emit-htg %t.json -- -std=c++17 > /dev/null
// RUN: python3 %S/Inputs/htg_outline.py %t.json | %FileCheck --match-full-lines %s
// RUN: %nano_htg validate %t.json 2>&1 | %FileCheck %s --check-prefix=VALID --allow-empty
// VALID-NOT: warning
class Grid {
  double left_[1000];
  double right_[1000];
  static void fill(double *v, long seed) { for (int i = 0; i < 1000; i++) v[i] = (seed * 31 + i) % 101; }
  static double sum(const double *v) { double s = 0; for (int i = 0; i < 1000; i++) s += v[i]; return s; }
public:
  double lsum = 0, rsum = 0;
  double build(long seed) {
    #pragma nano parallel
    {
      fill(left_, seed);
      fill(right_, seed + 1);
      lsum = sum(left_);
    }
    return lsum;
  }
  void fill_half(int h) { for (int i = 0; i < 500; i++) left_[h * 500 + i] = h + i; }
  double halves() {
    #pragma nano parallel
    {
      fill_half(0);
      fill_half(1);
      rsum = sum(right_);
    }
    return rsum;
  }
  double alias() {
    #pragma nano parallel
    {
      auto &ra = right_;
      fill(ra + 0, 5);
      rsum = right_[1];
    }
    return rsum;
  }
  void scale(int n) {
    #pragma nano loop
    for (int i = 0; i < 2 * (n / 2); i++) right_[i] *= 2;
  }
};
double use(Grid &g) { g.scale(7); return g.build(3) + g.halves() + g.alias(); }
// CHECK:      var extern long seed
// CHECK-NEXT: var extern int n
// CHECK-NEXT: var extern double left_[1000]
// CHECK-NEXT: var extern double right_[1000]
// CHECK-NEXT: var extern double lsum
// CHECK-NEXT: var extern double rsum
// CHECK-NEXT: compound root
// CHECK-NEXT: | compound par1
// CHECK-NEXT: | | simple n2 R seed W left_ cost : fill(left_, seed);
// CHECK-NEXT: | | simple n3 R seed W right_ cost : fill(right_, seed + 1);
// CHECK-NEXT: | | simple n4 R left_ W lsum cost : lsum = sum(left_);
// CHECK-NEXT: | | -> n2 n4 data left_
// CHECK:      | compound par2
// CHECK-NEXT: | | simple n5 W left_[0:500] cost : fill_half(0);
// CHECK-NEXT: | | simple n6 W left_[500:500] cost : fill_half(1);
// CHECK-NEXT: | | simple n7 R right_ W rsum cost : rsum = sum(right_);
// CHECK-NOT:  | | ->
// CHECK:      | compound par3
// CHECK-NEXT: | | simple {{[sn][0-9]+}} W right_ cost : fill(right_ + 0, 5);
// CHECK-NEXT: | | simple {{[sn][0-9]+}} R right_[1] W rsum cost : rsum = right_[1];
// CHECK-NEXT: | | -> {{.*}} data right_
// CHECK:      | loop loop1 var i [0, 2 * (n / 2)) parallel R n right_[0:2 * (n / 2)] W right_[0:2 * (n / 2)] cost
// CHECK-NEXT: | | simple loop1_body R right_[i] W right_[i] cost : right_[i] *= 2;
