/* Black box bb63 5: expected: compiles (clang-19 -std=c11 accepts it); before the fix: nanocc segfaults (exit 139) in directCallAccesses -- call through a pointer whose target is a K&R definition */
// E2E-FLAGS: -Wno-deprecated-non-prototype
#include <stdio.h>
long x[4];
void g();
void (*fp)(long *, int);
void g(a, n) long *a; int n; { a[n] += 1; }
int main(void) {
  fp = g;
  #pragma nano task
  fp(x, 1);
  printf("%ld\n", x[1]);
  return 0;
}
