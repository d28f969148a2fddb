// --emit-htg: a loop's cost(expr) clause is the cost of one iteration, the
// body node's; the loop node's cost is scaled to it (trip * (body + 2) +
// init, as the model counts a loop). Without the clause both are estimated
// (bb44 D5: the clause was ignored).
// RUN: %translate %s --emit-htg %t.json > /dev/null
// RUN: %nano_htg validate %t.json
// RUN: %FileCheck %s < %t.json
double b[2000];
int main(void) {
  #pragma nano loop cost(5000)
  for (int i = 0; i < 2000; i++) b[i] = i * 2.0;
  #pragma nano loop
  for (int i = 0; i < 2000; i++) b[i] = i * 3.0;
  return (int)b[7];
}
// CHECK: "cost": 10004001,
// CHECK: "cost": 5000,
// CHECK: "cost": 26001,
// CHECK: "cost": 11,
