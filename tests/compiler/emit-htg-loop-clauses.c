// --emit-htg of '#pragma nano loop' clauses: a variable that only a schedule's
// chunk names is a graph variable too (the document named 'k' without
// declaring it, so it did not compile; probe3 B19), and a loop counting down
// accesses the section from its last value up to its first.
// RUN: %translate %s --emit-htg %t.json > /dev/null
// RUN: python3 %S/Inputs/htg_outline.py --untrusted %t.untrusted.json %t.json | %FileCheck --match-full-lines %s
// RUN: %nano_htg validate %t.untrusted.json

double a[100];

void sched(int n, int k) {
  #pragma nano parallel
  {
    #pragma nano loop schedule(fixed, k)
    for (int i = 0; i < n; i++) a[i] = i * 0.5;
    #pragma nano loop schedule(static)
    for (int i = 99; i >= n; i--) a[i] *= 2;
  }
}
// CHECK:      var extern int n
// CHECK-NEXT: var extern double a[100]
// CHECK-NEXT: var extern int k
// CHECK-NEXT: compound root
// CHECK-NEXT: | compound par1
// CHECK-NEXT: | | loop loop1 var i [0, n) parallel R n W a[0:n] cost
// CHECK-NEXT: | | | simple loop1_body W a[i] cost : a[i] = i * 0.5;
// CHECK-NEXT: | | loop loop2 var nano_k [0, (((int64_t)(99) >= (int64_t)(n) ? (int64_t)(((uint64_t)(int64_t)(99) - (uint64_t)(int64_t)(n)) / (0u - (uint64_t)((int64_t)-1))) + 1 : 0))) parallel R n a[n:100 - n] W a[n:100 - n] cost
// CHECK-NEXT: | | | simple loop2_body R a[((int64_t)(99) + nano_k * (int64_t)-1)] W a[((int64_t)(99) + nano_k * (int64_t)-1)] cost : { int i = (int)((int64_t)(99) + nano_k * (int64_t)-1); a[i] *= 2; }
// CHECK-NEXT: | | -> loop1 loop2 data a
