// A pointer parameter the function only loads or moves along (`p++`, `p += k`)
// points into what the caller passed: never into an automatic variable of the
// call, which did not exist then. A task reading through it (`memcpy(nb,
// board, ...)`, whose bytes may alias anything) does not make the next
// iteration's write of a local array wait (black box bb57: the BOTS-style
// n-queens with the board copied in the task ran its tasks one at a time).
// Assigned another address, or its address given away, it may point anywhere:
// the write waits. A lambda's parameter may point into the enclosing
// function's variables (task-entry-pointer-parameters-lambda.cpp).
// RUN: %translate %s --explain -- > %t.c 2> %t.err
// RUN: %FileCheck %s --check-prefix=WAITS --implicit-check-not="wait inserted" < %t.err
// RUN: not grep -E "warning|error" %t.err
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
#include <string.h>
static void consume(const long *b, long *out) { *out = b[0] + b[1]; }
static void set_pointer(const long **where, const long *to) { *where = to; }

// The parameter is only loaded: it cannot point into cnt, declared in this call.
void loaded(int n, const long *board, long *res) {
  long cnt[16];
  for (int c = 0; c < n; c++) {
    cnt[c] = 0;
    #pragma nano task
    {
      long nb[16];
      memcpy(nb, board, (size_t)n * sizeof(long));
      consume(nb, &cnt[c]);
    }
  }
  #pragma nano wait
  *res = cnt[0];
}

// Moved along its object: still the caller's.
void moved(int n, const long *board, long *res) {
  long cnt[16];
  board += 1;
  board++;
  for (int c = 0; c < n; c++) {
    cnt[c] = 0;
    #pragma nano task
    consume(board, &cnt[c]);
  }
  #pragma nano wait
  *res = cnt[0];
}

// Assigned the address of the local: it may point into cnt.
void assigned(int n, const long *board, long *res) {
  long cnt[16];
  if (n > 3) board = (const long *)cnt;
  for (int c = 0; c < n; c++) {
    // WAITS: task-entry-pointer-parameters.c:[[@LINE+1]]:5: remark: wait inserted here: this statement writes 'cnt[c]' which a task reads in an earlier iteration
    cnt[c] = 0;
    #pragma nano task
    {
      long nb[16];
      memcpy(nb, board, (size_t)n * sizeof(long));
      consume(nb, &cnt[c]);
    }
  }
  #pragma nano wait
  *res = cnt[0];
}

// Its address given away: it may be set to anything.
void address_taken(int n, const long *board, long *res) {
  long cnt[16];
  set_pointer(&board, (const long *)cnt);
  for (int c = 0; c < n; c++) {
    // WAITS: task-entry-pointer-parameters.c:[[@LINE+1]]:5: remark: wait inserted here: this statement writes 'cnt[c]' which a task reads in an earlier iteration
    cnt[c] = 0;
    #pragma nano task
    {
      long nb[16];
      memcpy(nb, board, (size_t)n * sizeof(long));
      consume(nb, &cnt[c]);
    }
  }
  #pragma nano wait
  *res = cnt[0];
}

// The loop test too: the local array written and the parameter read do not overlap.
struct row { double v[64]; int n; };

double loop_into_local(const double *a, int n) {
  struct row r = {{0}, 0};
  #pragma nano loop
  for (int b = 0; b < 64; b++) r.v[b] = a[b] * 2;
  return r.v[n];
}
