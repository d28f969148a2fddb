// Loop-carried dependences on one scalar: the error shows both accesses and
// says which reduction forms are recognised (probe finding 22); an update of a
// loop-invariant lvalue (`*out`, `s.total`, `arr[1]`) names it once and suggests
// a local accumulator (probe finding 26).
// RUN: not %translate %s 2>&1 | %FileCheck %s --implicit-check-not=error: --implicit-check-not=note:
struct st { long total; int max; };

void damped(double *a, int n) {
  double s = 0;
  #pragma nano loop
  for (int i = 0; i < n; i++) { s = s * 0.5 + a[i]; }
  // CHECK: loop-reduction-hints.c:[[@LINE-1]]:33: error: loop-carried dependence on 's': it is written in one iteration and read in another, and it is not a recognised reduction (the recognised forms are 'v op= e', 'v = v op e', 'v = min(v, e)', 'v = max(v, e)' and 'if (e > v) v = e', with no other use of 'v' in the body)
  // CHECK: loop-reduction-hints.c:[[@LINE-2]]:33: note: write of 's' here
  // CHECK: loop-reduction-hints.c:[[@LINE-3]]:37: note: read of 's' here
  a[0] = s;
}

// Two statements: the second note is the other use, not the first statement's own
// read (bb57 3: only `s += a[i]` was shown).
long prefix(const int *restrict a, int n, int *restrict out) {
  long s = 0;
  #pragma nano loop
  for (int i = 0; i < n; i++) { s += a[i]; out[i] = (int)s; }
  // CHECK: loop-reduction-hints.c:[[@LINE-1]]:33: error: loop-carried dependence on 's': it is written in one iteration and read in another, and it is not a recognised reduction
  // CHECK: loop-reduction-hints.c:[[@LINE-2]]:33: note: read/write of 's' here
  // CHECK: loop-reduction-hints.c:[[@LINE-3]]:58: note: read of 's' here
  #pragma nano loop
  for (int i = 0; i < n; i++) { s += a[i]; s *= 2; }
  // CHECK: loop-reduction-hints.c:[[@LINE-1]]:33: error: loop-carried dependence on 's': it is written in one iteration and read in another, and it is not a recognised reduction
  // CHECK: loop-reduction-hints.c:[[@LINE-2]]:33: note: read/write of 's' here
  // CHECK: loop-reduction-hints.c:[[@LINE-3]]:44: note: read/write of 's' here
  return s;
}

void through_pointer(const int *a, int n, long *out) {
  #pragma nano loop
  for (int i = 0; i < n; i++) *out += a[i];
  // CHECK: loop-reduction-hints.c:[[@LINE-1]]:31: error: loop-carried dependence prevents parallel execution: every iteration accesses '*out', the same element of 'out'
  // CHECK: loop-reduction-hints.c:[[@LINE-2]]:31: note: read/write of 'out' here
  // CHECK: loop-reduction-hints.c:[[@LINE-3]]:31: note: reductions are recognised on variables: if '*out' accumulates a result, copy it into a local variable before the loop ('long acc = *out;'), update 'acc' in the loop, and store it back after the loop ('*out = acc;')
}

long field(const int *a) {
  struct st s = {0, -1};
  #pragma nano loop
  for (int i = 0; i < 5000; i++) s.total += a[i];
  // CHECK: loop-reduction-hints.c:[[@LINE-1]]:34: error: loop-carried dependence prevents parallel execution: every iteration accesses 's.total', the same element of 's'
  // CHECK: loop-reduction-hints.c:[[@LINE-2]]:34: note: read/write of 's' here
  // CHECK: loop-reduction-hints.c:[[@LINE-3]]:34: note: reductions are recognised on variables: if 's.total' accumulates a result, copy it into a local variable before the loop ('long acc = s.total;')
  return s.total;
}

long element(const int *a) {
  long arr[2] = {0, 0};
  #pragma nano loop
  for (int i = 0; i < 5000; i++) arr[1] += a[i];
  // CHECK: loop-reduction-hints.c:[[@LINE-1]]:34: error: loop-carried dependence prevents parallel execution: every iteration accesses 'arr[1]', the same element of 'arr'
  // CHECK: loop-reduction-hints.c:[[@LINE-2]]:34: note: read/write of 'arr' here
  // CHECK: loop-reduction-hints.c:[[@LINE-3]]:34: note: reductions are recognised on variables: if 'arr[1]' accumulates a result, copy it into a local variable before the loop ('long acc = arr[1];')
  return arr[1];
}

// Different elements in different iterations: both accesses, and no accumulator note.
void shift(double *a, int n) {
  #pragma nano loop
  for (int i = 1; i < n; i++) a[i] = a[i - 1] + 1;
  // CHECK: loop-reduction-hints.c:[[@LINE-1]]:31: error: loop-carried dependence prevents parallel execution: 'a[i]' and 'a[i - 1]' access the same element of 'a' in different iterations
  // CHECK: loop-reduction-hints.c:[[@LINE-2]]:31: note: write of 'a' here
  // CHECK: loop-reduction-hints.c:[[@LINE-3]]:38: note: read of 'a' here
}

// Through a pointer parameter's field: the same note, naming the lvalue.
void through_field_pointer(const int *a, int n, struct st *p) {
  #pragma nano loop
  for (int i = 0; i < n; i++) p->total += a[i];
  // CHECK: loop-reduction-hints.c:[[@LINE-1]]:31: error: loop-carried dependence prevents parallel execution: every iteration accesses 'p->total', the same element of 'p'
  // CHECK: loop-reduction-hints.c:[[@LINE-2]]:31: note: read/write of 'p' here
  // CHECK: loop-reduction-hints.c:[[@LINE-3]]:31: note: reductions are recognised on variables: if 'p->total' accumulates a result, copy it into a local variable before the loop ('long acc = p->total;'), update 'acc' in the loop, and store it back after the loop ('p->total = acc;')
}

// An element that moves with the iterations, through a subscript the analysis
// widened (`k` counts up to a bound read from memory): no accumulator note,
// whose `acc = out[i * 4 + k]` would name variables not in scope before the
// loop (probe5 D8).
int rows_out[64 * 4 + 16], row_len[64];
void runs(void) {
  #pragma nano loop
  for (int i = 0; i < 64; i++) {
    int k = 0;
    while (k < row_len[i]) { rows_out[i * 4 + k] += i + 1; k++; }
    // CHECK: loop-reduction-hints.c:[[@LINE-1]]:30: error: cannot prove that iterations are independent: 'rows_out[i * 4 + k]' and itself may access the same element of 'rows_out' in different iterations of the loop over 'i' at line [[@LINE-3]] (the subscript depends on 'k', which changes inside the statement); if no two iterations access the same memory, add 'independent' to the pragma
    // CHECK: loop-reduction-hints.c:[[@LINE-2]]:30: note: read/write of 'rows_out' here
  }
}
