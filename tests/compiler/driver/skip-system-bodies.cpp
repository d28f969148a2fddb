// By default (no shared preamble, NANO_TRANSLATE_SKIP_SYSTEM_BODIES not 0), the
// plugin's analysis parse skips the bodies of system-header functions
// (SystemBodySkipping.h). A constexpr call (an array bound,
// a static_assert), an `auto`-returning function and templates instantiated in the
// main file (std::vector<int>::push_back, std::sort, a system template) translate
// to the same source as with every body parsed (NANO_TRANSLATE_SKIP_SYSTEM_BODIES=0)
// and as with the shared preamble (NANO_TRANSLATE_PREAMBLE=1), and the
// program prints what the plain clang++ build prints. An error in a skipped body
// (here, of a system template instantiated from the main file) and one in the main
// file are each reported exactly once, by the compile.
// RUN: rm -rf %t && mkdir -p %t/skip %t/parsed %t/shared
// RUN: %nanoccxx -O1 -isystem %S/Inputs/system --keep -c %s -o %t/skip/app.o
// RUN: %nanoccxx %t/skip/app.o -o %t/skip/app
// RUN: env NANO_TRANSLATE_SKIP_SYSTEM_BODIES=0 %nanoccxx -O1 -isystem %S/Inputs/system --keep -c %s -o %t/parsed/app.o
// RUN: env NANO_TRANSLATE_PREAMBLE=1 %nanoccxx -O1 -isystem %S/Inputs/system --keep -c %s -o %t/shared/app.o
// RUN: diff %t/skip/skip-system-bodies.nano.cpp %t/parsed/skip-system-bodies.nano.cpp
// RUN: diff %t/skip/skip-system-bodies.nano.cpp %t/shared/skip-system-bodies.nano.cpp
// RUN: %clangxx -O1 -Wno-unknown-pragmas -isystem %S/Inputs/system %s -o %t/plain
// RUN: %t/plain > %t/plain.out
// RUN: env NANO_WORKERS=2 %t/skip/app > %t/skip.out
// RUN: diff %t/plain.out %t/skip.out
// RUN: %FileCheck %s --check-prefix=OUT < %t/skip.out
// RUN: not %nanoccxx -isystem %S/Inputs/system -DSYS_BROKEN -c %s -o %t/broken.o 2> %t/sys-broken.err
// RUN: %FileCheck %s --check-prefix=SYS < %t/sys-broken.err
// RUN: not %nanoccxx -isystem %S/Inputs/system -DMAIN_BROKEN -c %s -o %t/broken.o 2> %t/main-broken.err
// RUN: %FileCheck %s --check-prefix=MAIN < %t/main-broken.err
// OUT: 4950 99 18 9 9
// SYS: skipped-bodies.h:21:4: error: member reference base type 'int' is not a structure or union
// SYS-NOT: error:
// MAIN: skip-system-bodies.cpp:[[@LINE+25]]:3: error: use of undeclared identifier 'undeclared_name'
// MAIN-NOT: error:
#include <algorithm>
#include <array>
#include <cstdio>
#include <functional>
#include <vector>

#include <skipped-bodies.h>

static std::array<int, sys_square(3)> table;
static_assert(sys_square(4) == 16, "a constexpr body is parsed");

int main() {
  std::vector<int> a, b;
  for (int i = 0; i < 100; i++) a.push_back(i);
  int sum = 0, twice = 0;
  #pragma nano task
  sum = sys_sum(a);
  #pragma nano task
  {
    b.assign(a.begin(), a.end());
    std::sort(b.begin(), b.end(), std::greater<int>());
  }
#ifdef MAIN_BROKEN
  undeclared_name = 1;
#endif
  #pragma nano task
  twice = sys_twice(static_cast<int>(table.size()));
  int plain = sys_plain(1);
  sys_bump(plain);
  std::printf("%d %d %d %d %zu\n", sum, b[0], twice, plain, table.size());
  return 0;
}
