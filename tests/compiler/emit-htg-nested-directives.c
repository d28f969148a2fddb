// --emit-htg: a node whose code holds a directive deeper inside (a
// `#pragma nano loop` in an `if` of a block, a task creating tasks) writes it
// as the operator `_Pragma("...")`, continued lines joined: a node's code is
// one statement, which holds no preprocessor directive. Before, such a
// document was rejected by `nano-htg validate` (bb41 c16, bb43 p07).
// RUN: %translate %s --emit-htg %t.json > /dev/null
// RUN: %FileCheck %s < %t.json
// RUN: %nano_htg validate %t.json
double a[100], b[100];
void work(double *p, int n) { for (int i = 0; i < n; i++) p[i] += 1; }
void block(int n) {
  #pragma nano parallel
  {
    work(a, 100);
    if (n > 2) {
      #pragma nano loop \
          schedule(static)
      for (int i = 0; i < 100; i++) b[i] = i;
    }
  }
}
// CHECK: "code": "if (n > 2) {\n      _Pragma(\"nano loop           schedule(static)\")\n      for (int i = 0; i < 100; i++) b[i] = i;\n    }",
void nested(void) {
  #pragma nano task
  {
    #pragma nano task out(a[0:50])
    work(a, 50);
    work(b, 10);
  }
}
// CHECK: "code": "{\n    _Pragma(\"nano task out(a[0:50])\")\n    work(a, 50);\n    work(b, 10);\n  }",
// CHECK-NOT: #pragma
