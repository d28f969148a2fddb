/* contract_macro_arguments: tasks whose statements use captured locals inside
 * macro arguments -- a user macro using its argument twice (SQ(b)), one used
 * as an assignment target (AT(m, 2, 3) = ...), <ctype.h>'s toupper and
 * <assert.h>'s assert. They ran in the creating nano-thread with "'b' is used
 * inside a macro expansion"; the outlined copy now rewrites the names where
 * the arguments are spelled. Each task asks whether it runs as a nano-thread
 * of its own; the program prints how many did not: 0 in every build. */
// E2E-EXTRA: nano_thread_probe.cpp
#include <assert.h>
#include <ctype.h>
#include <stdio.h>

#define SQ(x) ((x) * (x))
#define AT(m, i, j) m[(i) * 8 + (j)]

#include "nano_thread_probe.h"

static int missed[5];

static int slow(int v) {
  int s = v;
  for (int k = 0; k < 20000; k++) s = (s * 31 + k) % 1003;
  return s;
}

int main(void) {
  void *me = probe_current();
  int b = 3, a, m[64] = {0}, c;
  char s[4] = "q";
  /* A task with no macro: translated by every build, so the runtime (and its
   * nano_current) is linked even where the other tasks would run inline. */
  int first;
  #pragma nano task
  { first = slow(1); missed[4] = probe_missed(me); }
  #pragma nano task
  { a = SQ(b) + slow(b); missed[0] = probe_missed(me); }
  #pragma nano task
  { AT(m, 2, 3) = slow(SQ(b)); missed[1] = probe_missed(me); }
  #pragma nano task
  { c = toupper(s[0]); missed[2] = probe_missed(me); }
  #pragma nano task
  { assert(b == 3); missed[3] = probe_missed(me); }
  printf("%d %d %d %c\n", first, a, m[19], c);
  int n = 0;
  for (int i = 0; i < 5; i++) n += missed[i];
  printf("missed %d\n", n);
  return 0;
}
