// A function with a body that calls a declared function whose accesses go
// through loaded pointers (`writes(v->d[0:v->n])`) summarises them in its own
// parameters, so a task calling the wrapper registers the memory a task
// calling the declared function directly does (it had an Unknown summary:
// "accesses memory through '&((v)->d)[0]'", and its tasks were ordered by the
// stand-in for all reachable memory). A wrapper that also writes other memory
// its callers see, or passes something other than its parameters, keeps the
// conservative summary.
// RUN: %translate %s > %t.c 2>/dev/null
// RUN: grep -v '^ *//' %t.c | %FileCheck %s
// RUN: %translate %s --explain 2>&1 >/dev/null | %FileCheck %s --check-prefix=EXPLAIN
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
struct vec { int n; double *d; };
#pragma nano declare reads(v->n, v->d[0:v->n]) writes(v->d[0:v->n])
void vdouble(struct vec *v);

static void twice(struct vec *v) { vdouble(v); }
static void second(struct vec *vs) { vdouble(&vs[1]); }
static void twice_and_count(struct vec *v, int *calls) {
  vdouble(v);
  *calls += 1;
}
static void local_copy(struct vec *v) {
  struct vec w = *v;
  vdouble(&w);
}

// CHECK-LABEL: use(
double use(struct vec *a, struct vec *b, struct vec *pair) {
  #pragma nano task
  twice(a);
  // CHECK: nano{{_}}access(nano_t_, NANO_IN, (const void *)(const char *)(&(((a))->n)), nano_len_((long long)((sizeof(((a))->n)))));
  // CHECK: nano{{_}}access(nano_t_, NANO_IN, (const void *)(const char *)(&(((a))->d)), nano_len_((long long)((sizeof(((a))->d)))));
  // CHECK: nano{{_}}access(nano_t_, NANO_INOUT, (const void *)(const char *)(&(((a))->d)[0]), nano_len_((long long)(((size_t)(((a))->n) * sizeof((((a))->d)[0])))));
  // EXPLAIN: declare-wrapper-calls.c:[[@LINE-4]]:3: remark: task write '(a)->d[0:(a)->n]' (from '#pragma nano declare')
  #pragma nano task
  twice(b);
  // CHECK: nano{{_}}access(nano_t_, NANO_INOUT, (const void *)(const char *)(&(((b))->d)[0]), nano_len_((long long)(((size_t)(((b))->n) * sizeof((((b))->d)[0])))));
  #pragma nano task
  second(pair);
  // CHECK: nano{{_}}access(nano_t_, NANO_INOUT, (const void *)(const char *)(&((&(pair)[1])->d)[0]), nano_len_((long long)(((size_t)((&(pair)[1])->n) * sizeof(((&(pair)[1])->d)[0])))));
  // EXPLAIN: declare-wrapper-calls.c:[[@LINE-2]]:3: remark: task write '(&pair[1])->d[0:(&pair[1])->n]' (from '#pragma nano declare')
  // CHECK-NOT: nano_reachable_memory_
  return a->d[0] + b->d[0];
}

// CHECK-LABEL: conservative(
double conservative(struct vec *a, struct vec *b, int *calls) {
  #pragma nano task
  twice_and_count(a, calls);
  // CHECK: nano{{_}}access(nano_t_, NANO_INOUT, (const void *)&nano_reachable_memory_, 1);
  // EXPLAIN: declare-wrapper-calls.c:[[@LINE-2]]:3: remark: task read/write 'twice_and_count(a, calls)' ('twice_and_count' accesses memory through '&((v)->n)')
  #pragma nano task
  local_copy(b);
  // CHECK: nano{{_}}access(nano_t_, NANO_INOUT, (const void *)&nano_reachable_memory_, 1);
  // EXPLAIN: declare-wrapper-calls.c:[[@LINE-2]]:3: remark: task read/write 'local_copy(b)' ('local_copy' reaches memory that cannot be bounded: the pointer '&((&w)->n)' changes inside the statement)
  return a->d[0] + b->d[0];
}
