// C: a local that a loop body only reads but whose address it takes reaches the
// body as the creator's object (received as `nano_ref_x`), each of its uses
// renamed where it is spelled: also when the body declares another `x` in an
// inner block (that one is left alone; before, the whole variable stayed a copy),
// for the address of a member or of an element of a member array (`&s.b`,
// `&s.arr[2]`: before, a copy), and for an object of a type declared in the
// function (a pointer to it beside its copy: before, only the copy). The copy
// stays for a value read spelled in a macro's definition (VAL_X); an address
// taken there (ADDR_X) cannot be rewritten: that loop runs sequentially, with a
// warning (before, silently the copy's address).
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s --check-prefix=WARN < %t.err
// RUN: %FileCheck %s < %t.c
// RUN: %clang -fsyntax-only -Wall -Wextra -Wconversion -Wsign-conversion -Werror -I %runtime_include %t.c
static int same(const void *a, const void *b) { return a == b; }
#define ADDR_X (&x)
#define VAL_X (x + 1)
struct pair { long a, b; long arr[4]; };
int f(const long *px, const void *ps, const void *pq) {
  int out[100];
  long x = 5;
  struct pair s = {1, 2, {3, 4, 5, 6}};
  struct point { int u, v; } q = {7, 8};
  #pragma nano loop
  for (int i = 0; i < 100; i++) {
    { long x = i; out[i] = (int)x; }
    out[i] += same(&x, px) + (int)VAL_X;
  }
  #pragma nano loop
  for (int i = 0; i < 100; i++) out[i] = same(&s.b, ps) + same(&s.arr[2], ps);
  #pragma nano loop
  for (int i = 0; i < 100; i++) out[i] = same(&q.v, pq) + q.u;
  #pragma nano loop
  for (int i = 0; i < 100; i++) out[i] = same(ADDR_X, px);
  // WARN: loop-address-identity-c.c:[[@LINE-2]]:16: warning: '#pragma nano loop' ignored: the body takes the address of 'x' (or binds a reference to it) inside the definition of a macro, which the outlined loop cannot rewrite (pass it to the macro as an argument); the statement runs sequentially
  return out[0];
}
// CHECK: for (int i = 0; i < 100; i++) out[i] = same(ADDR_X, px);
// CHECK: nano_body_1({{.*}}, int *out, long x, long *nano_ref_x, const long *px) {
// CHECK: { long x = i; out[i] = (int)x; }
// CHECK-NEXT: out[i] += same(&(*nano_ref_x), px) + (int)VAL_X;
// CHECK: nano_body_2({{.*}}, int *out, struct pair s, struct pair *nano_ref_s, const void *ps) {
// CHECK: out[i] = same(&(*nano_ref_s).b, ps) + same(&(*nano_ref_s).arr[2], ps);
// CHECK: nano_body_3(
// CHECK: struct point q = *(struct point *)nano_a_->q;
// CHECK-NEXT: struct point *nano_ref_q = (struct point *)nano_a_->q; (void)q;
// CHECK: out[i] = same(&(*nano_ref_q).v, pq) + (*nano_ref_q).u;
