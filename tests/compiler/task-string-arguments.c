// Read-only string arguments do not make tasks run in the creating nano-thread
// (probe2 A17):
//  - a string literal is constant memory no task writes: reading it needs no
//    ordering, so the access is dropped ('cannot be bounded' before);
//  - a callee walking a pointer parameter to its NUL (`for (p = s; *p; p++)`)
//    stays in the object the argument points into: a named array is read
//    whole (name[0:6]), a pointer argument is ordered by the reachable-memory
//    stand-in (before: 'the pointer p may point anywhere', for both); a
//    parameter advanced itself (`while (*s) s++`) likewise (before: its first
//    byte only, so later reads of the rest did not wait);
//  - errno-setting math builtins (`__builtin_sqrt`) compute a value, as sqrt
//    does, and `__builtin_memcpy` is memcpy ('may access any global' before).
// E2E
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#include <stdio.h>

static long slow(long v, int k) {
  for (int i = 0; i < k; i++) v = (v * 31 + i) % 1000003;
  return v;
}
static long hash(const char *s, int rounds) {
  long h = 0;
  for (int r = 0; r < rounds; r++)
    for (const char *p = s; *p; p++) h = slow(h + *p, 100);
  return h;
}
static long hash2(const char *s, int n) {
  long h = 0;
  for (int i = 0; i < n; i++) h = slow(h + s[i], 100);
  return h;
}
static void tag(long *out, const char *name) { *out = hash(name, 200); }
static void upcase(char *s) {
  for (char *p = s; *p; ++p)
    if (*p >= 'a' && *p <= 'z') *p = (char)(*p - 'a' + 'A');
}
static int length(const char *s) {
  int n = 0;
  while (*s) {
    n++;
    s++;
  }
  return n;
}
static void shout(char *s) {
  for (; *s; ++s)
    if (*s >= 'a' && *s <= 'z') *s = (char)(*s - 'a' + 'A');
}
static double root_sum(const double *v, int n) {
  double s = 0, t;
  for (int i = 0; i < n; i++) {
    __builtin_memcpy(&t, &v[i], sizeof t);
    s += __builtin_sqrt(t) + __builtin_popcount((unsigned)i);
  }
  return s;
}

static long from_pointer(const char *text) {
  long h;
  #pragma nano task
  h = hash(text, 50);
  // EXPLAIN: task-string-arguments.c:[[@LINE-1]]:7: remark: task read 'text' (the pointer 'p' advances through the memory it was set to)
  // CHECK: nano_create(nano_task_{{[0-9]+}},{{.*}}(size_t)8); nano_access(nano_t_, NANO_IN, (const void *)&nano_reachable_memory_, 1); nano_set_label(nano_t_, "hash");
  return h;
}

int main(void) {
  char name[] = "alpha";
  char word[] = "gamma";
  double v[64];
  for (int i = 0; i < 64; i++) v[i] = i;
  long a, b, c, d, e;
  double r;
  #pragma nano task
  a = hash("alpha", 300);
  // CHECK: nano_create(nano_task_{{[0-9]+}},{{.*}} nano_a_->nano_lhs_ = &(a); nano_access(nano_t_, NANO_OUT, (const void *)(const char *)&(a), (size_t)8); nano_set_label(nano_t_, "hash");
  #pragma nano task
  b = hash2("beta", 4);
  // CHECK: nano_create(nano_task_{{[0-9]+}},{{.*}} nano_a_->nano_lhs_ = &(b); nano_access(nano_t_, NANO_OUT, (const void *)(const char *)&(b), (size_t)8); nano_set_label(nano_t_, "hash2");
  #pragma nano task
  tag(&c, "gamma");
  // CHECK: nano_create(nano_task_{{[0-9]+}},{{.*}} = ("gamma"); nano_access(nano_t_, NANO_OUT, (const void *)(const char *)&(c), (size_t)8); nano_set_label(nano_t_, "tag");
  #pragma nano task
  d = hash(name, 300);
  // CHECK: nano_create(nano_task_{{[0-9]+}},{{.*}} nano_access(nano_t_, NANO_IN, (const void *)(const char *)&(name), (size_t)6); nano_set_label(nano_t_, "hash");
  #pragma nano task
  upcase(word);
  // CHECK: nano_create(nano_task_{{[0-9]+}},{{.*}} nano_access(nano_t_, NANO_INOUT, (const void *)(const char *)&(word), (size_t)6); nano_set_label(nano_t_, "upcase");
  #pragma nano task
  r = root_sum(v, 64);
  // CHECK: nano_create(nano_task_{{[0-9]+}},{{.*}} nano_access(nano_t_, NANO_IN, (const void *)(const char *)&(v), (size_t)512); nano_set_label(nano_t_, "root_sum");
  e = from_pointer(word);
  // A parameter the callee advances (`while (*s) s++`, `for (; *s; ++s)`) was
  // taken as its first byte: text[0:1], so text[4] below did not wait.
  char text[] = "delta";
  int len;
  #pragma nano task
  shout(text);
  // CHECK: nano_create(nano_task_[[S:[0-9]+]],{{.*}} nano_access(nano_t_, NANO_INOUT, (const void *)(const char *)&(text), (size_t)6); nano_set_label(nano_t_, "shout");
  char last = text[4];
  // CHECK: nano_wait_handle_(&nano_h_[[S]]); char last = text[4];
  #pragma nano task
  len = length(text);
  // CHECK: nano_create(nano_task_{{[0-9]+}},{{.*}} nano_access(nano_t_, NANO_IN, (const void *)(const char *)&(text), (size_t)6); nano_set_label(nano_t_, "length");
  printf("%ld %ld %ld %ld %s %.3f %ld %c %d\n", a, b, c, d, word, r, e, last, len);
  return 0;
}
// Every task is created; no access is assumed unbounded.
// EXPLAIN-NOT: warning:
// EXPLAIN-NOT: cannot tell what
// EXPLAIN-NOT: may point anywhere
// EXPLAIN-NOT: may access any global
// EXPLAIN: task-string-arguments.c:87:7: remark: task read 'name' (the pointer 'p' advances through the memory it was set to)
// EXPLAIN: task-string-arguments.c:90:3: remark: task read 'word' (the pointer 'p' advances through the memory it was set to)
// EXPLAIN-NOT: warning:
