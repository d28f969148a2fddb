// A task created in a catch handler that reads the handler's parameter (a
// reference to the exception object) is waited for at the end of the handler,
// where the exception object is destroyed (bb56 3: the wait came after the try
// statement, and the task read a destroyed object). One that does not read it
// is waited for where its result is needed.
// RUN: %translate %s -- -std=c++17 > %t.cpp
// RUN: %FileCheck %s < %t.cpp
// RUN: %clangxx -fsyntax-only -std=c++17 -Wall -Werror -I %runtime_include %t.cpp
struct E {
  long code;
  ~E() { code = -999; }
};
long slow_code(const E &e) {
  long s = 0;
  for (long i = 0; i < 1000; i++) s += i & 1;
  return e.code + s;
}
long slow(long v) {
  long s = v;
  for (long i = 0; i < 1000; i++) s += i & 1;
  return s;
}

long reads_exception() {
  long r = 0;
  try {
    throw E{7};
  } catch (const E &e) {
    #pragma nano task
    r = slow_code(e);
    // CHECK: nano_wait_handle_(&nano_h_{{[0-9]+}}); }
  }
  return r;
}

long other_work(long v) {
  long r = 0;
  try {
    throw E{7};
  } catch (const E &) {
    #pragma nano task
    r = slow(v);
  }
  // CHECK: nano_wait_handle_(&nano_h_{{[0-9]+}}); return r;
  return r;
}
