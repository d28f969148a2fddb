// loop_job.hpp — one running parallel loop: its dispenser and the nano-threads that grab chunks.
//
// Execution model. The caller creates the loop's nano-threads as its own children and
// waits for them, so a loop inside a nano-thread nests naturally:
//  - STATIC: P nano-threads, one per block.
//  - the dynamic schedules: P "grabbers" that share one lock-free dispenser and run
//    chunks until it is empty.
// Adaptation. P is the number of active workers at the loop's start; a grabber reads
// it again before every chunk, passes it to the dispenser (GSS, FAC2 and affinity
// sizes follow it), and
//  - when more workers are active than grabbers live, starts one more grabber;
//  - when its own worker has been asked to give its processor back (the runtime
//    releases the workers whose id is not below the active count), ends its
//    nano-thread (a safe point for the scheduler) after queueing a continuation that
//    keeps its index; a continuation runs at least one chunk before it may yield
//    again, so a worker that is not released after all cannot spin on yields.
// Every grabber is a descendant of a nano-thread the caller waits for, so the wait
// covers continuations and late grabbers too.
// Lifetime. The job lives on the heap with a reference count: the caller holds one,
// every nano-thread of the loop holds one until its last access. So even if a wait
// returned early with an error (NANO_ERR_DEADLOCK), a chunk that still runs later
// touches live memory; the reduction partials belong to the job for the same reason.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <variant>

#include "loop/affinity_dispenser.hpp"
#include "loop/factoring_dispenser.hpp"
#include "loop/loop_units.hpp"
#include "loop/self_scheduling.hpp"
#include "nano/nano.h"

namespace nano::detail::loop {

// What one chunk of units does: a parallel_for body, or a reduction accumulating each
// unit into its own private partial.
struct ChunkWork {
  nano_loop_fn for_body = nullptr;
  nano_reduce_fn reduce_body = nullptr;
  void *args = nullptr;
  // reductions only
  std::byte *partials = nullptr;  // one slot of `stride` bytes per unit, owned by the job
  std::size_t stride = 0;
  void (*init)(void *partial, void *context) = nullptr;
  void *init_context = nullptr;
};

class LoopJob {
 public:
  // A new job holding one reference (the caller's); null when out of memory. On
  // failure the partials are freed too.
  static LoopJob *create(const UnitMap &map, const nano_schedule &schedule, int workers,
                         const ChunkWork &work) noexcept;
  LoopJob(const LoopJob &) = delete;
  LoopJob &operator=(const LoopJob &) = delete;

  // Creates the loop's nano-threads, waits for all of them; NANO_OK or the first error.
  nano_status run();
  // Drops one reference; the last one frees the job and its partials.
  void release() noexcept;
  // Reduction partials for a job: max_align_t-aligned, freed by the job that adopts them.
  static std::byte *allocate_partials(std::size_t bytes) noexcept;
  static void free_partials(std::byte *partials) noexcept;

 private:
  struct TaskArgs {
    LoopJob *job;
    int index;
    bool continuation;
  };
  LoopJob(const UnitMap &map, const nano_schedule &schedule, int workers, const ChunkWork &work);
  ~LoopJob();
  void retain() noexcept { refs_.fetch_add(1, std::memory_order_relaxed); }
  static void static_block_main(void *args);
  static void grabber_main(void *args);

  void grab(int index, bool continuation);
  bool dispense(int index, int workers, Range &units) noexcept;
  void run_units(Range units) const;
  void start_more_grabbers(int workers) noexcept;
  bool spawn(nano_task_fn fn, int index, bool continuation) noexcept;

  const UnitMap map_;
  const nano_schedule_kind kind_;
  const int initial_workers_;  // P at the loop's start, and the number of blocks / grabbers started
  const ChunkWork work_;
  std::variant<std::monostate, FixedDispenser, GuidedDispenser, TrapezoidDispenser, FactoringDispenser,
               AffinityDispenser>
      dispenser_;
  const int max_grabbers_;
  std::atomic<int> live_grabbers_{0};  // grabbers started and not yet finished (continuations included)
  std::atomic<int> next_index_{0};     // index for the next new grabber
  std::atomic<int> refs_{1};           // the caller + every nano-thread of the loop not yet finished
};

}  // namespace nano::detail::loop
