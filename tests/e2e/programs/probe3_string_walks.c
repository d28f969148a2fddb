// probe3_string_walks: tasks whose callees walk strings to their NUL (copy, append, strip, stride-2 walk) on a pointer into an array, a partial object (tail + 1), a struct member and string literals, with later statements reading and writing the walked objects.
#include <stdio.h>
static int spin(int v) { for (int i = 0; i < 200000; i++) v = (v * 31 + i) % 1003; return v; }
static void mycpy(char *d, const char *s) { while ((*d++ = *s++)) spin(1); }
static void mycat(char *d, const char *s) { while (*d) d++; while ((*d++ = *s++)) spin(2); }
static void rstrip(char *s) { char *p = s; while (*p) p++; while (p > s && p[-1] == ' ') *--p = 0; spin(3); }
static void every2(char *s) { for (char *p = s; p[0] && p[1]; p += 2) p[1] = '-'; spin(4); }
struct msg { int n; char body[24]; };
int main(void) {
  char buf[64] = "xx", out[64];
  struct msg m = { 3, "hello there  " };
  char *tail = buf + 2;
  #pragma nano task
  mycpy(tail, "abcdef");
  #pragma nano task
  mycat(buf, "-end");
  #pragma nano task
  rstrip(m.body);
  #pragma nano task
  every2(tail + 1);
  int l = 0; while (buf[l]) l++;
  #pragma nano task
  mycpy(out, m.body);
  m.body[0] = 'H';
  printf("%d %s|%s|%s\n", l, buf, m.body, out);
  return 0;
}
