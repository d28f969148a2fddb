// A callee that indexes a named array through a subscript the analysis cannot
// bound (k % n) accesses, at worst, the whole array: the task registers it and
// runs as a nano-thread (it used to run inline: "cannot be bounded").
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=DIAG --allow-empty < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
static long out[8];
static void heavy(long *dst, const long *src, int n) { long s = 0; for (int k = 0; k < 20000; k++) s += src[k % n] ^ k; *dst = s; }
void stage(int i) {
  long buf[16];
  for (int k = 0; k < 16; k++) buf[k] = k * i;
  #pragma nano task
  heavy(&out[i], buf, 16);
  // CHECK: nano_create(nano_task_{{[0-9]+}}
  // CHECK-SAME: nano_access(nano_t_, NANO_IN, (const void *)(const char *)&(buf), (size_t)128);
}
// DIAG-NOT: warning
