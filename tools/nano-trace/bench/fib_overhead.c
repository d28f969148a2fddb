/* fib_overhead.c — recursive Fibonacci on the C API, to measure the cost of the trace instrumentation.
 *
 *   nano-trace-fib-bench [n [cutoff]]     defaults: n = 30, cutoff = 12
 *
 * Every call is a task; one with n > cutoff creates two child tasks and waits for them
 * (samples/fib's shape), one at or below the cut-off recurses sequentially. With
 * cutoff 1 every call of fib is a task, like tools/bench-runtime.sh's fib. Prints the result
 * on stdout and "time: <seconds> tasks: <count> cpu: <seconds>" on stderr; only the
 * computation is timed (not nano_init, nor the trace written at nano_shutdown). `cpu` is
 * the processor time all threads of the process used meanwhile: on a loaded machine,
 * with NANO_WORKERS=1, it measures the work without the waits for preempted workers.
 * tools/nano-trace/measure-overhead.sh runs it with tracing compiled out, compiled in
 * but off, and on. */
#define _POSIX_C_SOURCE 199309L
#include <nano/nano.h>

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

typedef struct {
  int n;
  int cutoff;
  long *result;
} fib_args;

static long fib_sequential(int n) { return n < 2 ? n : fib_sequential(n - 1) + fib_sequential(n - 2); }

static void fib_task(void *raw);

static void spawn(int n, int cutoff, long *result) {
  void *block = NULL;
  nano_task *task = nano_create(fib_task, sizeof(fib_args), &block);
  if (task == NULL) {
    fprintf(stderr, "fib: out of memory\n");
    exit(1);
  }
  fib_args *args = (fib_args *)block;
  args->n = n;
  args->cutoff = cutoff;
  args->result = result;
  nano_set_label(task, "fib");
  nano_submit_release(task);
}

static void fib_task(void *raw) {
  const fib_args *args = (const fib_args *)raw;
  if (args->n < 2 || args->n <= args->cutoff) {
    *args->result = fib_sequential(args->n);
    return;
  }
  long x = 0, y = 0;
  spawn(args->n - 1, args->cutoff, &x);
  spawn(args->n - 2, args->cutoff, &y);
  nano_wait_all();
  *args->result = x + y;
}

static long count_tasks(int n, int cutoff) {
  return n < 2 || n <= cutoff ? 1 : 1 + count_tasks(n - 1, cutoff) + count_tasks(n - 2, cutoff);
}

int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : 30;
  const int cutoff = argc > 2 ? atoi(argv[2]) : 12;
  if (n < 0 || n > 45 || cutoff < 1) {
    fprintf(stderr, "usage: nano-trace-fib-bench [n (0..45) [cutoff (>= 1)]]\n");
    return 2;
  }
  if (nano_init(0) != NANO_OK) return 1;
  struct timespec start, stop, cpu_start, cpu_stop;
  long result = 0;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu_start);
  clock_gettime(CLOCK_MONOTONIC, &start);
  spawn(n, cutoff, &result);
  nano_wait_all();
  clock_gettime(CLOCK_MONOTONIC, &stop);
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &cpu_stop);
  printf("fib(%d) = %ld\n", n, result);
  fprintf(stderr, "time: %.6f tasks: %ld cpu: %.6f\n",
          (double)(stop.tv_sec - start.tv_sec) + 1e-9 * (double)(stop.tv_nsec - start.tv_nsec), count_tasks(n, cutoff),
          (double)(cpu_stop.tv_sec - cpu_start.tv_sec) + 1e-9 * (double)(cpu_stop.tv_nsec - cpu_start.tv_nsec));
  nano_shutdown();
  return 0;
}
