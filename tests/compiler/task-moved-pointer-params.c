// A pointer parameter the callee moves other than by `++` (`s += 3`, `s = s + 2`)
// or reads behind after a walk (`s[-5]`) reaches anywhere in the argument's
// object: the task registers the whole object, not the entry offset (probe3 B13).
// RUN: %translate %s > %t.c 2>/dev/null
// RUN: %FileCheck %s < %t.c
// RUN: %translate %s --explain 2>&1 >/dev/null | FileCheck %s --check-prefix=EXPLAIN

static void skip_then_write(char *s) { s += 3; *s = 'Q'; }
static void walk_then_write_behind(char *s) { while (*s) s++; s[-5] = 'R'; }
static void stride_fill(long *p, int n, int stride) { for (int i = 0; i < n; i++) { *p = i; p += stride; } }

char run(void) {
  char w1[16] = "abcdefgh", w2[16] = "uvwxyz";
  long v[32];
  #pragma nano task
  skip_then_write(w1);
  // CHECK: nano{{_}}access(nano_t_, NANO_OUT, (const void *)(const char *)&(w1), (size_t)16);
  // EXPLAIN: task-moved-pointer-params.c:[[@LINE-2]]:3: remark: task write 'w1' (the pointer 's' changes inside the statement)
  #pragma nano task
  walk_then_write_behind(w2 + 3);
  // CHECK: nano{{_}}access(nano_t_, NANO_INOUT, (const void *)(const char *)&(w2), (size_t)16);
  // EXPLAIN: task-moved-pointer-params.c:[[@LINE-2]]:3: remark: task write 'w2 + 3' (the pointer 's' changes inside the statement)
  #pragma nano task
  stride_fill(v, 8, 4);
  // CHECK: nano{{_}}access(nano_t_, NANO_OUT, (const void *)(const char *)&(v), (size_t)256);
  // CHECK: nano{{_}}wait_handle_(&nano_h_3); return w1[3]
  return w1[3] + w2[1] + (char)v[28];
}
