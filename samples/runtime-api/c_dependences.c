/* c_dependences.c — static arcs (nano_precede) and dynamic region accesses (nano_access). */
#include <nano/nano.h>
#include <stdio.h>

static double data[1000];

typedef struct range {
  int lo, hi;
  double factor;
} range;

static void scale(void *p) {
  range *r = p;
  for (int i = r->lo; i < r->hi; ++i) data[i] = data[i] * r->factor + 1.0;
}

static void report(void *p) {
  (void)p;
  printf("data[0] = %g, data[999] = %g\n", data[0], data[999]);
}

static nano_task *scale_task(int lo, int hi, double factor, nano_access_mode mode) {
  range *r;
  nano_task *t = nano_create(scale, sizeof *r, (void **)&r);
  r->lo = lo;
  r->hi = hi;
  r->factor = factor;
  /* Dynamic dependence: ordered against earlier siblings touching overlapping bytes. */
  nano_access(t, mode, &data[lo], (size_t)(hi - lo) * sizeof data[0]);
  return t;
}

int main(void) {
  /* Two writers of overlapping halves: the second waits for the first where they meet. */
  nano_task *a = scale_task(0, 600, 2.0, NANO_INOUT);
  nano_task *b = scale_task(400, 1000, 3.0, NANO_INOUT);
  /* A static arc: `last` runs after `b` completes, no address matching involved. */
  nano_task *last = nano_create(report, 0, NULL);
  nano_precede(b, last);
  nano_submit_release(a);
  nano_submit_release(b);
  nano_submit_release(last);
  nano_wait_all(); /* from main: blocks this thread until every task completed */
  /* Sequentially: data[0] = 0*2+1 = 1; data[999] = 0*3+1 = 1; data[500] = (0*2+1)*3+1 = 4. */
  int ok = data[0] == 1.0 && data[999] == 1.0 && data[500] == 4.0;
  nano_shutdown();
  return ok ? 0 : 1;
}
