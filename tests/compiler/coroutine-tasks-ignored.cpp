// A directive in a coroutine is ignored with a warning saying why (its body is
// split at each co_await/co_yield/co_return), and the coroutine compiles as
// written. Before, the task handles were inserted at offset 0 of the file, and
// the translation failed with "unknown type name 'nano_task'" at line 1 (bb55 m13).
// RUN: %translate %s -- -std=c++20 > %t.cpp 2> %t.err
// RUN: %FileCheck %s --check-prefix=WARN < %t.err
// RUN: %clang -fsyntax-only -std=c++20 -Wall -Werror -I %runtime_include %t.cpp
#include <coroutine>

struct Generator {
  struct promise_type {
    long value = 0;
    Generator get_return_object() { return Generator{std::coroutine_handle<promise_type>::from_promise(*this)}; }
    std::suspend_always initial_suspend() noexcept { return {}; }
    std::suspend_always final_suspend() noexcept { return {}; }
    std::suspend_always yield_value(long v) noexcept { value = v; return {}; }
    void return_void() noexcept {}
    void unhandled_exception() {}
  };
  std::coroutine_handle<promise_type> handle;
  ~Generator() { if (handle) handle.destroy(); }
};

static long work(long n) { return n * 2; }

Generator pairs(int n) {
  for (int i = 0; i < n; i++) {
    long a = 0, b = 0;
    #pragma nano task
    a = work(i);
    // WARN: coroutine-tasks-ignored.cpp:[[@LINE-2]]:18: warning: '#pragma nano task' ignored: it is in a coroutine, whose body the compiler splits at each co_await, co_yield and co_return; to run it in parallel, move the statements into a function the coroutine calls; the statement runs sequentially
    #pragma nano task
    b = work(i + 1);
    co_yield a + b;
  }
}

int main() {
  Generator g = pairs(3);
  long sum = 0;
  while (!g.handle.done()) {
    g.handle.resume();
    if (!g.handle.done()) sum += g.handle.promise().value;
  }
  return sum == 18 ? 0 : 1;
}
