// A call whose pointer parameter takes its default argument (`bump()` for
// `bump(long *p = &g)`): the task's access is the default's object. The access
// was printed from the call's (absent) argument text and the generated code
// did not compile (probe4 C22a).
#include <cstdio>

static long g = 1;
namespace counters { long hits = 0; }
static void bump(long *p = &g) { *p += 1; }
static void hit(long n = 2, long *p = &counters::hits) { *p += n; }

int main() {
  long s1 = 10;
  #pragma nano task
  bump();
  #pragma nano task
  bump(&s1);
  #pragma nano task
  hit();
  long seen = g + s1;  // waits for both bumps
  #pragma nano task
  hit(5);
  std::printf("%ld %ld %ld\n", seen, g, counters::hits);
  return 0;
}
