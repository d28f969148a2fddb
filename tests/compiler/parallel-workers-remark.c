// workers(N) of a parallel block is process-wide, so it applies only when the
// block runs outside any task: a remark says so where that is not known,
// never in main, whose code runs outside any task.
// RUN: %translate %s --explain 2>&1 >/dev/null | %FileCheck %s
double a[2048], b[2048];
static void fill(double *v, int n, double x) {
  for (int i = 0; i < n; i++) v[i] = x * i + v[i] * 0.5;
}
void helper(int w) {
  #pragma nano parallel workers(w + 1)
  {
    fill(a, 2048, 1.0);
    fill(b, 2048, 2.0);
  }
}
// CHECK: parallel-workers-remark.c:[[@LINE-6]]:{{[0-9]+}}: remark: workers(w + 1) applies when the region runs outside any task; in a task's code it is ignored, since the cap (nano_set_active_workers) is process-wide
int main(void) {
  #pragma nano parallel workers(1)
  {
    fill(a, 2048, 1.0);
    fill(b, 2048, 2.0);
  }
  helper(1);
  return a[3] > b[3];
}
// CHECK-NOT: workers(1) applies
