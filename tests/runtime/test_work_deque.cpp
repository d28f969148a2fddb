// test_work_deque.cpp — the Chase-Lev deque: owner LIFO, thief FIFO, the owner's cached top, every item taken once.
#include <atomic>
#include <thread>
#include <vector>

#include <catch2/catch.hpp>

#include "sched/work_deque.hpp"

using nano::detail::WorkDeque;

namespace {
std::uintptr_t item(int i) { return static_cast<std::uintptr_t>(i + 1) << 1; }  // never 0, never fiber-tagged
}  // namespace

TEST_CASE("the owner pops the newest item and thieves steal the oldest", "[runtime][deque]") {
  WorkDeque d;
  d.open(4);  // small: pushes below grow the buffer twice
  for (int i = 0; i < 10; ++i) d.push(item(i));
  CHECK(d.size_estimate() == 10);
  CHECK(d.steal() == item(0));
  CHECK(d.steal() == item(1));
  CHECK(d.pop() == item(9));
  CHECK(d.pop() == item(8));
  CHECK(d.size_estimate() == 6);
  for (int i = 2; i < 6; ++i) CHECK(d.steal() == item(i));
  CHECK(d.pop() == item(7));
  CHECK(d.steal() == item(6));
  CHECK(d.pop() == 0);
  CHECK(d.steal() == 0);
  CHECK(d.looks_empty());
  d.close();
}

TEST_CASE("owner_holds_more_than answers from the owner's view of top, refreshed when it says yes",
          "[runtime][deque]") {
  WorkDeque d;
  d.open(8);
  for (int i = 0; i < 6; ++i) d.push(item(i));
  CHECK(d.owner_holds_more_than(5));
  CHECK_FALSE(d.owner_holds_more_than(6));
  // Thieves take four: the owner's cached top is stale, the answer must not be.
  for (int i = 0; i < 4; ++i) CHECK(d.steal() == item(i));
  CHECK_FALSE(d.owner_holds_more_than(2));
  CHECK(d.owner_holds_more_than(1));
  // The ring reuses the stolen slots without growing past what it holds.
  for (int i = 6; i < 12; ++i) d.push(item(i));
  CHECK(d.size_estimate() == 8);
  for (int i = 11; i >= 4; --i) CHECK(d.pop() == item(i));
  CHECK(d.pop() == 0);
  d.close();
}

TEST_CASE("the throttle's view of the queue trusts a yes for a bounded number of calls, never a stale no",
          "[runtime][deque]") {
  WorkDeque d;
  d.open(16);
  for (int i = 0; i < 10; ++i) d.push(item(i));
  std::uint32_t trusted = 0;  // the caller's countdown (ThreadState::throttle_trusted_yes_left)
  CHECK(d.owner_probably_holds_more_than(8, trusted));
  CHECK(trusted == WorkDeque::stale_yes_limit);
  // Thieves take eight: the answer may stay yes for stale_yes_limit calls, then it is no.
  for (int i = 0; i < 8; ++i) CHECK(d.steal() == item(i));
  std::uint32_t stale = 0;
  while (d.owner_probably_holds_more_than(8, trusted) && stale <= WorkDeque::stale_yes_limit) ++stale;
  CHECK(stale <= WorkDeque::stale_yes_limit);
  CHECK_FALSE(d.owner_probably_holds_more_than(8, trusted));
  CHECK(d.owner_probably_holds_more_than(1, trusted));  // two left: fresh view
  CHECK_FALSE(d.owner_probably_holds_more_than(2, trusted));
  // A "no" is never kept: after pushes it says yes at once.
  for (int i = 10; i < 20; ++i) d.push(item(i));
  CHECK(d.owner_probably_holds_more_than(8, trusted));
  while (d.pop() != 0) {
  }
  d.close();
}

TEST_CASE("with thieves stealing while the owner pushes and pops, every item is taken exactly once",
          "[runtime][deque]") {
  const int thieves = GENERATE(1, 3);
  constexpr int count = 200000;
  WorkDeque d;
  d.open(16);  // grows under the thieves' feet
  std::vector<std::atomic<int>> taken(count);
  std::atomic<bool> done{false};
  std::atomic<long> stolen{0};
  std::vector<std::thread> pool;
  for (int t = 0; t < thieves; ++t)
    pool.emplace_back([&] {
      while (!done.load(std::memory_order_acquire) || !d.looks_empty()) {
        if (std::uintptr_t x = d.steal()) {
          taken[(x >> 1) - 1].fetch_add(1, std::memory_order_relaxed);
          stolen.fetch_add(1, std::memory_order_relaxed);
        }
      }
    });
  long popped = 0;
  for (int i = 0; i < count; ++i) {
    d.push(item(i));
    if (i % 3 == 0) {  // the owner takes some back, racing for the last ones
      if (std::uintptr_t x = d.pop()) {
        taken[(x >> 1) - 1].fetch_add(1, std::memory_order_relaxed);
        ++popped;
      }
    }
  }
  while (std::uintptr_t x = d.pop()) {
    taken[(x >> 1) - 1].fetch_add(1, std::memory_order_relaxed);
    ++popped;
  }
  done.store(true, std::memory_order_release);
  for (auto &t : pool) t.join();
  int wrong = 0;
  for (auto &n : taken)
    if (n.load() != 1) ++wrong;
  CHECK(wrong == 0);
  CHECK(popped + stolen.load() == count);
  d.close();
}
