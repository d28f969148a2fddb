/* A callee that moves its pointer parameter before writing through it
 * (`s += 3`, `s = s + 2`, a walk followed by `s[-5]`) writes somewhere in the
 * argument's object: the task must cover the object, so the creator's later read
 * waits (the writes were taken relative to the pointer's entry value; probe3 B13). */
#include <stdio.h>

static long slow(long v, int k) {
  for (int i = 0; i < k; i++) v = (v * 31 + i) % 1000003;
  return v;
}
static void skip_then_write(char *s) { s += 3; *s = (char)('A' + slow(1, 200000) % 26); }
static void move_then_write(char *s) { s = s + 2; s[1] = (char)('a' + slow(2, 200000) % 26); }
static void walk_then_write_behind(char *s) {
  long v = slow(3, 200000);
  while (*s) s++;
  s[-5] = (char)('0' + v % 10);
}
static void stride_fill(long *p, int n, int stride) {
  for (int i = 0; i < n; i++) { *p = slow(i, 20000); p += stride; }
}

int main(void) {
  char w1[16] = "abcdefgh", w2[16] = "uvwxyz", w3[16] = "klmnop";
  long v[32] = {0};
  #pragma nano task
  skip_then_write(w1);
  char c1 = w1[3];
  #pragma nano task
  walk_then_write_behind(w2 + 3);
  char c2 = w2[1];
  #pragma nano task
  move_then_write(w3);
  char c3 = w3[3];
  #pragma nano task
  stride_fill(v, 8, 4);
  long t = v[28] + v[4];
  printf("%c %c %c %s %s %s %ld\n", c1, c2, c3, w1, w2, w3, t);
  return 0;
}
