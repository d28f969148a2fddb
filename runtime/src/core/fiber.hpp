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

#include "core/sanitizers.hpp"

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
  // call_on_fiber protocol: the fiber whose code called into this one and waits for
  // the call to return (its context is saved in its `sp`). Code on this fiber clears
  // it to detach, and then switches to it instead of returning.
  Fiber *called_from = nullptr;
  void (*call_fn)(void *) = nullptr;  // the call in progress (the sanitizer builds' switch-based
  void *call_arg = nullptr;           // variant makes it; the scheduler reads call_arg)
};

using FiberEntry = void (*)(Fiber *);

// Per-worker cache of stacks. Owner-only: no synchronisation.
class StackPool {
 public:
  // A fiber whose first switch-in calls `entry(fiber)`. Null if mmap failed.
  Fiber *get(std::size_t stack_size, FiberEntry entry) noexcept;
  // A fiber to be entered only by call_on_fiber (no initial frame). Null if mmap failed.
  Fiber *take(std::size_t stack_size) noexcept;
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
// Calls fn(arg) on `callee`'s stack from the running fiber `caller`, which is left
// resumable by switch_fiber(…, caller, …) as if this call had returned. Either fn
// returns while callee->called_from is still `caller` — then this returns normally
// (a call/return pair, no context switch in non-sanitized builds) and the caller may
// recycle `callee` — or fn's code clears called_from, switches to `caller` (this call
// then returns) and never returns from fn: `callee` lives on as an ordinary fiber.
// Before that switch, detach_caller(caller) must be called on `callee`.
void call_on_fiber(Fiber *caller, Fiber *callee, void (*fn)(void *), void *arg) noexcept;
#if !defined(NANO_ASAN) && !defined(NANO_TSAN)
}  // namespace nano::detail
extern "C" void nano_call_on_stack(void **save_sp, void *stack_top, void (*fn)(void *), void *arg);
namespace nano::detail {
inline void call_on_fiber(Fiber *caller, Fiber *callee, void (*fn)(void *), void *arg) noexcept {
  callee->called_from = caller;
  callee->call_fn = fn;
  callee->call_arg = arg;
  callee->task = nullptr;
  auto top = reinterpret_cast<std::uintptr_t>(callee->stack_lo + callee->stack_size) & ~std::uintptr_t{15};
  nano_call_on_stack(&caller->sp, reinterpret_cast<void *>(top), fn, arg);
}
#endif
// Completes the caller's saved context for a switch back: on x86-64 the call skipped
// the MXCSR / x87 control words, so the current ones are stored. They equal the
// caller's unless code on the callee changed the FP rounding/exception mode and had not
// restored it yet — then the caller inherits that mode (documented in docs/runtime.md).
void detach_caller(Fiber *callee) noexcept;
// Must be the first call on a fresh fiber (tells the sanitizers the switch ended).
void fiber_started(Fiber *self) noexcept;
// Registers the calling kernel thread's own stack as `fiber`.
void adopt_thread_fiber(Fiber *fiber) noexcept;
void release_thread_fiber(Fiber *fiber) noexcept;

// True while more than half of `fiber`'s stack is free below the calling frame (the
// caller runs on `fiber`). Whoever runs another nano-thread as a plain call on the
// current stack (a wait running the awaited task, a throttled child, an outside thread
// helping) checks it first and otherwise gives that nano-thread a stack of its own, so
// that a chain of nested nano-threads goes on on fresh stacks instead of overflowing:
// recursion depth is bounded by memory, not by NANO_STACK_SIZE.
[[gnu::always_inline]] inline bool half_of_stack_free(const Fiber *fiber) noexcept {
  auto left = reinterpret_cast<std::uintptr_t>(__builtin_frame_address(0)) -
              reinterpret_cast<std::uintptr_t>(fiber->stack_lo);
  return left > fiber->stack_size / 2;
}

// The fiber whose guard page (or the memory just below it) holds `address`, if it is `fiber`'s.
bool fiber_guard_contains(const Fiber *fiber, const void *address) noexcept;
// A fault at `address` with the stack pointer `sp` below `fiber`'s guard page: a
// frame larger than the stack moved the pointer past the guard without touching
// it (code built without -fstack-clash-protection).
bool fiber_frame_past_guard(const Fiber *fiber, const void *address, const void *sp) noexcept;

}  // namespace nano::detail
