// A write (or a read) through a reference that a function returns is an access
// of the memory the reference designates: an element of an argument's array
// (`pick(buf, 2) = 9`), memory behind a pointer member (`v->at(i) = b`,
// `s->ref() += v`), a node's own field (`n->value() += 9`). The creator's later
// read of that memory waits for the task, and a later write waits for a reader.
#include <cstdio>

static long buf[8];
static long &pick(long *a, int i) { return a[i]; }
static void write_second(long *a) { pick(a, 2) = 9; }

struct Vec {
  double *d;
  int n;
  double &at(int i) { return d[i]; }
};
static void fill(Vec *v, double b) {
  for (int i = 0; i < v->n; i++) v->at(i) = b;
}

class Sink {
  long *p_;
 public:
  explicit Sink(long *p) : p_(p) {}
  long &ref() { return *p_; }
};
static void add(Sink *s, long v) { s->ref() += v; }

struct Node {
  long val;
  Node *next;
  long &value() { return val; }
};
static void bump_all(Node *n) {
  for (; n; n = n->next) n->value() += 9;
}
static Node n2{0, nullptr}, n1{0, &n2};

int main() {
  #pragma nano task
  pick(buf, 1) = 4;
  long x1 = buf[1];

  #pragma nano task
  write_second(buf);
  long x2 = buf[2];

  double dbuf[64] = {0};
  Vec v{dbuf, 64};
  #pragma nano task
  fill(&v, 5.0);
  double x3 = dbuf[10];

  long sum = 0;
  Sink s(&sum);
  #pragma nano task
  add(&s, 5);
  long x4 = sum;

  #pragma nano task
  bump_all(&n1);
  long x5 = n2.val;

  long seen = 0;
  #pragma nano task
  seen = pick(buf, 3);
  buf[3] = 100;

  std::printf("%ld %ld %.1f %ld %ld %ld\n", x1, x2, x3, x4, x5, seen);
  return 0;
}
