/* c_fib.c — the C API: one nano-thread per call, each waiting for its two children. */
#include <nano/nano.h>
#include <stdio.h>

typedef struct fib_args {
  int n;
  long *result;
} fib_args;

static void fib(void *p) {
  fib_args *a = p;
  if (a->n < 2) {
    *a->result = a->n;
    return;
  }
  long x, y;
  fib_args *child;
  nano_task *t = nano_create(fib, sizeof *child, (void **)&child);
  child->n = a->n - 1;
  child->result = &x;
  nano_submit_release(t); /* fire and forget: nano_wait_all below covers it */
  t = nano_create(fib, sizeof *child, (void **)&child);
  child->n = a->n - 2;
  child->result = &y;
  nano_submit_release(t);
  nano_wait_all(); /* suspends this nano-thread; the worker runs other work */
  *a->result = x + y;
}

int main(void) {
  nano_init(0); /* 0: NANO_WORKERS, else every processor of the affinity mask */
  long result = 0;
  fib_args *args;
  nano_task *root = nano_create(fib, sizeof *args, (void **)&args);
  args->n = 25;
  args->result = &result;
  nano_set_label(root, "fib");
  nano_submit(root);
  nano_status status = nano_wait(root);
  nano_release(root);
  printf("fib(25) = %ld (%s)\n", result, nano_status_string(status));
  nano_shutdown();
  return result == 75025 ? 0 : 1;
}
