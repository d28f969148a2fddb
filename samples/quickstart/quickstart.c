/* quickstart: a first nano-threads program — a task, a parallel loop and a parallel block.
 *
 *   quickstart [limit]     default limit = 100000
 *
 * It counts the primes below `limit` and looks at the gaps between them:
 *   1. two tasks count the primes of each half of the range at the same time
 *      (each is a parallel loop with a `+` reduction inside);
 *   2. a parallel loop records, for every number, the distance to the next prime;
 *   3. a parallel block runs three independent summaries of that table.
 * Remove every #pragma and the program prints exactly the same thing: that is the
 * rule of the language. The compiler finds the dependences; you only say where. */
#include <stdio.h>
#include <stdlib.h>

static int is_prime(int v) {
  if (v < 2) return 0;
  for (int d = 2; d * d <= v; d++)
    if (v % d == 0) return 0;
  return 1;
}

/* The number of primes in [lo, hi): a parallel loop whose `count +=` is a reduction. */
static long count_primes(int lo, int hi) {
  long count = 0;
  #pragma nano loop schedule(gss)
  for (int v = lo; v < hi; v++) count += is_prime(v);
  return count;
}

/* gap[v - lo] <- distance from v to the next prime (searching at most 1000 numbers ahead). */
static void next_prime_gaps(int *gap, int lo, int hi) {
  #pragma nano loop schedule(fixed, 256)
  for (int v = lo; v < hi; v++) {
    int d = 0;
    while (d < 1000 && !is_prime(v + d)) d++;
    gap[v - lo] = d;
  }
}

static int largest(const int *values, int n) {
  int best = 0;
  for (int i = 0; i < n; i++)
    if (values[i] > best) best = values[i];
  return best;
}

static long total(const int *values, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) s += values[i];
  return s;
}

static int count_equal(const int *values, int n, int wanted) {
  int c = 0;
  for (int i = 0; i < n; i++) c += values[i] == wanted;
  return c;
}

int main(int argc, char **argv) {
  int limit = argc > 1 ? atoi(argv[1]) : 100000;
  if (limit < 4 || limit > 100000000) {
    fprintf(stderr, "usage: quickstart [limit (4..100000000)]\n");
    return 2;
  }
  int half = limit / 2;

  /* 1. Two tasks at once; printf reads both results, so it waits for both. */
  long below_half, above_half;
  #pragma nano task label("primes in the lower half")
  below_half = count_primes(2, half);
  #pragma nano task label("primes in the upper half")
  above_half = count_primes(half, limit);
  printf("primes below %d: %ld (%ld below %d, %ld from %d on)\n", limit, below_half + above_half,
         below_half, half, above_half, half);

  /* 2. A parallel loop over every number of the range. */
  int *gap = malloc((size_t)limit * sizeof *gap);
  if (!gap) {
    fprintf(stderr, "quickstart: out of memory\n");
    return 1;
  }
  next_prime_gaps(gap, 0, limit);

  /* 3. Three independent summaries of the table, as a task graph on at most 2 processors. */
  int widest;
  long sum;
  int twins;
  #pragma nano parallel workers(2)
  {
    widest = largest(gap, limit);
    sum = total(gap, limit);
    twins = count_equal(gap, limit, 2);
  }
  printf("longest wait for the next prime: %d numbers\n", widest);
  printf("average wait: %.3f numbers\n", (double)sum / limit);
  printf("numbers whose next prime is 2 further on: %d\n", twins);
  free(gap);
  return 0;
}
