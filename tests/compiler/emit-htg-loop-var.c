// --emit-htg: a loop node's `var` is the variable its body uses (HTG-FORMAT:
// `var` is bound in the body): the source variable and bounds for an increasing
// loop; for a decreasing one, an iteration number with the source variable
// bound from it at the top of the body, and the body's accesses name nano_k
// through that binding (before, they named the source variable, which the
// loop's variable does not bind: `nano-htg validate` warned that the
// iterations race; probe7 G14). (The two parameters 'n' are two graph
// variables, named after their functions: emit-htg-variable-names.c.)
// RUN: %translate %s --emit-htg %t.json > /dev/null
// RUN: %FileCheck %s < %t.json
// RUN: %nano_htg validate %t.json 2>&1 | %FileCheck %s --check-prefix=VALID --allow-empty
// RUN: python3 -c "import json,jsonschema,sys; jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2])))" %t.json %S/../../htg-format/htg.schema.json
#define N 100
static double x[N], y[N];
void up(void) {
  #pragma nano loop schedule(fixed, 64)
  for (int i = 0; i < N; i++) y[i] = y[i] * 2.0 + x[i];
}
// CHECK: "var": "i",
// CHECK-NEXT: "from": 0,
// CHECK-NEXT: "to": "N",
// CHECK: "code": "y[i] = y[i] * 2.0 + x[i];"
void up_inclusive(int n) {
  #pragma nano loop
  for (int j = 1; j <= n; j += 2) x[j] = j;
}
// CHECK: "var": "j",
// CHECK-NEXT: "from": 1,
// CHECK-NEXT: "to": "(up_inclusive_n) + 1",
// CHECK-NEXT: "step": 2,
void down(int n) {
  #pragma nano loop
  for (int k = n - 1; k >= 0; k--) x[k] = -k;
}
// CHECK: "var": "nano_k",
// CHECK-NEXT: "from": 0,
// CHECK: "writes": ["x[((int64_t)(down_n - 1) + nano_k * (int64_t)-1)]"],
// CHECK-NEXT: "code": "{ int k = (int)((int64_t)(down_n - 1) + nano_k * (int64_t)-1); x[k] = -k; }"
// VALID-NOT: warning
