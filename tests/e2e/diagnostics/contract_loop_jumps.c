// contract_loop_jumps: a parallel loop body that leaves the loop (break, return, goto) cannot run as independent iterations: an error at the jump, even with 'independent'.
// EXPECT: error: loop is not in canonical form: 'break' leaves the loop
// EXPECT: error: loop is not in canonical form: 'return' leaves the loop
// EXPECT: error: loop is not in canonical form: 'goto done' leaves the loop
#include <stdio.h>

static int a[100];

static int first_break(int key) {
  int pos = -1;
  #pragma nano loop
  for (int i = 0; i < 100; i++) { if (a[i] == key) break; a[i] = -1; }
  return pos;
}
static int first_return(int key) {
  #pragma nano loop
  for (int i = 0; i < 100; i++) { if (a[i] == key) return i; a[i] = 0; }
  return -1;
}
static int first_goto(int key) {
  #pragma nano loop independent
  for (int i = 0; i < 100; i++) { if (a[i] == key) goto done; a[i] = 1; }
  return 0;
done:
  return 1;
}
int main(void) {
  printf("%d %d %d\n", first_break(3), first_return(4), first_goto(5));
  return 0;
}
