// A clause names what is in scope at its pragma: a name declared in a block
// that has ended, by the loop the pragma applies to, or later in the block is
// an undeclared identifier at its column in the pragma (black box bb66 2: the
// error came from the generated code, at a column of generated text, or the
// clause was dropped silently with a task run in the creating thread). An inner
// block's name shadows an outer one; a file-scope name stays visible.
// RUN: not %translate %s 2>&1 | %FileCheck %s --implicit-check-not=error:
// RUN: not %translate %s 2>&1 | not grep -E 'nano_create|nano_a_'
static long work(long n) { long s = 0; for (long i = 0; i < n; i++) s += i % 3; return s; }
void k(double *a, int i);
void opaque(long *p);
int global_n = 3;

long closed_block(void) {
  long x;
  { int inner = 5; (void)inner; }
  #pragma nano task cost(inner)
  x = work(1000);
  // CHECK: clause-scope.c:[[@LINE-2]]:26: error: use of undeclared identifier 'inner' in clause 'cost'
  return x;
}

void loop_variable(double *a, int n) {
  #pragma nano task in(a[i])
  for (int i = 0; i < n; i++) k(a, i);
  // CHECK: clause-scope.c:[[@LINE-2]]:26: error: use of undeclared identifier 'i' in clause 'in'
}

void declared_later(long *p) {
  #pragma nano task cost(later) inout(p[0])
  opaque(p);
  // CHECK: clause-scope.c:[[@LINE-2]]:26: error: use of undeclared identifier 'later' in clause 'cost'
  long later = 4;
  (void)later;
}

// Accepted: in scope at the pragma.
void visible(double *a, int n) {
  int depth = 2;
  for (int i = 0; i < n; i++) {
    int row = i * 2;
    #pragma nano task in(a[i]) cost(row + depth + global_n)
    k(a, i);
  }
  {
    int depth = 7; // shadows the outer one
    #pragma nano task if(depth > 1) in(a[0:depth])
    k(a, depth);
  }
  if (n > 0) {
    #pragma nano task in(a[0:n]) cost(global_n)
    k(a, n);
  }
}
