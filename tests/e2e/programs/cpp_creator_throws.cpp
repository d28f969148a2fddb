// cpp_creator_throws: the creating function throws (itself, or from a callee) while its tasks still run on its locals; the exception waits for them before it leaves the function, and before a handler in the same function reads what they write (as in the sequential elision, where they had finished).
#include <cstdio>
#include <stdexcept>
static long slow(long v) { long s = v; for (int k = 0; k < 200000; k++) s = (s * 31 + k) % 1000003; return s; }
static void fill(long *p, int n, long b) { for (int i = 0; i < n; i++) p[i] = b + slow(i) % 5; }
static void validate(int bad) { if (bad) throw std::runtime_error("bad"); }

static long checked(int bad) {
  long buf[64];
  for (int b = 0; b < 8; b++) {
    #pragma nano task
    fill(buf + b * 8, 8, b);
  }
  if (bad) throw std::runtime_error("bad input");
  long s = 0;
  for (int i = 0; i < 64; i++) s += buf[i];
  return s;
}

static long handled() {
  long buf[16] = {0};
  long s = 0;
  try {
    for (int b = 0; b < 4; b++) {
      #pragma nano task
      fill(buf + b * 4, 4, b);
    }
    validate(1);
  } catch (const std::exception &e) {
    for (int i = 0; i < 16; i++) s += buf[i];
    std::printf("caught %s, partial sum %ld\n", e.what(), s);
  }
  return s;
}

int main() {
  try { std::printf("%ld\n", checked(1)); }
  catch (const std::exception &e) { std::printf("caught %s\n", e.what()); }
  std::printf("%ld\n", checked(0));
  std::printf("%ld\n", handled());
  return 0;
}
