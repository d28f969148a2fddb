// contract_hidden_effects: tasks whose effects hide behind function pointers (a table and a variable), static locals of a callee, stdout (printf/puts from tasks and the creator keep program order), and a global pointer a callee writes through or a task retargets.
#include <stdio.h>
static void slow(void) { for (volatile int k = 0; k < 200000; k++) {} }
int g = 0;
int x = 1, y = 2;
int *gp = &x;
static void setg(int *p) { slow(); g = 42; (void)p; }
static void bump(int *p) { slow(); *p += 1; }
typedef void (*fn_t)(int *);
static int counter(void) { static int c = 0; slow(); c = c * 3 + 1; return c; }
static int peek(void) { static int d = 0; d++; return d; }
static void say(int i) { slow(); printf("task %d\n", i); }
static void write_global_target(void) { slow(); *gp = 50; }
static int *pick(int c) { return c ? &x : &y; }
static void add7(int *p) { slow(); *p += 7; }
int main(void) {
  /* function pointers: the callee is unknown to the analysis */
  fn_t fs[2] = { setg, bump };
  int v = 0;
  #pragma nano task
  fs[0](&v);
  printf("g=%d\n", g);
  fn_t f = bump;
  #pragma nano task
  f(&v);
  printf("v=%d\n", v);
  /* static locals: every call reads and writes the same hidden state */
  int r[6];
  for (int i = 0; i < 6; i++) {
    #pragma nano task
    r[i] = counter();
  }
  int s = 0;
  for (int i = 0; i < 6; i++) s = s * 7 + r[i];
  printf("%d\n", s);
  int a = 0, b = 0;
  #pragma nano task
  a = peek() * 10;
  b = peek();
  printf("%d %d\n", a, b);
  /* stdout: output order is the elision's */
  for (int i = 0; i < 3; i++) {
    #pragma nano task
    say(i);
    printf("main %d\n", i);
  }
  #pragma nano task
  fputs("A\n", stdout);
  puts("B");
  /* a global pointer written through by a callee, a pointer returned by a function, a task retargeting it */
  #pragma nano task
  write_global_target();
  printf("%d\n", x);
  #pragma nano task
  add7(pick(0));
  printf("%d\n", y);
  int *q = pick(1);
  #pragma nano task
  *q = *q * 2;
  printf("%d\n", x);
  #pragma nano task
  gp = &y;
  *gp = 9;
  printf("%d %d\n", x, y);
  return 0;
}
