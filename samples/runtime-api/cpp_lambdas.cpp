// cpp_lambdas.cpp — the C++20 layer: RAII runtime, lambdas, task handles, exceptions rethrown at the wait.
#include <nano/nano.hpp>

#include <cstdio>
#include <stdexcept>
#include <vector>

long fib(int n) {
  if (n < 2) return n;
  long x = 0;
  nano::task child = nano::spawn([&] { x = fib(n - 1); });  // captures by reference: we wait below
  long y = fib(n - 2);
  child.wait();
  return x + y;
}

int main() {
  nano::runtime runtime;  // nano_init(0) ... nano_shutdown() at scope exit

  long result = 0;
  nano::spawn([&] { result = fib(20); }).wait();
  std::printf("fib(20) = %ld on %d workers\n", result, runtime.workers());

  // Builders: metadata, arcs and region accesses before submission.
  std::vector<int> v(100, 1);
  nano::task fill = nano::task_builder([&] {
                      for (int &x : v) x *= 2;
                    })
                        .label("fill")
                        .inout(v.data(), v.size() * sizeof(int))
                        .submit();
  nano::task sum = nano::task_builder([&] { std::printf("sum = %d\n", v[0] * 100); })
                       .label("sum")
                       .in(v.data(), v.size() * sizeof(int))  // ordered after `fill`
                       .submit();
  sum.wait();

  // An exception thrown by a task is rethrown by the wait that observes it.
  try {
    nano::spawn([] { throw std::runtime_error("bad input"); }).wait();
  } catch (const std::runtime_error &e) { std::printf("caught: %s\n", e.what()); }
  return result == 6765 && v[0] == 2 ? 0 : 1;
}
