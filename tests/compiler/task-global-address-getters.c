// A task registers the globals its callee reaches by their address. Where
// the global's name does not reach it at the task, the address comes from a
// function of the generated file, defined at its end (after every
// declaration): a global declared only after the function (bb71 F6: the
// translated file did not compile), only in blocks of other functions, or
// hidden by a local of the same name (bb71 F5: `&(H)` registered the local,
// and the tasks raced). Others are named as written. A global pointer's
// target goes through a getter of the pointer's value (bb73 2).
// RUN: %translate %s > %t.c
// RUN: %FileCheck %s < %t.c
// RUN: grep -v '^ *//' %t.c | %FileCheck %s --check-prefix=GETTERS
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// E2E
#include <stdio.h>

long H = 4;
static long spin(long v) {
  for (int k = 0; k < 3000000; k++) v = (v * 31 + k) % 1000003;
  return v;
}
static void w(void) { H = spin(H * 3 + 1); }
static void r(long *out) { *out = spin(H + 2); }
static void later(void);
static void through(void);
static long pval(void);
static void blocks(void) { extern long Q; Q = spin(Q + 1); }
static long readq(void) { extern long Q; return Q; }

// Each getter is defined right after its global's declaration, where no
// later macro of the file has changed what the name means; declared at the
// top of the generated code.
// GETTERS: long H = 4;
// GETTERS-NEXT: #line 1 "<nano-generated>"
// GETTERS: static void *nano_global_H_(void) { return (void *)&H; }
// GETTERS: static void *nano_global_H_(void);
// GETTERS-NEXT: static void *nano_global_L_(void);
// GETTERS-NEXT: static void *nano_pointee_P_(void);
// GETTERS-NEXT: static void *nano_global_Q_(void);
// GETTERS: long L = 7;
// GETTERS-NEXT: #line 1 "<nano-generated>"
// GETTERS: static void *nano_global_L_(void) { return (void *)&L; }
// GETTERS: long *P = Pbuf;
// GETTERS-NEXT: #line 1 "<nano-generated>"
// GETTERS: static void *nano_pointee_P_(void) { return (void *)P; }
// GETTERS: long Q = 9;
// GETTERS-NEXT: #line 1 "<nano-generated>"
// GETTERS: static void *nano_global_Q_(void) { return (void *)&Q; }
int main(void) {
  long res = 0, loc = 0;
  // CHECK: nano_access(nano_t_, NANO_INOUT, (const void *)(const char *)nano_global_H_(), (size_t)8);
  #pragma nano task
  w();
  {
    long H = 100; // hides the global
    #pragma nano task
    r(&res);
    #pragma nano task
    w();
    loc = H;
  }
  // CHECK: nano_access(nano_t_, NANO_INOUT, (const void *)(const char *)nano_global_L_(), (size_t)8);
  #pragma nano task
  later();
  // CHECK: nano_access(nano_t_, NANO_INOUT, (const void *)(const char *)nano_global_Q_(), (size_t)8);
  #pragma nano task
  blocks();
  long q = readq();
  // CHECK: nano_access(nano_t_, NANO_INOUT, (const void *)((const char *)nano_pointee_P_() + (8)), (size_t)8);
  #pragma nano task
  through();
  printf("%ld %ld %ld %ld %ld\n", res, loc, q, H, pval());
  return 0;
}
long L = 7;
static void later(void) { L = spin(L * 5 + 3); }
long Pbuf[2];
long *P = Pbuf;
static void through(void) { P[1] = spin(P[1] + 2); }
static long pval(void) { return Pbuf[1]; }
long Q = 9;
#define Q 0 // a macro after the global: the getter precedes it
