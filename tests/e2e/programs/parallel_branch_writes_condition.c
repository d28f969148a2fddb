// A parallel block's if/else whose branch writes what its condition reads
// (bb57 1): the creator evaluates each condition once, where the program does,
// so the if is split into conditional nodes and the other branch never runs.
// An inner condition read after a node of its branch wrote it is evaluated by
// the creator after that node: it sees the new value, as the program does.
#include <stdio.h>

static long work(long v) {
  long acc = v;
  for (int i = 0; i < 20000; i++) acc = (acc * 31 + i) % 1000003;
  return acc;
}
static long reset(long *flag, long v) {
  *flag = 0;
  return work(v);
}

static long run(long c) {
  long x = 0, y = 0, z = 0, w = 0, u = 0;
  #pragma nano parallel
  {
    if (c > 0) {
      x = work(1);
      y = work(2);
      c = 0;
    } else {
      z = work(3);
    }
    if (c == 0) {
      w = reset(&c, 4);   // a node writing c through a pointer
      if (c == 0)         // evaluated after it: true
        u = work(5);
      else
        u = -work(6);
    }
  }
  return x + 2 * y + 3 * z + 5 * w + 7 * u + 11 * c;
}

int main(void) {
  printf("%ld %ld %ld\n", run(1), run(0), run(-3));
  return 0;
}
