// A task accessing a namespace-scope global or a static data member, directly
// or in a callee: the generated code registers it by its qualified name
// (`::stats::total`, `::Cfg::count`); it was named unqualified and the
// program did not compile (probe4 C23). A local with the same name as a global
// must not capture the registration either.
#include <cstdio>

namespace stats {
long total = 0;
namespace deep { long hits[4]; }
}  // namespace stats

struct Cfg {
  static long count;
  static inline long limit = 10;
};
long Cfg::count = 0;

namespace {
long hidden = 5;
}

long shadowed = 100;

static void add(long v) { stats::total += v; }
static void hit(int i) { stats::deep::hits[i] += i + 1; }
static void inc() { Cfg::count++; Cfg::limit += Cfg::count; }
static void grow() { hidden *= 3; }
static void bump_shadowed() { shadowed += 7; }

int main() {
  #pragma nano task
  add(4);
  #pragma nano task
  stats::total += 10;
  for (int i = 0; i < 4; i++) {
    #pragma nano task
    hit(i);
  }
  #pragma nano task
  inc();
  #pragma nano task
  inc();
  #pragma nano task
  grow();
  long before = stats::total;  // waits for the tasks writing stats::total
  {
    long shadowed = 1;  // the task's access is the global's, not this local's
    #pragma nano task
    bump_shadowed();
    shadowed += 1;
    std::printf("local %ld\n", shadowed);
  }
  std::printf("%ld %ld %ld %ld %ld %ld %ld %ld\n", before, stats::deep::hits[0], stats::deep::hits[3],
              Cfg::count, Cfg::limit, hidden, shadowed, stats::total);
  return 0;
}
