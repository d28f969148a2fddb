// fiber.hpp — execution contexts (stacks with a guard page) that nano-threads run and suspend on.
//
// A fiber is a stack plus a saved stack pointer. A worker always runs on a fiber
// taken from its StackPool; every task it picks starts on that fiber (its stack is
// bound when it first runs). When a task suspends, its fiber stays with it and the
// worker continues on a fresh fiber; when a suspended task is resumed, the worker
// switches to that fiber and its own current fiber returns to the pool.
#pragma once

#include <cstddef>
#include <cstdint>

namespace nano::detail {

struct Task;

struct Fiber {
  void *sp = nullptr;          // saved stack pointer while switched out
  char *stack_lo = nullptr;    // lowest usable byte (just above the guard page)
  std::size_t stack_size = 0;  // usable bytes
  char *mapping = nullptr;     // whole mapping; the guard page is its first page
  std::size_t mapping_size = 0;
  std::size_t requested_size = 0;   // NANO_STACK_SIZE it was mapped for (pool reuse key)
  Fiber *next_free = nullptr;       // StackPool free list
  Task *task = nullptr;             // innermost task while suspended
  void *tsan_fiber = nullptr;       // ThreadSanitizer's fiber handle
  void *asan_fake_stack = nullptr;  // AddressSanitizer's fake-stack save slot
  bool is_thread = false;           // the kernel thread's own stack (not pooled)
};

using FiberEntry = void (*)(Fiber *);

// Per-worker cache of stacks. Owner-only: no synchronisation.
class StackPool {
 public:
  // A fiber whose first switch-in calls `entry(fiber)`. Null if mmap failed.
  Fiber *get(std::size_t stack_size, FiberEntry entry) noexcept;
  void put(Fiber *fiber) noexcept;  // keeps a few, unmaps the rest
  void release_all() noexcept;
  std::uint64_t mapped() const noexcept { return mapped_; }

 private:
  Fiber *free_ = nullptr;
  int cached_ = 0;
  std::uint64_t mapped_ = 0;
};

// Switches from `from` (saving its context unless `from_finished`) to `to` on the
// calling kernel thread, telling the sanitizers. Returns when `from` is resumed.
void switch_fiber(Fiber *from, Fiber *to, bool from_finished) noexcept;
// Must be the first call on a fresh fiber (tells the sanitizers the switch ended).
void fiber_started(Fiber *self) noexcept;
// Registers the calling kernel thread's own stack as `fiber`.
void adopt_thread_fiber(Fiber *fiber) noexcept;
void release_thread_fiber(Fiber *fiber) noexcept;

// The fiber whose guard page (or the memory just below it) holds `address`, if it is `fiber`'s.
bool fiber_guard_contains(const Fiber *fiber, const void *address) noexcept;

}  // namespace nano::detail
