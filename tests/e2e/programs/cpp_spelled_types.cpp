// Types the generated argument blocks must spell at file scope: what `auto`
// deduces from library calls (make_shared's alias templates, a map of
// strings), classes and enums nested in a class (in a namespace or not), a
// chrono time point, types of an anonymous namespace (tasks and loops). Each
// was printed with its sugar ("std::shared_ptr<_NonArray<vector<long, ...>>>",
// "geo::struct Mesh::Cell", "struct (anonymous namespace)::Acc") and the
// program did not compile (probe4 C8, C9, C11).
#include <chrono>
#include <cstdio>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace geo {
struct Mesh {
  struct Cell { int id; double v; };
  enum class Kind { coarse, fine };
};
}  // namespace geo

struct Shape {
  enum class State { idle, busy };
  enum Kind { k1, k2 };
};

namespace {
struct Acc { long s = 0; };
void add(Acc &a, long v) { a.s += v; }
struct P { long x; };
}  // namespace

static long size_of(std::shared_ptr<std::vector<long>> p) { return (long)p->size(); }
static long length_of(std::shared_ptr<std::string> p) { return (long)p->size(); }
static long lookup(std::map<std::string, int> m) { return m["a"]; }
static double value_of(geo::Mesh::Cell c) { return c.v; }
static void bump(geo::Mesh::Cell *c) { c->v += 1; }
static long kind_code(geo::Mesh::Kind k) { return k == geo::Mesh::Kind::fine ? 7 : 3; }
static long state_code(Shape::State s) { return s == Shape::State::busy ? 11 : 5; }
static long plain_code(Shape::Kind k) { return k == Shape::k2 ? 13 : 17; }
static long since(std::chrono::steady_clock::time_point t) {
  return t.time_since_epoch().count() >= 0 ? 1 : 0;
}

int main() {
  auto sp = std::make_shared<std::vector<long>>(10, 3);
  auto ss = std::make_shared<std::string>("abcd");
  auto m = std::map<std::string, int>{{"a", 1}};
  long r1 = 0, r2 = 0, r3 = 0, r4 = 0, r5 = 0, r6 = 0, r7 = 0;
  #pragma nano task
  r1 = size_of(sp);
  #pragma nano task
  r2 = length_of(ss);
  #pragma nano task
  r3 = lookup(m);

  geo::Mesh::Cell a{1, 2.0}, b{2, 3.0};
  double r8 = 0;
  #pragma nano task
  bump(&a);
  #pragma nano task
  r8 = value_of(b);
  geo::Mesh::Kind k = geo::Mesh::Kind::fine;
  Shape::State st = Shape::State::busy;
  Shape::Kind pk = Shape::k2;
  #pragma nano task
  r4 = kind_code(k);
  #pragma nano task
  r5 = state_code(st);
  #pragma nano task
  r6 = plain_code(pk);
  auto t = std::chrono::steady_clock::time_point{};
  #pragma nano task
  r7 = since(t);

  Acc x, y;
  #pragma nano task
  add(x, 3);
  #pragma nano task
  add(y, 4);

  P ps[100];
  geo::Mesh::Cell cs[100];
  #pragma nano loop
  for (int i = 0; i < 100; i++) {
    ps[i].x = i;
    cs[i].v = 2 * i;
  }
  long sum = 0;
  for (int i = 0; i < 100; i++) sum += ps[i].x + (long)cs[i].v;

  std::printf("%ld %ld %ld %ld %ld %ld %ld %g %g %ld %ld %ld\n", r1, r2, r3, r4, r5, r6, r7, r8, a.v, x.s, y.s, sum);
  return 0;
}
