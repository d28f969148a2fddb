// --emit-htg of a loop whose iterations each write a variable of the function
// before reading it (a private: an inner loop's variable declared before the
// loop, a temporary): the body node declares its own copy, as the compiled
// loop does, and the last iteration stores the copy back through a pointer
// taken before the copy hides the variable; the body node does not list the
// private (the loop node does). Before, the body wrote the shared graph
// variable in every iteration and `nano-htg validate` warned that the
// iterations race (probe8 H5).
// RUN: %translate %s --emit-htg %t.json > /dev/null
// RUN: %FileCheck %s < %t.json
// RUN: %nano_htg validate %t.json 2>&1 | %FileCheck %s --check-prefix=VALID --allow-empty
#define N 200
long m[N][N];
long work(long);
void rows(void) {
  int i, j;
  #pragma nano loop
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) m[i][j] = i + j;
}
// CHECK: "writes": ["i", "j", "m"],
// CHECK: "id": "loop1_body",
// CHECK: "reads": ["i"],
// CHECK-NEXT: "writes": ["m[i]"],
// CHECK-NEXT: "code": "{ int *nano_lp_j = &j; int j; for (j = 0; j < N; j++) m[i][j] = i + j; if ((long long)(N) - (long long)(i) <= (long long)(1)) { *nano_lp_j = j; } }",
void temporaries(int n) {
  long t;
  #pragma nano loop
  for (int k = n - 1; k >= 0; k--) { t = m[k][0] * 2; m[k][1] = t; }
}
// CHECK: "id": "loop2_body",
// CHECK-NOT: "t"
// CHECK: "code": "{ long *nano_lp_t = &t; long t; { int k = {{.*}}; { t = m[k][0] * 2; m[k][1] = t; } } if (nano_k + 1 >= {{.*}}) { *nano_lp_t = t; } }",
// VALID-NOT: warning
