// loop_job.hpp — one running parallel loop: its dispenser and the nano-threads that grab chunks.
//
// Execution model. A loop of P blocks or grabbers runs P-1 of them as children of the
// caller and the last one on the caller itself (as an OpenMP master thread does): a
// one-worker loop then creates no nano-thread and switches no context. The caller is
// a nano-thread on a worker, or an outside thread (main): an outside caller holds one
// of the P processors for the loop's duration (as libgomp's main is one of its team),
// so only P-1 workers take part and one stays idle. The caller then spins briefly for
// the other parts (they usually end within a chunk of its own) and waits for them, so
// a loop inside a nano-thread nests naturally:
//  - STATIC: P blocks, one per worker.
//  - the dynamic schedules: P "grabbers" that share one lock-free dispenser and claim
//    chunks in place (no descriptor per chunk) until it is empty. FIXED claims in
//    batches: one atomic claims fixed_claim_chunks() consecutive chunks (1/(2P) of
//    those left, down to 1), which the grabber runs back to back, each chunk still a
//    body call of exactly the requested size with a safe point before it. A chunk of
//    2 rows then no longer pays for a claim on the shared line, nor for writing
//    output lines its neighbour chunks (on the other processor) also write.
// Adaptation. P is the number of active workers at the loop's start; a grabber reads
// it again before every chunk, passes it to the dispenser (GSS, FAC2 and affinity
// sizes follow it), and
//  - when more workers are active than grabbers live, starts one more grabber;
//  - when its own worker has been asked to give its processor back (the runtime
//    releases the workers whose id is not below the active count), stops at the
//    chunk boundary (a safe point): it gives the rest of its batch back to the loop
//    (eight lock-free slots the live grabbers take from before claiming, and the
//    caller empties after its waits: no claimed chunk is stranded on a released
//    worker), then just ends if the other live grabbers are at least as many as the
//    active processors, else it queues a continuation that keeps its index (and any
//    chunks that did not fit in the slots; any worker may run it). A grabber
//    nano-thread then ends, the caller's inline grabber returns
//    and the caller waits (suspends), so the worker reaches its scheduling loop either
//    way. A continuation runs at least one chunk before it may yield again, so a
//    worker that is not released after all cannot spin on yields. An outside caller
//    never yields: the processor it holds is not a worker's. It counts as one of the
//    active processors, so in its loops a worker's grabber also stops at a safe point
//    while more grabbers are live than processors are active (it gives its chunks
//    back and ends): when the count drops mid-loop, the loop runs on no more
//    processors than allocated, main included, from each grabber's next chunk on.
//  - when the dispenser is empty while the preemption simulator holds a worker
//    stopped mid-chunk, lends its processor to that worker until it reaches a safe
//    point (cpu/forced_stop.hpp): the chunk it holds would otherwise stall every
//    later loop until the processor came back.
// Spinning. While an outside caller runs a loop (and for a short while after it), the
// idle workers beyond the P-1 its parts need sleep instead of spinning beside it
// (outside_loop_callers.hpp), so the same workers take every loop's parts.
// Every grabber is the caller's child or a descendant of one, and the caller waits
// for every child it created for the loop, so the wait covers continuations and late
// grabbers too (and nothing else the caller created).
// Lifetime. The job lives on the heap with a reference count: the caller holds one,
// every nano-thread of the loop holds one until its last access. So even if a wait
// returned early with an error (NANO_ERR_DEADLOCK), a chunk that still runs later
// touches live memory; the reduction partials belong to the job for the same reason.
// Layout. The dispenser's counters sit on their own cache lines, away from the
// fields every chunk reads (body, arguments, unit map), so the other workers' claims
// do not evict those.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <variant>
#include <vector>

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

  // Runs the loop (see above) and waits for all of it; NANO_OK or the first error.
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
    Range pending;  // a continuation's claimed chunks not run yet (empty: claim first)
  };
  // Where a grabber runs: in its own nano-thread (children it starts are released at
  // once; its completion covers them) or inline on the caller (children it starts are
  // kept in `handles_` for the caller to wait for).
  enum class Seat { task, caller };
  struct GrabberStart {
    int index;
    bool continuation;
    Range pending;
    Seat seat;
  };
  // The `chunk` of a claim that is one chunk whatever its size.
  static constexpr std::int64_t kWholeClaim = INT64_MAX;

  LoopJob(const UnitMap &map, const nano_schedule &schedule, int workers, const ChunkWork &work);
  ~LoopJob();
  void retain() noexcept { refs_.fetch_add(1, std::memory_order_relaxed); }
  // run() for any caller: the parts, the waits, the chunks given back.
  nano_status run_parts();
  static void static_block_main(void *args);
  static void grabber_main(void *args);

  void run_static_block(int index);
  void grab(int index, bool continuation, Range pending, Seat seat);
  template <class Claim>
  void grab_any(const GrabberStart &start, std::int64_t chunk, Claim claim);
  template <class Claim, class Run>
  void grab_with(const GrabberStart &start, std::int64_t chunk, Claim claim, Run run);
  void start_more_grabbers(int workers, Seat seat) noexcept;
  // At a yield: ends this grabber (true) if the other live ones are enough for
  // `active` processors; they drain the dispenser.
  bool retire_if_enough_others(int active) noexcept;
  // After the caller's own part: spins up to NANO_SPIN_US while a part it waits for
  // still runs; returns early if the caller's deque gets work.
  void spin_until_parts_end() const noexcept;
  bool spawn(nano_task_fn fn, int index, bool continuation, Range pending, Seat seat) noexcept;
  // Claimed chunks a leaving grabber did not run: give_back stores them in a free
  // slot (false when all are full); take_back empties one slot (false when none holds
  // chunks). Lock-free: a thread force-stopped anywhere blocks nobody.
  bool give_back(Range units) noexcept;
  bool take_back(Range &units) noexcept;
  void run_units(Range units) const;
  void run_reduction_units(Range units) const;

  // Read by every chunk, written only at construction.
  const UnitMap map_;
  const nano_schedule_kind kind_;
  const int initial_workers_;  // P at the loop's start, and the number of blocks / grabbers started
  const int max_grabbers_;
  const bool outside_caller_;       // the caller is an outside thread (main), not a worker
  const std::int64_t claim_chunk_;  // the chunk of FIXED (claims are batches of them), else kWholeClaim
  const ChunkWork work_;
  // Claimed from by every grabber (each alternative keeps its atomics on their own line).
  alignas(64) std::variant<std::monostate, FixedDispenser, GuidedDispenser, TrapezoidDispenser, FactoringDispenser,
                           AffinityDispenser> dispenser_;
  // Touched when grabbers start and end.
  alignas(64) std::atomic<int> live_grabbers_{0};  // grabbers started and not yet finished (continuations included)
  std::atomic<int> next_index_{0};                  // index for the next new grabber
  std::atomic<int> refs_{1};                        // the caller + every nano-thread of the loop not yet finished
  std::atomic<int> returned_count_{0};              // slots of returned_ holding chunks (read before every claim)
  // Given-back chunks: (lo << 32 | hi) in units (< 2^32, loop_units.hpp), 0 = empty.
  static constexpr int kReturnSlots = 8;
  alignas(64) std::atomic<std::uint64_t> returned_[kReturnSlots] = {};
  // Caller only: the children it waits for (the first P-1, and those its inline grabber started).
  std::vector<nano_task *> handles_;
};

}  // namespace nano::detail::loop
