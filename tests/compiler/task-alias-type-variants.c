// C's effective-type rule keeps apart only types that cannot name one object: a
// task writing through one pointer and a later read through another wait for
// each other when the types are a signed/unsigned pair, integers of one width,
// an enum and its integer type, or a complex and its real type (before, none of
// these waited: a race). With -fno-strict-aliasing no type keeps accesses apart.
// RUN: %translate %s > %t.c
// RUN: %FileCheck %s < %t.c
// RUN: %clang -fsyntax-only -Wall -I %runtime_include %t.c
// RUN: %translate %s -- -fno-strict-aliasing > %t.relaxed.c
// RUN: %FileCheck %s --check-prefix=RELAXED < %t.relaxed.c
#include <complex.h>
enum colour { red, green, blue };
void setu(unsigned *p, int n) { for (int i = 0; i < n; i++) p[i] = i; }
void setll(long long *p, int n) { for (int i = 0; i < n; i++) p[i] = i; }
void setc(double complex *z, int n) { for (int i = 0; i < n; i++) z[i] = i; }
void setcol(enum colour *c, int n) { for (int i = 0; i < n; i++) c[i] = blue; }
void setf(float *p, int n) { for (int i = 0; i < n; i++) p[i] = i; }

// CHECK-LABEL: long signed_unsigned{{\(}}int *ip, unsigned *up) {
// CHECK: nano_wait_{{[a-z]+}}_{{.*}}for (int i = 0; i < 8; i++) s += ip[i];
long signed_unsigned(int *ip, unsigned *up) {
  #pragma nano task
  setu(up, 8);
  long s = 0;
  for (int i = 0; i < 8; i++) s += ip[i];
  return s;
}

// CHECK-LABEL: long one_width{{\(}}long *lp, long long *llp) {
// CHECK: nano_wait_{{[a-z]+}}_{{.*}}for (int i = 0; i < 4; i++) t += lp[i];
long one_width(long *lp, long long *llp) {
  #pragma nano task
  setll(llp, 4);
  long t = 0;
  for (int i = 0; i < 4; i++) t += lp[i];
  return t;
}

// CHECK-LABEL: int enum_int{{\(}}int *ip, enum colour *cp) {
// CHECK: nano_wait_{{[a-z]+}}_{{.*}}return ip[0] + ip[1];
int enum_int(int *ip, enum colour *cp) {
  #pragma nano task
  setcol(cp, 2);
  return ip[0] + ip[1];
}

// CHECK-LABEL: double complex_real{{\(}}double *re, double complex *z) {
// CHECK: nano_wait_{{[a-z]+}}_{{.*}}return re[0] + re[1];
double complex_real(double *re, double complex *z) {
  #pragma nano task
  setc(z, 1);
  return re[0] + re[1];
}

// Distinct types under the strict rule: no wait, unless -fno-strict-aliasing.
// CHECK-LABEL: unsigned punned{{\(}}unsigned *bits, float *fp) {
// CHECK-NOT: nano_wait_{{[a-z]+}}_{{.*}}x ^= bits[i];
// CHECK: x ^= bits[i];
// RELAXED-LABEL: unsigned punned{{\(}}unsigned *bits, float *fp) {
// RELAXED: nano_wait_{{[a-z]+}}_{{.*}}for (int i = 0; i < 8; i++) x ^= bits[i];
unsigned punned(unsigned *bits, float *fp) {
  #pragma nano task
  setf(fp, 8);
  unsigned x = 0;
  for (int i = 0; i < 8; i++) x ^= bits[i];
  return x;
}
