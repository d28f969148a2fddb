// A reference bound to a global object (`long &gr = g;`, `long &e = garr[3];`)
// is usable in constant expressions, so clang marks its uses as no odr-use,
// as it does a constant's value: those uses are still accesses of the global
// (before, a task writing `gr` registered nothing and `long a = g;` did not
// wait for it).
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=EXPLAIN < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
long g = 1;
long &gr = g;
long garr[8];
static const long N = 4; // a constant's value is still no access

static long f(long x) { return x * 7; }
long outs[100];

// A reference bound to a fixed part of a global is that part: a loop reading
// through it and writing another global array runs in parallel (bb71 F7: "'outs'
// and 'r' may point to overlapping memory").
void scaled() {
  const long &r = garr[2];
  // EXPLAIN-DAG: global-references.cpp:[[@LINE+2]]:3: remark: loop runs in parallel (nano_parallel_for)
  #pragma nano loop
  for (int i = 0; i < 100; i++) outs[i] = r * i;
}

int main() {
  // EXPLAIN-DAG: global-references.cpp:[[@LINE+3]]:3: remark: task write 'gr'
  // CHECK: nano_access(nano_t_, NANO_OUT, nano_bytes_(&(::g)), static_cast<size_t>(8));
  #pragma nano task
  gr = f(3);
  // EXPLAIN-DAG: global-references.cpp:[[@LINE+1]]:3: remark: wait inserted here: this statement reads 'g' which a task writes
  long a = g;
  long &e = garr[3];
  // EXPLAIN-DAG: global-references.cpp:[[@LINE+3]]:3: remark: task read/write 'e'
  // CHECK: nano_access(nano_t_, NANO_INOUT, (nano_bytes_(&(::garr)) + (24)), static_cast<size_t>(8));
  #pragma nano task
  e += N;
  // EXPLAIN-DAG: global-references.cpp:[[@LINE+1]]:3: remark: wait inserted here: this statement reads 'garr[3]' which a task writes
  return static_cast<int>(a + garr[3]);
}
