// task_nested: '#pragma nano task' written inside the block of a
// '#pragma nano task' of the same function (OmpSs style), compared with the
// sequential elision: the inner task is created by the outer task's
// nano-thread; a later statement of the outer block that reads what an inner
// task writes waits for it; the outer task completes after its children (the
// function's later reads wait for the outer task only); three levels;
// recursion through nested tasks (fib with a task inside a task's block, with
// and without an if() cut-off); locals of the outer block captured by value
// and by address; an inner task in a loop of the outer block.
#include <stdio.h>

static long a[64], b[64], total;

static long work(long x) {
  long s = 0;
  for (long k = 0; k < 2000; k++) s += (x * k) % 7;
  return s + x;
}

static long fib(int n) {
  if (n < 2) return n;
  long r = 0;
  #pragma nano task
  {
    long x, y;
    #pragma nano task
    x = fib(n - 1);
    #pragma nano task
    { y = fib(n - 2); }
    r = x + y; /* waits for both inner tasks */
  }
  return r; /* waits for the outer task */
}

static long fib_cut(int n, int cut) {
  if (n < 2) return n;
  long r = 0;
  #pragma nano task if(n > cut)
  {
    long x = 0, y = 0;
    #pragma nano task if(n > cut)
    x = fib_cut(n - 1, cut);
    #pragma nano task if(n > cut)
    y = fib_cut(n - 2, cut);
    r = x + y;
  }
  return r;
}

int main(void) {
  int n = 64;
  long before = 0, after = 0, deep = 0;
  #pragma nano task
  {
    long local = 5;
    for (int i = 0; i < n; i++) {
      #pragma nano task
      a[i] = work(i) + local;
    }
    /* reads what the inner tasks write: waits for them */
    for (int i = 0; i < n; i++) before += a[i];
    #pragma nano task
    {
      for (int i = 0; i < n; i++) b[i] = a[i] * 2;
      #pragma nano task
      {
        long s = 0;
        for (int i = 0; i < n; i++) s += b[i];
        deep = s;
      }
    }
    after = b[n - 1] + deep; /* waits for the second level (and through it the third) */
    local += after;          /* a local of the block, written after its readers */
    total = local;
  }
  printf("before %ld after %ld deep %ld total %ld\n", before, after, deep, total);
  printf("fib %ld\n", fib(16));
  printf("fib_cut %ld %ld\n", fib_cut(22, 12), fib_cut(10, 12));
  return 0;
}
