// contract_vla_read_tasks: a task that only reads a variable-length array
// of its creator registers what it reads. The array travels as a pointer to
// its first element (or row), not as a copy, but its reads were dropped as
// if they happened at creation: the reader ran beside the writer and summed
// zeros (0 instead of 2475 at 2 and 4 workers, and in C++ too).
#include <stdio.h>
static long spin(long n) {
  volatile long s = 0;
  for (long i = 0; i < n; i++) s += i & 1;
  return s & 1;
}
static double line(int n) {
  double a[n];
  for (int i = 0; i < n; i++) a[i] = 0;
  double s = 0;
  #pragma nano task
  { spin(3000000); for (int i = 0; i < n; i++) a[i] = i * 0.5; }
  #pragma nano task
  { for (int i = 0; i < n; i++) s += a[i]; }
  #pragma nano wait
  return s;
}
static long rows(int n) {
  long m[n][n];
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) m[i][j] = 0;
  long t = 0, u = 0;
  #pragma nano task
  { spin(3000000); for (int j = 0; j < n; j++) m[2][j] = j + 1; }
  #pragma nano task
  u = m[2][n - 1];
  #pragma nano task
  { for (int j = 0; j < n; j++) t += m[2][j]; }
  #pragma nano wait
  return t * 1000 + u;
}
int main(void) {
  printf("%g %ld\n", line(100), rows(8));
  return 0;
}
