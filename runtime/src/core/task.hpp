// task.hpp — the nano-thread descriptor: one fixed-size header followed by the argument block.
//
// Counters (all stated with their protocol):
//  * unresolved — dependences not yet satisfied. Starts at build_sentinel (far above
//    any arc count) at nano_create; each predecessor that completes subtracts 1, so
//    while the task is being built the counter cannot reach 0 and a finishing
//    predecessor can never release it half-built. Arcs are only counted (nlinks, a
//    plain field) while building; nano_submit subtracts build_sentinel - nlinks in
//    one step. Whoever takes it to 0 makes the task ready.
//  * alive — 1 for the body while it has not returned, plus 1 per submitted child
//    not completed (except a throttled child while it runs as a call from the body,
//    flag_uncounted), plus waiter_flag while the body is suspended in nano_wait_all,
//    plus child_credit: the body adds child_credit_batch at once when it runs out of
//    credit and each submit of a child spends one credit instead of an atomic add
//    (children completing on other workers are then the only writers of the line).
//    The body hands unspent credit back (return_child_credit) before anything reads
//    `alive` against 1: its nano_wait_all and the end of its body.
//    Whoever takes it to 0 completes the task (Cilk-style implicit wait: the body's
//    stack is not held while children finish).
//  * refs — the creator's handle + the execution reference + one per region-map
//    entry naming the task. The last release frees the block.
//  * successors / waiters — lock-free stacks closed by the completer with an
//    exchange (closed_list); a push that finds the list closed knows the task is done.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>

#include "core/config.hpp"
#include "nano/nano.h"

