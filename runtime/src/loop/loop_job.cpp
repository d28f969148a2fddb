// loop_job.cpp — runs one parallel loop as chunk-grabbing nano-threads (see loop_job.hpp).
#include "loop/loop_job.hpp"

#include <algorithm>
#include <new>

#include "core/task.hpp"
#include "cpu/forced_stop.hpp"
#include "cpu/oversubscription.hpp"
#include "loop/outside_loop_callers.hpp"
#include "loop/trace_task_id.hpp"
#include "os/futex.hpp"
#include "sched/runtime.hpp"

namespace nano::detail::loop {

namespace {

std::int64_t unit_parameter(const UnitMap &map, std::int64_t iterations, std::int64_t fallback) {
  const std::int64_t value = iterations > 0 ? map.to_units(iterations) : fallback;
  return std::clamp<std::int64_t>(value, 1, std::max<std::int64_t>(1, map.units));
}

// The active-worker count read before every chunk. A running loop implies a started
// runtime, so this skips nano_active_workers()'s start-up check; relaxed, as there:
// a stale value only makes a yield or a chunk size one chunk late.
int active_workers_now() noexcept { return rt.active.load(std::memory_order_relaxed); }

}  // namespace

LoopJob::LoopJob(const UnitMap &map, const nano_schedule &schedule, int workers, const ChunkWork &work)
    : map_(map),
      kind_(schedule.kind),
      initial_workers_(static_cast<int>(std::min<std::int64_t>(workers, map.units))),
      max_grabbers_(std::max(1, nano_worker_count())),
      outside_caller_(nano_worker_id() < 0),
      claim_chunk_(schedule.kind == NANO_SCHEDULE_FIXED ? unit_parameter(map, schedule.chunk, 1) : kWholeClaim),
      work_(work) {
  switch (kind_) {
    case NANO_SCHEDULE_STATIC: break;
    case NANO_SCHEDULE_FIXED:
      dispenser_.emplace<FixedDispenser>(map.units, unit_parameter(map, schedule.chunk, 1));
      break;
    case NANO_SCHEDULE_GSS:
      dispenser_.emplace<GuidedDispenser>(map.units, unit_parameter(map, schedule.chunk, 1));
      break;
    case NANO_SCHEDULE_TSS: {
      const std::int64_t first = schedule.first > 0 ? unit_parameter(map, schedule.first, 1) : 0;
      const std::int64_t last = schedule.last > 0 ? unit_parameter(map, schedule.last, 1) : 0;
      dispenser_.emplace<TrapezoidDispenser>(TrapezoidPlan::make(map.units, workers, first, last));
      break;
    }
    case NANO_SCHEDULE_FACTORING: dispenser_.emplace<FactoringDispenser>(map.units); break;
    case NANO_SCHEDULE_AFFINITY: dispenser_.emplace<AffinityDispenser>(map.units, initial_workers_); break;
  }
}

LoopJob *LoopJob::create(const UnitMap &map, const nano_schedule &schedule, int workers,
                         const ChunkWork &work) noexcept {
  LoopJob *job = nullptr;
  try {
    job = new LoopJob(map, schedule, workers, work);  // the affinity ranges may allocate too
  } catch (const std::bad_alloc &) { free_partials(work.partials); }
  return job;
}

LoopJob::~LoopJob() { free_partials(work_.partials); }

void LoopJob::release() noexcept {
  // acq_rel: every task's accesses to the job happen before the delete.
  if (refs_.fetch_sub(1, std::memory_order_acq_rel) == 1) delete this;
}

std::byte *LoopJob::allocate_partials(std::size_t bytes) noexcept {
  return static_cast<std::byte *>(::operator new (bytes, std::align_val_t{alignof(std::max_align_t)}, std::nothrow));
}

void LoopJob::free_partials(std::byte *partials) noexcept {
  if (partials != nullptr) ::operator delete (partials, std::align_val_t{alignof(std::max_align_t)});
}

nano_status LoopJob::run() {
  // An outside caller holds a processor for the loop (and, likely, the next one): the
  // idle workers beyond the ones its parts need sleep instead of spinning beside it.
  if (!outside_caller_) return run_parts();
  outside_loop_callers.enter();
  const nano_status status = run_parts();
  outside_loop_callers.leave(os::now_ns());
  return status;
}

nano_status LoopJob::run_parts() {
  const bool is_static = kind_ == NANO_SCHEDULE_STATIC;
  const int count = initial_workers_;
  // The caller runs the last part itself, on a worker or on an outside thread (which
  // then holds one of the P processors: only P - 1 parts go to the workers).
  const int inline_index = count - 1;
  if (!is_static) {
    live_grabbers_.store(count, std::memory_order_relaxed);
    next_index_.store(count, std::memory_order_relaxed);
  }
  if (count > 1) {
    try {
      handles_.reserve(static_cast<std::size_t>(count) + 2);
    } catch (const std::bad_alloc &) {}  // spawn() then runs the parts it cannot record inline
  }
  for (int i = 0; i < inline_index; ++i) {
    if (!spawn(is_static ? &static_block_main : &grabber_main, i, false, Range{}, Seat::caller)) {
      // Out of memory: this part runs on the caller instead.
      if (is_static) run_static_block(i);
      else grab(i, false, Range{}, Seat::caller);
    }
  }
  if (is_static) run_static_block(inline_index);
  else grab(inline_index, false, Range{}, Seat::caller);
  // The parts on the workers usually end within a chunk of the caller's: spin for
  // them before waiting (a sleep and a wake-up cost several microseconds each).
  // Newest first: a part no worker took yet is at the bottom of the caller's deque,
  // where its wait runs it on the caller (it finds nothing left to claim).
  spin_until_parts_end();
  nano_status result = NANO_OK;
  for (auto it = handles_.rbegin(); it != handles_.rend(); ++it) {
    const nano_status status = nano_wait(*it);
    if (status != NANO_OK && result == NANO_OK) result = status;
    nano_release(*it);
  }
  handles_.clear();
  // Every grabber has ended: chunks given back after the last live one looked are
  // still in the slots. The caller runs them (nothing races it any more).
  for (Range units; take_back(units);)
    for (std::int64_t lo = units.lo; lo < units.hi; lo += std::min(claim_chunk_, units.hi - lo))
      run_units({lo, lo + std::min(claim_chunk_, units.hi - lo)});
  return result;
}

bool LoopJob::give_back(Range units) noexcept {
  const std::uint64_t packed = static_cast<std::uint64_t>(units.lo) << 32 | static_cast<std::uint64_t>(units.hi);
  for (std::atomic<std::uint64_t> &slot : returned_) {
    std::uint64_t empty = 0;
    // release: pairs with take_back's acquire (the range is plain data, but TSan and
    // the reader of the count both want the slot's store ordered before it).
    if (slot.compare_exchange_strong(empty, packed, std::memory_order_release, std::memory_order_relaxed)) {
      returned_count_.fetch_add(1, std::memory_order_release);
      return true;
    }
  }
  return false;  // all slots full: the caller keeps the chunks
}

bool LoopJob::take_back(Range &units) noexcept {
  if (returned_count_.load(std::memory_order_acquire) == 0) return false;
  for (std::atomic<std::uint64_t> &slot : returned_) {
    std::uint64_t packed = slot.load(std::memory_order_acquire);
    if (packed != 0 && slot.compare_exchange_strong(packed, 0, std::memory_order_acquire, std::memory_order_relaxed)) {
      returned_count_.fetch_sub(1, std::memory_order_relaxed);
      units = {static_cast<std::int64_t>(packed >> 32), static_cast<std::int64_t>(packed & 0xffffffffu)};
      return true;
    }
  }
  return false;
}

void LoopJob::spin_until_parts_end() const noexcept {
  const ThreadState *ts = current_thread_state();
  const std::uint64_t spin_ns = rt.settings.spin_ns;
  std::uint64_t started = 0, last = 0;
  for (std::size_t i = handles_.size(); i-- > 0;) {
    const Task *part = to_task(handles_[i]);
    for (unsigned round = 0; part->waiters.load(std::memory_order_acquire) != closed_list; ++round) {
      // Work of the caller's own is better done than spun over: its wait runs it.
      if (!ts->deque.looks_empty()) return;
      if ((round & 15) == 0) {
        const std::uint64_t now = os::now_ns();
        if (started == 0) {
          if (!cpu::spinning_pays(ts->id, now)) return;  // oversubscribed node: wait at once
          started = last = now;
        }
        if (now - started >= spin_ns || cpu::descheduled_between(ts->id, last, now)) return;
        last = now;
      }
      os::cpu_relax();
    }
  }
}

void LoopJob::run_static_block(int index) {
  const Range block = static_block(map_.units, initial_workers_, index);
  if (block.lo < block.hi) run_units(block);
}

void LoopJob::static_block_main(void *raw) {
  const TaskArgs &args = *static_cast<TaskArgs *>(raw);
  args.job->run_static_block(args.index);
  args.job->release();
}

void LoopJob::grabber_main(void *raw) {
  const TaskArgs args = *static_cast<TaskArgs *>(raw);
  args.job->grab(args.index, args.continuation, args.pending, Seat::task);
  args.job->release();
}

// One switch per grabber, not per chunk: the chunk loop is compiled per dispenser.
void LoopJob::grab(int index, bool continuation, Range pending, Seat seat) {
  const GrabberStart start{index, continuation, pending, seat};
  switch (kind_) {
    case NANO_SCHEDULE_FIXED: {  // claims batches of whole chunks, runs them chunk by chunk
      FixedDispenser &d = std::get<FixedDispenser>(dispenser_);
      return grab_any(start, d.chunk(), [&d](int p, bool alone, Range &units) {
        return alone ? d.next_batch_alone(p, units) : d.next_batch(p, units);
      });
    }
    case NANO_SCHEDULE_GSS: {
      GuidedDispenser &d = std::get<GuidedDispenser>(dispenser_);
      return grab_any(start, kWholeClaim, [&d](int p, bool alone, Range &units) {
        return alone ? d.next_alone(p, units) : d.next(p, units);
      });
    }
    case NANO_SCHEDULE_TSS: {
      TrapezoidDispenser &d = std::get<TrapezoidDispenser>(dispenser_);
      return grab_any(start, kWholeClaim,
                      [&d](int, bool alone, Range &units) { return alone ? d.next_alone(units) : d.next(units); });
    }
    case NANO_SCHEDULE_FACTORING: {
      FactoringDispenser &d = std::get<FactoringDispenser>(dispenser_);
      return grab_any(start, kWholeClaim, [&d](int p, bool, Range &units) { return d.next(p, units); });
    }
    case NANO_SCHEDULE_AFFINITY: {
      AffinityDispenser &d = std::get<AffinityDispenser>(dispenser_);
      return grab_any(start, kWholeClaim,
                      [&d, index](int p, bool, Range &units) { return d.next(index, p, units); });
    }
    case NANO_SCHEDULE_STATIC: break;
  }
}

// The common case (a parallel_for body, one iteration per unit) calls the body directly
// with the body and its arguments held in registers; the rest goes through run_units.
template <class Claim>
void LoopJob::grab_any(const GrabberStart &start, std::int64_t chunk, Claim claim) {
  if (work_.for_body != nullptr && map_.grain == 1) {
    const nano_loop_fn body = work_.for_body;
    void *const args = work_.args;
    return grab_with(start, chunk, claim, [body, args](Range units) {
      trace_loop_chunk(units.lo, units.hi);
      body(units.lo, units.hi, args);
    });
  }
  return grab_with(start, chunk, claim, [this](Range units) { run_units(units); });
}

template <class Claim, class Run>
void LoopJob::grab_with(const GrabberStart &start, std::int64_t chunk, Claim claim, Run run) {
  // `pending`: the claimed units not run yet (the rest of a FIXED batch); a chunk is
  // its first `chunk` units. Claims of the other schedules are one chunk each.
  Range pending = start.pending;
  bool may_yield = !start.continuation;
  // The worker running this grabber only changes if a chunk suspends it (a nested
  // wait); a stale id only delays or hastens a yield, so it is re-read every 64 chunks.
  int worker = nano_worker_id();
  for (unsigned chunks = 1;; ++chunks) {
    const int active = active_workers_now();
    // Released: the runtime takes this worker's processor. Surplus: in a loop called
    // from outside (main, which holds one of the active processors and never yields),
    // more grabbers are live than processors are active. An outside thread's id (-1)
    // is below any active count (>= 1): it is never released, nor surplus.
    const bool released = worker >= active;
    const bool surplus = outside_caller_ && worker >= 0 && live_grabbers_.load(std::memory_order_relaxed) > active;
    if ((released || surplus) && may_yield) [[unlikely]] {
      // Safe point: stop here. Claimed chunks not run yet go back to the loop (the
      // live grabbers take them before claiming, the caller runs any left at the
      // end). Then, if the other live grabbers are at least as many as the active
      // processors, they finish the loop: this one ends. Otherwise a released worker's
      // continuation keeps the index, the grabber count and any chunks that did not
      // fit back (if it cannot be created, keep working instead); a surplus grabber
      // whose worker keeps its processor just goes on.
      if (pending.lo != pending.hi && give_back(pending)) pending = Range{};
      if (pending.lo == pending.hi && retire_if_enough_others(active)) return;
      if (released && spawn(&grabber_main, start.index, true, pending, start.seat)) return;
    }
    may_yield = true;
    if (pending.lo == pending.hi) {
      const int workers = std::max(1, active);
      // Alone: only live grabbers claim, and only a live grabber starts another (after
      // its own claims, publishing them by the submit), so while this one is the only
      // one live no claim can race it and a plain load and store claim the chunk. The
      // acquire pairs with the release decrement of a grabber that ended, so that
      // grabber's last claim is ordered before ours.
      const int live = live_grabbers_.load(std::memory_order_acquire);
      if (!take_back(pending)) {
        if (!claim(workers, live == 1, pending) && !take_back(pending)) break;
        // Only a grabber that just got work starts others: each start is paid for by a
        // chunk, so a loop that is running out cannot breed grabbers that find nothing.
        if (live < std::min(workers, max_grabbers_)) [[unlikely]]
          start_more_grabbers(workers, start.seat);
      }
    }
    const Range units{pending.lo, pending.hi - pending.lo > chunk ? pending.lo + chunk : pending.hi};
    pending.lo = units.hi;
    run(units);
    if (chunks % 64 == 0) worker = nano_worker_id();
  }
  live_grabbers_.fetch_sub(1, std::memory_order_release);  // after this grabber's last claim
  // Nothing left to claim. If a worker was stopped mid-chunk by the preemption
  // simulator, its chunk is the one the caller will wait for: run it now on this
  // processor instead of when the stopped one comes back.
  cpu::lend_idle_worker_processor();
}

bool LoopJob::retire_if_enough_others(int active) noexcept {
  // A CAS, not a load: two grabbers yielding at once must not both leave a loop that
  // still needs one of them. release: this grabber's claims happen before the
  // decrement, as at its normal end.
  int live = live_grabbers_.load(std::memory_order_relaxed);
  while (live - 1 >= std::max(1, active))
    if (live_grabbers_.compare_exchange_weak(live, live - 1, std::memory_order_release, std::memory_order_relaxed))
      return true;
  return false;
}

void LoopJob::start_more_grabbers(int workers, Seat seat) noexcept {
  // relaxed: the count only bounds how many grabbers exist; a stale read starts one
  // grabber late or not at all, never loses work (the live ones drain the dispenser).
  const int wanted = std::min(workers, max_grabbers_);
  int live = live_grabbers_.load(std::memory_order_relaxed);
  // At most the grabbers missing when this call began: one that ends meanwhile (it
  // found nothing left) is not replaced. Replacing them let a caller spawn grabbers
  // without end while the loop ran out, each ending at once on another worker (with
  // 64 or more workers on 2 processors, loops of a few chunks took minutes).
  for (int missing = wanted - live; missing > 0 && live < wanted;) {
    if (!live_grabbers_.compare_exchange_weak(live, live + 1, std::memory_order_relaxed)) continue;
    --missing;
    const int index = next_index_.fetch_add(1, std::memory_order_relaxed);
    if (!spawn(&grabber_main, index, false, Range{}, seat)) {
      live_grabbers_.fetch_sub(1, std::memory_order_relaxed);
      return;
    }
    live = live_grabbers_.load(std::memory_order_relaxed);
  }
}

bool LoopJob::spawn(nano_task_fn fn, int index, bool continuation, Range pending, Seat seat) noexcept {
  if (seat == Seat::caller && handles_.size() == handles_.capacity()) {  // the caller records the handle it waits for
    try {
      handles_.reserve(std::max<std::size_t>(8, 2 * handles_.capacity()));  // doubling: no copy per spawn
    } catch (const std::bad_alloc &) { return false; }
  }
  void *raw = nullptr;
  nano_task *task = nano_create(fn, sizeof(TaskArgs), &raw);
  if (task == nullptr) return false;
  retain();
  *static_cast<TaskArgs *>(raw) = TaskArgs{this, index, continuation, pending};
  nano_set_label(task, fn == &static_block_main ? "loop block" : "loop chunks");
  if (seat == Seat::caller) {
    handles_.push_back(task);  // cannot throw: reserved above
    nano_submit(task);
  } else {
    nano_submit_release(task);  // cannot fail for a task this function just created
  }
  return true;
}

void LoopJob::run_units(Range units) const {
  if (work_.for_body != nullptr) [[likely]] {
    const Range its = map_.iterations(units);
    trace_loop_chunk(its.lo, its.hi);
    work_.for_body(its.lo, its.hi, work_.args);
    return;
  }
  run_reduction_units(units);
}

void LoopJob::run_reduction_units(Range units) const {
  const Range its = map_.iterations(units);
  trace_loop_chunk(its.lo, its.hi);
  // Every unit folds into its own partial, so the partials (and the in-order combine
  // the caller does) do not depend on how units were chunked.
  for (std::int64_t u = units.lo; u < units.hi; ++u) {
    void *partial = work_.partials + static_cast<std::size_t>(u) * work_.stride;
    work_.init(partial, work_.init_context);
    const Range it = map_.iterations({u, u + 1});
    work_.reduce_body(it.lo, it.hi, work_.args, partial);
  }
}

}  // namespace nano::detail::loop
