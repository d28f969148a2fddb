// runtime_fixture.hpp — shared helpers of the runtime tests: a scoped runtime and small task launchers.
#pragma once

#include <catch2/catch.hpp>

#include <nano/nano.h>

#include <atomic>
#include <cstdlib>
#include <new>
#include <type_traits>
#include <utility>

namespace test {

// Catch2 assertions are not thread-safe: code inside tasks records failures here and
// the test thread checks the count (ScopedRuntime does it after shutdown).
inline std::atomic<int> task_failures{0};
inline void ok(nano_status status) {
  if (status != NANO_OK) task_failures.fetch_add(1);
}
inline void expect(bool condition) {
  if (!condition) task_failures.fetch_add(1);
}

// nano_init(workers) for the scope; nano_shutdown at its end.
struct ScopedRuntime {
  explicit ScopedRuntime(int workers) {
    task_failures.store(0);
    REQUIRE(nano_init(workers) == NANO_OK);
  }
  ~ScopedRuntime() {
    nano_shutdown();
    CHECK(task_failures.load() == 0);
  }
  ScopedRuntime(const ScopedRuntime &) = delete;
  ScopedRuntime &operator=(const ScopedRuntime &) = delete;
};

// Creates (not submits) a task running `f` (a captureless-compatible callable copied
// into the argument block).
template <class F>
nano_task *make_task(F f) {
  static_assert(std::is_trivially_destructible_v<F>, "the C API never runs destructors of arguments");
  void *args = nullptr;
  nano_task *t = nano_create([](void *p) { (*static_cast<F *>(p))(); }, sizeof(F), &args);
  if (!t) std::abort();  // out of memory: no Catch2 macro here, this may run inside a task
  new (args) F(std::move(f));
  return t;
}

}  // namespace test