namespace nano::detail {

struct Task;
struct TaskPool;
struct Fiber;
struct RegionMap;
struct ExceptionRecord;

// One arc pred -> succ, stored inside the successor and linked on the predecessor's
// successor stack. The completer reads `next` before releasing `succ`.
struct ArcLink {
  ArcLink *next;
  Task *succ;
};

// A thread of control waiting for a task, for its children or for an event. A
// nano-thread's node lives on its suspended stack and it is resumed through the ready
// queues; an outside thread's node is heap-allocated and it sleeps on `done`.
struct WaitNode {
  WaitNode *next = nullptr;
  Fiber *fiber = nullptr;              // suspended nano-thread, or null
  std::atomic<std::uint32_t> done{0};  // outside thread: set to 1, then futex-woken
  void *target = nullptr;              // what is waited for (task or event), for reports
};

// A dynamic access registered with nano_access, matched at submit.
struct AccessRecord {
  std::uintptr_t begin;
  std::uintptr_t end;
  nano_access_mode mode;
};

inline constexpr std::uintptr_t closed_list = 1;  // successors/waiters after completion
inline constexpr std::int64_t waiter_flag = std::int64_t{1} << 40;
inline constexpr std::int32_t build_sentinel = std::int32_t{1} << 30;
inline constexpr int inline_links = 2;
inline constexpr int inline_accesses = 2;
inline constexpr std::int32_t child_credit_batch = 64;

// `started` is used only by claimable tasks (flag_claimable): their run is claimed by
// a CAS submitted -> started. Other tasks go from submitted to completed.
enum class Phase : std::uint8_t { building, submitted, started, completed };

enum TaskFlags : std::uint8_t {
  flag_has_preds = 1,   // an arc was added while building: unresolved may be shared
  flag_has_extras = 2,  // extra links/accesses: cleanup before free
  flag_uncounted = 4,   // throttled child running as a call from its parent's body: not in
                        // parent->alive (the parent can neither wait nor finish meanwhile);
                        // counted (flag cleared) when it detaches or its body returns with
                        // children alive
  flag_root = 8,        // an outside thread's pseudo-task (never runs)
  flag_workers_only = 16,  // never run by an outside thread waiting for it (keep_on_workers)
  flag_building_pred = 32,  // got a successor while building: counted in rt.inline_blockers until submitted
  flag_claimable = 64,      // ready at submit by an outside thread that kept the handle: the item holds a
                            // reference of its own and whoever claims it (phase submitted -> started)
                            // runs it, the dequeuing worker or the waiting thread (take_for_run)
};

// Layout: what creation writes and a run reads sits in the first two cache lines, so
// a task created on one worker and run on another moves two header lines (plus its
// argument block) between them; arcs, accesses and waits use the cold lines after.
// `alive` (decremented by children completing elsewhere) and `child_credit` (spent by
// the body on its own thread at each submit) are on different lines.
struct alignas(64) Task {
  // --- line 0: set at creation, read by whoever runs or completes the task ---
  nano_task_fn fn;
  Task *parent;
  TaskPool *pool;  // pool the block returns to (its creator's)
  std::atomic<std::int32_t> unresolved;
  std::atomic<std::int32_t> refs;
  std::atomic<Phase> phase;
  std::atomic<bool> handle_released;  // the creator dropped its reference (misuse checks)
  std::uint8_t size_class;            // pool class of the block; large_class: malloc'd
  std::uint8_t flags;                 // TaskFlags; written only while one thread owns the task
  std::uint8_t naccess;               // accesses registered (inline first, then extra_accesses)
  bool holds_exception;               // `exception` is set: the hot paths test this, not its line
  std::uint32_t nlinks;               // arcs stored (inline first, then extra_links)
  std::int32_t line;
  std::atomic<std::int64_t> alive;
  std::atomic<std::uintptr_t> successors;  // ArcLink* stack or closed_list
  // --- line 1 ---
  std::atomic<std::uintptr_t> waiters;             // WaitNode* stack or closed_list
  std::atomic<RegionMap *> child_regions;          // regions of this task's children (lazily made)
  std::atomic<ExceptionRecord *> child_exception;  // earliest-created child's exception, for nano_wait_all
  std::uint64_t id;
  const char *label;
  const char *file;
  std::int32_t child_credit;  // body-owned: counts pre-added to `alive` not yet used by a submit
  // Creation order among siblings (exception_record.hpp: born_before; take_birth).
  std::uint32_t births;  // births taken by this task's children, plus child_credit (from any start; wraps)
  std::uint32_t birth;   // this task's place among its parent's children (wraps)
  // --- lines 2-3: arcs, accesses, waits, exception ---
  WaitNode *child_waiter;  // the body's nano_wait_all, valid with waiter_flag
  // Thrown by the body or propagated from children (with holds_exception). Written by the
  // body's thread or the completer, read after the body or the completion.
  ExceptionRecord *exception;
  float cost;  // nano_set_cost (metadata; kept for instrumentation)
  ArcLink links[inline_links];
  ArcLink *extra_links;  // chunks of extra_links_per_chunk, linked by [0].next
  AccessRecord accesses[inline_accesses];
  AccessRecord *extra_accesses;
  std::uint32_t extra_access_capacity;

  bool is_root() const noexcept { return flags & flag_root; }
};

// Gives `child` its place among its siblings (Task::birth). A counted child takes it
// when it is counted (count_child); a throttled child running as a call
// (flag_uncounted), whose creator is parked under the call meanwhile, only when it
// needs one or stops being a call: its body throws, returns with children alive, or
// suspends and detaches. So births are taken in creation order, by the creator's body
// or while it is parked (or by the outside thread owning a root), and the common
// throttled child never touches its parent's line for this.
// Births are `births - child_credit`: a credit batch adds its births in advance
// (count_child), and credit handed back only skips births.
inline void take_birth(Task *child) noexcept {
  Task *parent = child->parent;
  child->birth = parent->births++ - static_cast<std::uint32_t>(parent->child_credit);
}

inline constexpr std::uint8_t large_class = 0xff;
inline constexpr int extra_links_per_chunk = 15;  // chunk[0] is the chain header

// The argument block follows the header, aligned for any type.
inline constexpr std::size_t task_header_size = (sizeof(Task) + 63) & ~std::size_t{63};
static_assert(offsetof(Task, waiters) == 64 && offsetof(Task, child_waiter) == 128, "hot fields in lines 0-1");
inline void *task_args(Task *t) noexcept { return reinterpret_cast<char *>(t) + task_header_size; }

inline Task *to_task(nano_task *h) noexcept { return reinterpret_cast<Task *>(h); }
inline nano_task *to_handle(Task *t) noexcept { return reinterpret_cast<nano_task *>(t); }

}  // namespace nano::detail
