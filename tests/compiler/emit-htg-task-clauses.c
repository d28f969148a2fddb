// --emit-htg: a task's in/out/inout clauses are accesses of its node, as
// written (the same syntax), so tasks ordered only by their clauses get their
// arc. Before, clause accesses were dropped and the graph had no arc
// (probe7 G13).
// RUN: %translate %s --emit-htg %t.json > /dev/null
// RUN: %nano_htg arcs %t.json | %FileCheck %s
// RUN: %nano_htg validate %t.json
static long buf[64];
static void *h = buf;
static long total;
static void produce(void *p) { long *b = p; for (int i = 0; i < 64; i++) b[i] = i; }
static void consume(void *p) { long *b = p; for (int i = 0; i < 64; i++) total += b[i]; }
int main(void) {
  #pragma nano task out(buf[0:64])
  produce(h);
  #pragma nano task in(buf[0:64]) inout(total)
  consume(h);
  return (int)total;
}
// CHECK: n1 -> n2  data on buf
