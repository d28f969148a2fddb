// task_clauses: in/out/inout for accesses the compiler cannot see (an opaque handle), cost and label.
//
// The buffers are reached through `void *` handles stored in a table, so what a
// task touches is invisible to the analysis; the clauses name it. Clauses only add
// accesses: everything inferred stays.
#include <stdio.h>

struct channel {
  int length;
  int data[64];
};

static struct channel channels[3];
static void *handles[3] = {&channels[0], &channels[1], &channels[2]};

static void produce(void *handle, int seed) {
  struct channel *c = handle;
  c->length = 64;
  for (int i = 0; i < 64; i++) c->data[i] = (seed * 131 + i * 7) % 97;
}

static void combine(void *into, const void *from) {
  struct channel *dst = into;
  const struct channel *src = from;
  for (int i = 0; i < 64; i++) dst->data[i] = dst->data[i] * 3 + src->data[i];
}

int main(void) {
  struct channel *a = &channels[0], *b = &channels[1];
  #pragma nano task out(*a) label("produce a") cost(64)
  produce(handles[0], 1);
  #pragma nano task out(b->length, b->data[0:64]) label("produce b") cost(64)
  produce(handles[1], 2);
  #pragma nano task inout(a->data[0:64]) in(b->data[0:64]) label("combine") cost(128)
  combine(handles[0], handles[1]);
  long sum = 0;
  for (int i = 0; i < 64; i++) sum += channels[0].data[i];
  printf("a.length = %d, b.length = %d, sum(a) = %ld\n", channels[0].length, channels[1].length, sum);
  printf("a[0..3] = %d %d %d %d, b[63] = %d\n", a->data[0], a->data[1], a->data[2], a->data[3],
         b->data[63]);
  return 0;
}
