/* A reduction into *out written with a local accumulator (what the error on
 * `*out += v[i]` suggests), a loop whose bound's address escapes but is never
 * written in the body, and tasks calling the C library's string functions
 * (strcpy, strncpy, strcat, snprintf, sscanf), which run as tasks: the output is
 * the sequential elision's. */
#include <stdio.h>
#include <string.h>

static void total(const int *v, int n, long *out) {
  long acc = *out;
  #pragma nano loop
  for (int i = 0; i < n; i++) acc += v[i];
  *out = acc;
}

static int *remembered;
static void remember(int *p) { remembered = p; }

int main(void) {
  int v[5000];
  for (int i = 0; i < 5000; i++) v[i] = (i * 37) % 101;
  long sum = 7;
  total(v, 5000, &sum);

  int n = 5000;
  remember(&n);
  double half[5000];
  #pragma nano loop
  for (int i = 0; i < n; i++) half[i] = v[i] / 2.0;

  char a[32], b[32], c[64], d[32];
  int parsed = 0;
  #pragma nano task
  strcpy(a, "nano");
  #pragma nano task
  strncpy(b, "threads!", 7);
  b[7] = '\0';
  #pragma nano task
  snprintf(c, sizeof c, "%s-%s", a, b);
  #pragma nano task
  strcat(c, "+");
  #pragma nano task
  sscanf("42", "%d", &parsed);
  strcpy(d, c);
  printf("%ld %.1f %d %s %s %d\n", sum, half[4999], *remembered, c, d, parsed);
  return 0;
}
