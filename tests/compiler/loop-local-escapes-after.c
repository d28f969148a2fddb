// A local array whose address escapes only after the loop (passed on to a
// call below it) cannot be reached through a pointer while the loop runs: no
// overlap. Escaping before the loop, or later in a loop around it (the next
// round sees the pointer), it may: refused. (A pointer parameter never
// assigned cannot point into it at all: task-entry-pointer-parameters.c.)
// RUN: not %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.err
int *kept;
void keep(int *p) { kept = p; }

void after(int n) {
  int left[32];
  const int *acc = kept;
  #pragma nano loop
  for (int i = 0; i < n; i++) left[i] = acc[i] + 1;
  keep(left);
}

void before(int n) {
  int left[32];
  keep(left);
  const int *acc = kept;
  #pragma nano loop
  for (int i = 0; i < n; i++) left[i] = acc[i] + 1;
  // CHECK: loop-local-escapes-after.c:[[@LINE-1]]:31: error: cannot prove that iterations are independent: 'left' and 'acc' may point to overlapping memory; if no two iterations access the same memory, add 'independent' to the pragma
}

void around(const int *acc, int n) {
  int left[32];
  for (int r = 0; r < 2; r++) {
    #pragma nano loop
    for (int i = 0; i < n; i++) left[i] = acc[i] + 1;
    // CHECK: loop-local-escapes-after.c:[[@LINE-1]]:33: error: cannot prove that iterations are independent: 'left' and 'acc' may point to overlapping memory; if no two iterations access the same memory, add 'independent' to the pragma
    keep(left);
    acc = kept;
  }
}

void jumps(const int *acc, int n) {
  int left[32];
  int rounds = 0;
again:
  #pragma nano loop
  for (int i = 0; i < n; i++) left[i] = acc[i] + 1;
  // CHECK: loop-local-escapes-after.c:[[@LINE-1]]:31: error: cannot prove that iterations are independent: 'left' and 'acc' may point to overlapping memory; if no two iterations access the same memory, add 'independent' to the pragma
  keep(left);
  acc = kept;
  if (++rounds < 2) goto again;
}
// CHECK-NOT: error:
