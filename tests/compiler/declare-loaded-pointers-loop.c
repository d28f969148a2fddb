// A parallel loop whose iterations call a function declared to write memory
// reached through a pointer field (`v.d[0:v.n]` of a by-value structure)
// cannot be proven independent: two structures may hold the same pointer. The
// check sees the mapped access (before, a by-value structure gave the call no
// access at all, and the loop ran in parallel). `independent` asserts it.
// RUN: not %translate %s > /dev/null 2> %t.err
// RUN: %FileCheck %s --implicit-check-not=error: --implicit-check-not=note: < %t.err
struct vec { int n; double *d; };
#pragma nano declare reads(v.n, v.d[0:v.n]) writes(v.d[0:v.n])
void bdouble(struct vec v);

void all(struct vec *vs, int k) {
  #pragma nano loop
  for (int i = 0; i < k; i++) bdouble(vs[i]);
  // The doubles written never overlap the structures read (no double in them):
  // the error is about the pointers.
  // CHECK: declare-loaded-pointers-loop.c:[[@LINE-3]]:31: error: cannot prove that iterations are independent: 'bdouble(vs[i])' writes 'vs[i].d[0:vs[i].n]' through a pointer that changes with 'i', and the pointers of two iterations may point to the same memory; if no two iterations access the same memory, add 'independent' to the pragma
  // CHECK: declare-loaded-pointers-loop.c:[[@LINE-4]]:31: note: write of 'vs[i].d[0:vs[i].n]' here
  // CHECK: declare-loaded-pointers-loop.c:[[@LINE-5]]:31: note: read of 'vs[i].d[0:vs[i].n]' here
  #pragma nano loop independent
  for (int i = 0; i < k; i++) bdouble(vs[i]);
}

// Through a pointer to each element: the declared lvalue's base pointer
// (`vs[i].d`) changes with the loop variable, and two iterations' pointers may
// point to the same memory. The error says so, naming the lvalue as the user
// would write it (it used to say "the subscripts ... are not affine").
#pragma nano declare reads(v->n, v->d[0:v->n]) writes(v->d[0:v->n])
void vdouble(struct vec *v);

void each(struct vec *vs, int k) {
  #pragma nano loop
  for (int i = 0; i < k; i++) vdouble(&vs[i]);
  // CHECK: declare-loaded-pointers-loop.c:[[@LINE-1]]:31: error: cannot prove that iterations are independent: 'vdouble(&vs[i])' writes 'vs[i].d[0:vs[i].n]' through a pointer that changes with 'i', and the pointers of two iterations may point to the same memory; if no two iterations access the same memory, add 'independent' to the pragma
  // CHECK: declare-loaded-pointers-loop.c:[[@LINE-2]]:31: note: write of 'vs[i].d[0:vs[i].n]' here
  // CHECK: declare-loaded-pointers-loop.c:[[@LINE-3]]:31: note: read of 'vs[i].d[0:vs[i].n]' here
  // CHECK: 2 errors generated.
}
