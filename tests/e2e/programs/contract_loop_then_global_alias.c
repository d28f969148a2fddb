// contract_loop_then_global_alias: parallel loops on a static array, each followed by a read of the array through another
// name — a callee walking a global struct's pointer member, a callee reading through a global pointer, a local copy of
// that pointer: each read waits for the loop.
#include <stdio.h>
static long slow(long v, int k) { for (int i = 0; i < k; i++) v = (v * 31 + i) % 1000003; return v; }
struct view { long *data; int n; };
static struct view gview;
static long *gptr;
static long total_view(void) { long s = 0; for (int i = 0; i < gview.n; i++) s += gview.data[i]; return s; }
static long first(void) { return gptr[0] + gptr[999]; }
int main(void) {
  static long a[1000];
  gview.data = a; gview.n = 1000;
  gptr = a;
  #pragma nano loop
  for (int i = 0; i < 1000; i++) a[i] = slow(i, 2000);
  long s = total_view();
  #pragma nano loop schedule(static)
  for (int i = 0; i < 1000; i++) a[i] += slow(i, 1000) % 3;
  long f = first();
  long *alias = gview.data;
  #pragma nano loop
  for (int i = 0; i < 1000; i++) a[i] *= 2;
  long g = alias[500];
  printf("%ld %ld %ld\n", s, f, g);
  return 0;
}
