// Messages of loop-carried dependences name what really conflicts (probe10 M1, M2):
// a callee that reads a[i] and writes a[i + 1] touches different elements in each
// iteration (not "the same element"), and a global only written by every iteration
// is an output dependence (it is never read).
// RUN: not %translate %s 2> %t.err
// RUN: %FileCheck %s < %t.err
long a[101];
long last;

static void step(int i) { a[i + 1] = a[i] + 1; }
static void put(int i) { a[i] = i; last = i; }

void chain(void) {
  #pragma nano loop
  for (int i = 0; i < 100; i++) step(i);
  // CHECK: loop-carried-messages.c:[[@LINE-1]]:33: error: loop-carried dependence prevents parallel execution: the write of 'a[i + 1]' in 'step(i)' and the read of 'a[i]' in 'step(i)' access the same element of 'a' in different iterations of the loop over 'i' at line [[@LINE-1]]
}

void record(void) {
  #pragma nano loop
  for (int i = 0; i < 100; i++) put(i);
  // CHECK: loop-carried-messages.c:[[@LINE-1]]:33: error: loop-carried dependence on 'last': every iteration writes it (an output dependence), so iterations running at once would race on it and after the loop it must hold the last iteration's value; compute that value after the loop, or keep the value of each iteration in an array element indexed by the loop variable
  // CHECK: loop-carried-messages.c:[[@LINE-2]]:33: note: write of 'last' here
  // CHECK-NOT: note: read of 'last'
}

void bump(void) {
  #pragma nano loop
  for (int i = 0; i < 100; i++) a[0] += i * 2 + a[1];
  // CHECK: loop-carried-messages.c:[[@LINE-1]]:33: error: loop-carried dependence prevents parallel execution: every iteration accesses 'a[0]', the same element of 'a', in the loop over 'i' at line [[@LINE-1]]
}
