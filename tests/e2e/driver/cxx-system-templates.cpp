// C++ with heavy standard headers: the translation that reads the headers from the
// shared precompiled preamble (NANO_TRANSLATE_PREAMBLE=1) equals the default one that
// parses them: the parallel block's cost estimates count library calls as bodiless, the task
// arcs come from summaries of the user header's template and inline function.
// RUN: rm -rf %t && mkdir -p %t/shared %t/parsed
// RUN: env NANO_TRANSLATE_PREAMBLE=1 %nanoccxx -O1 --keep -I %S/Inputs %s -o %t/shared/app
// RUN: %nanoccxx -O1 --keep -I %S/Inputs %s -o %t/parsed/app
// RUN: diff %t/shared/cxx-system-templates.nano.cpp %t/parsed/cxx-system-templates.nano.cpp
// RUN: %FileCheck %s --check-prefix=KEPT < %t/shared/cxx-system-templates.nano.cpp
// RUN: %t/shared/app > %t/shared.out
// RUN: %FileCheck %s < %t/shared.out
// RUN: %clangxx -fplugin=%plugin -O1 -I %S/Inputs -fplugin-arg-nano-keep=%t/plugin.cpp -c %s -o %t/plugin.o
// RUN: diff %t/shared/cxx-system-templates.nano.cpp %t/plugin.cpp
// The merged statement's cost is estimated (library calls count as bodiless callees).
// KEPT: nano_set_cost
// CHECK: sorted 0 .. 999, sum 499500, scaled sum 999000
// CHECK: counts 0:100 1:100 2:100 3:100 4:100 5:100 6:100 7:100 8:100 9:100
// CHECK: bumps 45
#include <algorithm>
#include <cstdio>
#include <map>
#include <numeric>
#include <string>
#include <vector>

#include "user-templates.h"

static void fill(std::vector<long> &v, long seed) {
  for (std::size_t i = 0; i < v.size(); i++) v[i] = static_cast<long>((i * 7919 + seed) % 1000);
}

static void sort_values(std::vector<long> &v) { std::sort(v.begin(), v.end()); }

static void histogram(std::map<long, int> &h, const std::vector<long> &v) {
  for (long x : v) h[x % 10]++;
}

static std::string describe(const std::map<long, int> &h) {
  std::string s;
  for (const auto &kv : h) s += " " + std::to_string(kv.first) + ":" + std::to_string(kv.second);
  return s;
}

int main() {
  std::vector<long> a(1000), b(1000);
  std::map<long, int> counts;
  long total = 0, scaled = 0, bumps = 0;
  #pragma nano parallel
  {
    fill(a, 3);
    fill(b, 5);
    sort_values(a);
    histogram(counts, b);
    total = std::accumulate(a.begin(), a.end(), 0L);
  }
  #pragma nano task
  scale_all(b, 2L);
  scaled = std::accumulate(b.begin(), b.end(), 0L);
  for (long i = 0; i < 10; i++) {
    #pragma nano task
    bump(&bumps, i);
  }
  #pragma nano wait
  std::printf("sorted %ld .. %ld, sum %ld, scaled sum %ld\n", a.front(), a.back(), total, scaled);
  std::printf("counts%s\n", describe(counts).c_str());
  std::printf("bumps %ld\n", bumps);
  return 0;
}
