// contract_loop_hidden_state: loops whose iterations share state hidden in callees (a static local counter, a global updated by a helper, the C library's rand) are refused.
// EXPECT: error: loop-carried dependence on 'c', a static variable of 'counter' that 'counter()' updates in every iteration
// EXPECT: error: loop-carried dependence on 'g_total'
// EXPECT: error: cannot prove that iterations are independent: 'rand()' may access any global state
#include <stdio.h>
#include <stdlib.h>

static int counter(void) { static int c = 0; return c++; }
static int g_total;
static void account(int v) { g_total = g_total + v; }
static int a[100];

int main(void) {
  #pragma nano loop
  for (int i = 0; i < 100; i++) a[i] = counter();
  #pragma nano loop
  for (int i = 0; i < 100; i++) account(a[i]);
  #pragma nano loop
  for (int i = 0; i < 100; i++) a[i] = rand() % 10;
  printf("%d %d\n", a[99], g_total);
  return 0;
}
