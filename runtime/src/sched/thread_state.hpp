// thread_state.hpp — per-thread runtime state (worker, outside thread or sentinel) behind one thread_local pointer.
//
// Every thread's `tl_state` starts at the constinit sentinel, whose task pool is
// unusable: the first allocation takes the slow path, which starts the runtime if
// needed and gives an outside thread its own state. So no hot path ever asks
// "initialised?". Owner-only fields are plain; fields other threads touch are atomics.
#pragma once

#include <atomic>
#include <cstdint>
#include <pthread.h>

#include "core/fiber.hpp"
#include "core/task.hpp"
#include "core/task_pool.hpp"
#include "diag/stats.hpp"
#include "sched/steal_backoff.hpp"
#include "sched/work_deque.hpp"

namespace nano::detail {

enum class ThreadKind : std::uint8_t { sentinel, worker, outside };

// Work to do right after a context switch, on the fiber switched to (the fiber left
// is then fully switched out, so it may be published to other workers).
struct PostSwitch {
  void (*fn)(Fiber *left, void *arg) = nullptr;
  Fiber *left = nullptr;
  void *arg = nullptr;
};

// A deque item is a Task* (start it) or a Fiber* | 1 (resume it).
inline constexpr std::uintptr_t fiber_tag = 1;
inline std::uintptr_t item_of(Task *t) noexcept { return reinterpret_cast<std::uintptr_t>(t); }
inline std::uintptr_t item_of(Fiber *f) noexcept { return reinterpret_cast<std::uintptr_t>(f) | fiber_tag; }
inline bool item_is_fiber(std::uintptr_t item) noexcept { return item & fiber_tag; }
inline Fiber *item_fiber(std::uintptr_t item) noexcept { return reinterpret_cast<Fiber *>(item & ~fiber_tag); }
inline Task *item_task(std::uintptr_t item) noexcept { return reinterpret_cast<Task *>(item); }

struct alignas(cache_line) ThreadState {
  constexpr ThreadState() = default;

  // --- owner-only, hot ---
  TaskPool pool;
  Task *current = nullptr;                      // running task (on an outside thread: one it waits for)
  Task *root = nullptr;                         // outside thread: the parent of the tasks it creates
  std::uintptr_t next = 0;                      // worker: immediate successor, run before the deque
  Fiber *fiber = nullptr;                       // worker: the fiber it runs on now
  std::uint64_t next_task_id = 0;               // ids are (index+1) << 40 | counter
  std::uint32_t throttle_trusted_yes_left = 0;  // worker: work_deque.hpp, owner_probably_holds_more_than
  std::uint32_t rng = 1;
  std::uint32_t spin_polls = 0;  // worker: steal rounds in spin phases (scheduler.cpp: steal_round)
  // Worker: between begin_spin and end_spin of idle(). Its steal rounds then look at
  // outside threads' deques only every few rounds (scheduler.cpp: steal_round). Kept
  // here, not in a thread_local: the scheduling loop runs on fibers that change kernel
  // threads, and a compiler may keep a thread-local's address across the switch.
  bool in_spin_phase = false;
  int id = -2;                   // worker id; -1 outside thread; -2 sentinel
  int index = -1;                // slot in the victim table
  std::uint32_t generation = 0;  // runtime instance this state is registered with
  ThreadKind kind = ThreadKind::sentinel;
  PostSwitch post;
  StackPool stacks;
  Fiber *call_stack = nullptr;  // worker: a free fiber kept for run_child_first's calls
  StealBackoff backoff;         // worker: its last steal and the producer it leaves alone
  Fiber thread_fiber;           // worker: the kernel thread's own context
  WorkerStats stats;
  std::uint64_t stats_awake_since = 0;  // end of the last idle period (reaction times)
  bool after_suspension = false;        // worker: a nano-thread waits and no other work started since

  // --- shared ---
  WorkDeque deque;                                // stolen from by every worker
  std::atomic<std::uint32_t> wake_word{0};        // outside thread sleeps here while waiting
  std::atomic<std::uint64_t> progress{0};         // worker: nano-threads started or resumed
  std::atomic<std::uint64_t> suspended_count{0};  // worker: suspensions (for reports)
  std::atomic<std::uint64_t> resumed_count{0};    // worker: resumptions (for reports)
  std::atomic<bool> blocked{false};               // outside thread: inside a runtime wait
  std::atomic<bool> runs_task{false};             // outside thread: runs a task it waits for (wait.cpp)
  std::atomic<bool> orphan{false};                // outside thread exited; state reusable
  pthread_t handle{};                             // worker's kernel thread
  void *altstack = nullptr;                       // worker's signal stack
};

// constinit: no TLS wrapper call on access. initial-exec (as trace/event_buffer.hpp's
// current_buffer): one %fs-relative load even in position-independent code (the
// library is built with -fPIC), not a __tls_get_addr call, around which nano_create
// and nano_submit had to save registers (-15 instructions per throttled task).
extern constinit thread_local ThreadState *tl_state __attribute__((tls_model("initial-exec")));
extern constinit ThreadState sentinel_state;

// Re-reads the thread-local pointer. Use it after anything that may have switched
// fibers: a resumed nano-thread can be on another kernel thread, and a compiler may
// keep a thread-local address across a call, so this is never inlined.
ThreadState *current_thread_state() noexcept;

}  // namespace nano::detail
