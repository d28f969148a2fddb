// Used by pragma-untranslated.c: a function with tasks in an included file.
static inline long header_fib(int n) {
  if (n < 2) return n;
  long x, y;
  #pragma nano task
  x = header_fib(n - 1);
  #pragma nano task
  y = header_fib(n - 2);
  return x + y;
}
// A declare beside a prototype, the usual place: used, and not warned about.
#pragma nano declare reads() writes(v[0:n])
void header_kfill(double *v, int n);
