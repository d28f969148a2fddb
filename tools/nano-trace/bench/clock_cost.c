/* clock_cost.c — what one read of each candidate trace clock costs on this machine.
 *
 *   nano-trace-clock-cost [reads [repetitions]]     defaults: 10000000 reads, 7 repetitions
 *
 * For each clock (rdtsc, rdtscp, lfence+rdtsc, clock_gettime MONOTONIC and
 * MONOTONIC_COARSE through the vDSO) it times loops of `reads` back-to-back reads with
 * the TSC and prints the minimum over the repetitions (the run least disturbed by other
 * load), in TSC ticks and ns per read, plus the resolution clock_getres reports.
 * Back-to-back reads measure throughput: in the runtime a read overlaps other work, so
 * this is an upper bound of what a trace record pays for its timestamp. */
#define _POSIX_C_SOURCE 199309L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <x86intrin.h>

static volatile uint64_t sink;

static uint64_t now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

#define LOOP(body)                            \
  do {                                        \
    uint64_t acc = 0;                         \
    for (long i = 0; i < reads; ++i) { body; } \
    sink = acc;                               \
  } while (0)

static void run_clock(int which, long reads) {
  struct timespec ts;
  unsigned aux;
  switch (which) {
    case 0: LOOP(acc += __rdtsc()); break;
    case 1: LOOP(acc += __rdtscp(&aux)); break;
    case 2: LOOP(_mm_lfence(); acc += __rdtsc()); break;
    case 3: LOOP(clock_gettime(CLOCK_MONOTONIC, &ts); acc += (uint64_t)ts.tv_nsec); break;
    case 4: LOOP(clock_gettime(CLOCK_MONOTONIC_COARSE, &ts); acc += (uint64_t)ts.tv_nsec); break;
    default: break;
  }
}

int main(int argc, char **argv) {
  const long reads = argc > 1 ? atol(argv[1]) : 10000000;
  const int reps = argc > 2 ? atoi(argv[2]) : 7;
  static const char *names[] = {"rdtsc", "rdtscp", "lfence+rdtsc", "clock_gettime MONOTONIC",
                                "clock_gettime MONOTONIC_COARSE"};
  static const clockid_t ids[] = {0, 0, 0, CLOCK_MONOTONIC, CLOCK_MONOTONIC_COARSE};
  /* TSC rate, measured over 200 ms. */
  uint64_t n0 = now_ns(), t0 = __rdtsc();
  struct timespec pause = {0, 200000000};
  nanosleep(&pause, NULL);
  double ticks_per_ns = (double)(__rdtsc() - t0) / (double)(now_ns() - n0);
  printf("TSC %.3f GHz; %ld reads per loop, minimum of %d loops\n\n", ticks_per_ns, reads, reps);
  printf("| clock | TSC ticks per read | ns per read | resolution |\n|---|---|---|---|\n");
  for (int which = 0; which < 5; ++which) {
    double best = 1e300;
    for (int r = 0; r < reps; ++r) {
      uint64_t start = __rdtsc();
      run_clock(which, reads);
      double ticks = (double)(__rdtsc() - start) / (double)reads;
      if (ticks < best) best = ticks;
    }
    char resolution[32] = "-";
    struct timespec res;
    if (which >= 3 && which <= 4 && clock_getres(ids[which], &res) == 0)
      snprintf(resolution, sizeof resolution, "%ld ns", res.tv_sec * 1000000000L + res.tv_nsec);
    printf("| %s | %.1f | %.2f | %s |\n", names[which], best, best / ticks_per_ns, resolution);
  }
  return 0;
}
