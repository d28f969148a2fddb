// A loop bound whose variable the body may change through memory (a pointer
// holding its address, a call) is refused, with `independent` too: the bound is
// evaluated once, the elision re-reads it every iteration (probe finding 29),
// also when code the file cannot see may write it.
// RUN: not %translate %s 2>&1 | %FileCheck %s --implicit-check-not=error:
static int a[100];
static int limit;

void through_pointer(void) {
  int n = 100;
  int *pn = &n;
  #pragma nano loop
  for (int i = 0; i < n; i++) { a[i] = 1; *pn = 50; }
  // CHECK: loop-bound-written-through-pointer.c:[[@LINE-1]]:23: error: loop is not in canonical form: the bound depends on 'n', which the loop may modify through 'pn'
  // CHECK: loop-bound-written-through-pointer.c:[[@LINE-2]]:43: note: 'n' may be written here, by '*pn'
}

void through_pointer_independent(void) {
  int n = 100;
  int *pn = &n;
  #pragma nano loop independent
  for (int i = 0; i < n; i++) { a[i] = 1; *pn = 50; }
  // CHECK: loop-bound-written-through-pointer.c:[[@LINE-1]]:23: error: loop is not in canonical form: the bound depends on 'n', which the loop may modify through 'pn'
  // CHECK: loop-bound-written-through-pointer.c:[[@LINE-2]]:43: note: 'n' may be written here, by '*pn'
}

static int *saved;
static void keep(int *p) { saved = p; }
static void halve(void) { *saved /= 2; }

void through_call(void) {
  int n = 100;
  keep(&n);
  #pragma nano loop independent
  for (int i = 0; i < n; i++) { a[i] = 2; halve(); }
  // CHECK: loop-bound-written-through-pointer.c:[[@LINE-1]]:23: error: loop is not in canonical form: the bound depends on 'n', which the loop may modify through 'saved'
  // CHECK: loop-bound-written-through-pointer.c:[[@LINE-2]]:43: note: 'n' may be written here, by 'halve()'
}

static void set_limit(void) { limit = 10; }

void global_through_call(void) {
  #pragma nano loop independent
  for (int i = 0; i < limit; i++) { a[i] = 3; set_limit(); }
  // CHECK: loop-bound-written-through-pointer.c:[[@LINE-1]]:23: error: loop is not in canonical form: the bound depends on 'limit', which the loop may modify through 'set_limit()'
  // CHECK: loop-bound-written-through-pointer.c:[[@LINE-2]]:47: note: 'limit' may be written here, by 'set_limit()'
}

void external_touch(int *p);
void through_external(void) {
  int n = 100;
  int *pn = &n;
  #pragma nano loop independent
  for (int i = 0; i < n; i++) external_touch(pn);
  // CHECK: loop-bound-written-through-pointer.c:[[@LINE-1]]:23: error: loop is not in canonical form: the bound depends on 'n', which the loop may modify through 'pn'
  // CHECK: loop-bound-written-through-pointer.c:[[@LINE-2]]:31: note: 'n' may be written here, by 'external_touch(pn)'
  // CHECK: loop-bound-written-through-pointer.c:[[@LINE-3]]:31: note: 'external_touch' has no body in this file, so it is assumed to access everything its pointer arguments reach and every global; if it touches nothing else (no global, output or hidden state), state what it accesses with '#pragma nano declare reads(*p) writes(*p)' before its declaration
}

// Accepted: the address escapes but nothing the body writes can reach it.
void other_type(double *v) {
  int n = 100;
  keep(&n);
  #pragma nano loop
  for (int i = 0; i < n; i++) v[i] = i;
}

// Accepted: 'p' never holds the address of 'n' (only 'keep' was given it).
int local_pointer(void) {
  int n = 10;
  keep(&n);
  int buf[10];
  int *p = buf;
  #pragma nano loop
  for (int i = 0; i < n; i++) p[i] = i;
  return buf[9];
}

// Accepted: a local whose address is never taken cannot be reached through 'p'.
void not_escaped(int *p) {
  int n = 100;
  #pragma nano loop
  for (int i = 0; i < n; i++) p[i] = i;
}

// Accepted: a global bound with a write through a pointer (only a write that
// names the global counts for globals).
void global_bound(int *p) {
  #pragma nano loop
  for (int i = 0; i < limit; i++) p[i] = i;
}

// Code the file cannot see (review: `independent` trusted it): a function
// without body or declare is assumed to write every global, and may have kept
// the address of a local that was given to such code before the loop.
void ext_touch(int i);
void ext_keep(int *p);

void global_unseen(void) {
  #pragma nano loop independent
  for (int i = 0; i < limit; i++) { a[i] = 4; ext_touch(i); }
  // CHECK: loop-bound-written-through-pointer.c:[[@LINE-1]]:23: error: loop is not in canonical form: the bound depends on 'limit', which the loop may modify through 'ext_touch(i)'
  // CHECK: loop-bound-written-through-pointer.c:[[@LINE-2]]:47: note: 'limit' may be written here, by 'ext_touch(i)'
  // CHECK: loop-bound-written-through-pointer.c:[[@LINE-3]]:47: note: 'ext_touch' has no body in this file
}

void local_kept_unseen(void) {
  int n = 100;
  ext_keep(&n);
  #pragma nano loop independent
  for (int i = 0; i < n; i++) { a[i] = 5; ext_touch(i); }
  // CHECK: loop-bound-written-through-pointer.c:[[@LINE-1]]:23: error: loop is not in canonical form: the bound depends on 'n', which the loop may modify through 'ext_touch(i)'
  // CHECK: loop-bound-written-through-pointer.c:[[@LINE-2]]:43: note: 'n' may be written here, by 'ext_touch(i)'
  // CHECK: loop-bound-written-through-pointer.c:[[@LINE-3]]:43: note: 'ext_touch' has no body in this file
}

// Accepted: the C library's own state (printf) is no variable of the program,
// and a declared function writes only what it declares.
int printf(const char *, ...);
#pragma nano declare reads() writes()
void ext_pure(int i);
void unseen_but_known(void) {
  #pragma nano loop independent
  for (int i = 0; i < limit; i++) { a[i] = 6; ext_pure(i); }
  #pragma nano loop independent
  for (int i = 0; i < limit; i++) { a[i] = 7; printf("%d\n", i); }
}
