// test_cpp_layer.cpp — the C++20 layer: RAII runtime, lambdas with captures, builders, events.
#include <atomic>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <nano/nano.hpp>

#include "runtime_fixture.hpp"

extern "C" int nano_test_c_header_use(void);

TEST_CASE("lambdas with non-trivial captures run and are destroyed", "[runtime][cpp]") {
  const int workers = GENERATE(1, 2, 4, 8);
  nano::runtime rt(workers);
  CHECK(rt.workers() == workers);
  auto shared = std::make_shared<int>(5);
  std::atomic<int> sum{0};
  for (int i = 0; i < 100; ++i) {
    std::string text(i < 10 ? 1 : 2, 'x');  // a heap-free capture with a destructor all the same
    nano::spawn_detached([shared, text, &sum] { sum.fetch_add(*shared + static_cast<int>(text.size())); });
  }
  nano::wait_all();
  CHECK(sum.load() == 100 * 5 + 10 * 1 + 90 * 2);
  CHECK(shared.use_count() == 1);  // every copy inside a task was destroyed
}

TEST_CASE("builders add arcs and accesses", "[runtime][cpp]") {
  const int workers = GENERATE(1, 3, 8);
  nano::runtime rt(workers);
  std::vector<int> log;
  int cell = 0;
  nano::task a = nano::task_builder([&] { log.push_back(1); }).label("a").source(__FILE__, __LINE__).submit();
  nano::task b = nano::task_builder([&] { log.push_back(2); }).after(a).submit();
  nano::task_builder([&] { cell = static_cast<int>(log.size()); }).after(b).out(cell).submit_detached();
  nano::task_builder([&] { cell *= 10; }).inout(cell).submit_detached();
  nano::wait_all();
  CHECK(log == std::vector<int>{1, 2});
  CHECK(cell == 20);
}

TEST_CASE("nested spawn with task handles", "[runtime][cpp]") {
  const int workers = GENERATE(range(1, 9));
  nano::runtime rt(workers);
  std::function<long(int)> fib = [&](int n) -> long {
    if (n < 2) return n;
    long x = 0;
    nano::task t = nano::spawn([&] { x = fib(n - 1); });
    long y = fib(n - 2);
    t.wait();
    return x + y;
  };
  long r = 0;
  nano::spawn([&] { r = fib(15); }).wait();
  CHECK(r == 610);
}

TEST_CASE("events and the C header are usable from C++", "[runtime][cpp]") {
  nano::runtime rt(2);
  nano::event e;
  std::atomic<int> v{0};
  nano::spawn_detached([&] {
    e.wait();
    v.store(1);
  });
  e.signal();
  nano::wait_all();
  CHECK(v.load() == 1);
  CHECK(nano_test_c_header_use() == NANO_OK);
  nano::wait_all();
}
