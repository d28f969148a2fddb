// --emit-htg on a loop in a member function of a class template that writes a
// member array (`d[i]` through `this` in `Grid<T, N>`): the template's pattern
// has no layout, so the field's bytes are not computed from it (review29: clang
// crashed in getASTRecordLayout). The instantiation is what runs.
// RUN: %translate %s --emit-htg %t.json -- -std=c++17 > /dev/null
// RUN: python3 %S/Inputs/htg_outline.py --untrusted %t.untrusted.json %t.json | %FileCheck --match-full-lines %s
// RUN: %nano_htg validate %t.untrusted.json

template <typename T, int N>
struct Grid {
  T d[N];
  void init(int k) {
    #pragma nano loop
    for (int i = 0; i < N; i++) d[i] = (T)((i + k) % 17);
  }
};

int main() {
  static Grid<int, 64> g;
  g.init(3);
  return g.d[5];
}
// CHECK: var extern int k
// CHECK-NEXT: compound root
// CHECK-NEXT: | loop loop1 var i [0, N) parallel R k cost
// CHECK-NEXT: | | simple loop1_body R k cost : d[i] = (T)((i + k) % 17);
