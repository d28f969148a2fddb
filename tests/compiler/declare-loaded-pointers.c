// `#pragma nano declare` accesses through a pointer loaded from memory (a
// field, an element) or inside a parameter's pointee are mapped at each call
// with the arguments in place of the parameters and registered as written,
// evaluated when the task is created: `vdouble(&v)` registers v.d[0:v.n] (and
// reads the pointer v.d), not the structure v. Before, the task registered
// only `&v` (or nothing for a by-value structure) and the creator's loop over
// the array did not wait.
// RUN: %translate %s --explain > %t.c 2> %t.err
// RUN: grep -v '^ *//' %t.c | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %FileCheck %s --check-prefix=WAIT < %t.err
// RUN: not grep -e 'error:' -e 'warning:' %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
struct vec { int n; double *d; };
struct fixed { int n; double f[8]; };
struct vec GV;
#pragma nano declare reads(v->n, v->d[0:v->n]) writes(v->d[0:v->n])
void vdouble(struct vec *v);
#pragma nano declare reads(v.n, v.d[0:v.n]) writes(v.d[0:v.n])
void bdouble(struct vec v);
#pragma nano declare reads(GV.n, GV.d[0:GV.n]) writes(GV.d[0:GV.n])
void gdouble(void);
#pragma nano declare reads(pp[0:1], pp[0][0:n]) writes(pp[0][0:n])
void ppdouble(double **pp, int n);
#pragma nano declare reads(s->n, s->f[0:s->n]) writes(s->f[0:s->n])
void fdouble(struct fixed *s);
#pragma nano declare writes(m[i][0:n])
void mrow(int n, double m[][8], int i);
#pragma nano declare reads(a[0:n]) writes()
double sum(const double *a, int n);

double use(double *b0, double *b1, double *b2, double *b3, double m[8][8]) {
  struct vec v = { 10, b0 };
  #pragma nano task
  vdouble(&v);
  // CHECK: nano_access(nano_t_, NANO_IN, (const void *)(const char *)(&((&v)->n)), nano_len_((long long)((sizeof((&v)->n))))); nano_access(nano_t_, NANO_IN, (const void *)(const char *)(&((&v)->d)), nano_len_((long long)((sizeof((&v)->d))))); nano_access(nano_t_, NANO_INOUT, (const void *)(const char *)(&((&v)->d)[0]), nano_len_((long long)(((size_t)((&v)->n) * sizeof(((&v)->d)[0])))));
  // EXPLAIN: declare-loaded-pointers.c:[[@LINE-2]]:3: remark: task read 'v.n' (from '#pragma nano declare')
  // EXPLAIN: declare-loaded-pointers.c:[[@LINE-3]]:3: remark: task read 'v.d' (loaded to reach 'v->d[0:v->n]', from '#pragma nano declare')
  // EXPLAIN: declare-loaded-pointers.c:[[@LINE-4]]:3: remark: task read 'v.d[0:v.n]' (from '#pragma nano declare')
  // EXPLAIN: declare-loaded-pointers.c:[[@LINE-5]]:3: remark: task write 'v.d[0:v.n]' (from '#pragma nano declare')
  double s = sum(b0, 10);
  // CHECK: nano_wait_handle_(&nano_h_1); double s = sum(b0, 10);
  // WAIT: declare-loaded-pointers.c:[[@LINE-2]]:3: remark: wait inserted here: this statement reads 'b0' through 'sum(b0, 10)' which a task writes
  struct vec w = { 10, b1 };
  #pragma nano task
  bdouble(w);
  // CHECK: nano_access(nano_t_, NANO_INOUT, (const void *)(const char *)(&((w).d)[0]), nano_len_((long long)(((size_t)((w).n) * sizeof(((w).d)[0])))));
  // EXPLAIN: declare-loaded-pointers.c:[[@LINE-2]]:3: remark: task write 'w.d[0:w.n]' (from '#pragma nano declare')
  s += sum(b1, 10);
  // CHECK: nano_wait_handle_(&nano_h_2); s += sum(b1, 10);
  GV.n = 10;
  GV.d = b2;
  #pragma nano task
  gdouble();
  // CHECK: nano_access(nano_t_, NANO_IN, (const void *)(const char *)(&(GV.n)), nano_len_((long long)((sizeof(GV.n))))); nano_access(nano_t_, NANO_IN, (const void *)(const char *)(&(GV.d)), nano_len_((long long)((sizeof(GV.d))))); nano_access(nano_t_, NANO_INOUT, (const void *)(const char *)(&(GV.d)[0]), nano_len_((long long)(((size_t)(GV.n) * sizeof((GV.d)[0])))));
  // EXPLAIN: declare-loaded-pointers.c:[[@LINE-2]]:3: remark: task write 'GV.d[0:GV.n]' (from '#pragma nano declare')
  s += sum(b2, 10);
  // CHECK: nano_wait_handle_(&nano_h_3); s += sum(b2, 10);
  double *pb = b3;
  #pragma nano task
  ppdouble(&pb, 10);
  // CHECK: nano_access(nano_t_, NANO_IN, (const void *)(const char *)&(pb), (size_t)8); nano_access(nano_t_, NANO_IN, (const void *)(const char *)(&((&pb)[0])), nano_len_((long long)((sizeof((&pb)[0]))))); nano_access(nano_t_, NANO_INOUT, (const void *)(const char *)(&((&pb)[0])[0]), nano_len_((long long)(((size_t)((10)) * sizeof(((&pb)[0])[0])))));
  // EXPLAIN: declare-loaded-pointers.c:[[@LINE-2]]:3: remark: task write '(&pb)[0][0:10]' (from '#pragma nano declare')
  s += sum(b3, 10);
  // CHECK: nano_wait_handle_(&nano_h_4); s += sum(b3, 10);
  struct fixed fx = { 8, { 0 } };
  #pragma nano task
  fdouble(&fx);
  // CHECK: nano_access(nano_t_, NANO_IN, (const void *)(const char *)(&((&fx)->n)), nano_len_((long long)((sizeof((&fx)->n))))); nano_access(nano_t_, NANO_INOUT, (const void *)(const char *)(&((&fx)->f)[0]), nano_len_((long long)(((size_t)((&fx)->n) * sizeof(((&fx)->f)[0])))));
  s += sum(fx.f, 8);
  // CHECK: nano_wait_handle_(&nano_h_5); s += sum(fx.f, 8);
  for (int i = 0; i < 8; i++) {
    #pragma nano task
    mrow(8, m, i);
    // CHECK: nano_access(nano_t_, NANO_OUT, (const void *)(const char *)(&((m)[(i)])[0]), nano_len_((long long)(((size_t)((8)) * sizeof(((m)[(i)])[0])))));
    // EXPLAIN: declare-loaded-pointers.c:[[@LINE-2]]:5: remark: task write 'm[i][0:8]' (from '#pragma nano declare')
  }
  return s + m[7][7];
}
