// A while-loop counter in a callee is bounded by its loop's test: a parallel
// loop whose iterations pass bounds that keep the calls apart runs in parallel,
// one whose bounds let the calls overlap (a run longer than the row it is
// given, probe5 D4c) is refused as unprovable.
// RUN: not %translate %s 2>&1 | %FileCheck %s
static void add_run(int *r, int len, int v) {
  for (int j = 0; j < 4; j++) r[j] += 1;
  int k = 0;
  while (k < len) {
    r[k] += v;
    k++;
  }
}

int out[64 * 4 + 16], len[64];
void runs_spilling(void) {
  #pragma nano loop
  for (int i = 0; i < 64; i++) add_run(&out[i * 4], len[i], i + 1);
  // CHECK: loop-callee-counter-ranges.c:[[@LINE-1]]:32: error: cannot prove that iterations are independent: the read/write of 'out[4 * i:4]' in 'add_run(&out[i * 4], len[i], i + 1)' and the read/write of 'out' in 'add_run(&out[i * 4], len[i], i + 1)' may access the same element of 'out' in different iterations of the loop over 'i' at line [[@LINE-1]] (the section the call reaches is not an affine expression: it uses 'len[i]'); if no two iterations access the same memory, add 'independent' to the pragma
  // CHECK: loop-callee-counter-ranges.c:[[@LINE-2]]:32: note: read/write of 'out' here
}

void runs_within_rows(void) {
  #pragma nano loop
  for (int i = 0; i < 64; i++) add_run(&out[i * 4], 4, i + 1);
}
// CHECK-NOT: error:
