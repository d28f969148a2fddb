// loop_job.cpp — runs one parallel loop as chunk-grabbing nano-threads (see loop_job.hpp).
#include "loop/loop_job.hpp"

#include <algorithm>
#include <new>
#include <vector>

#include "loop/trace_task_id.hpp"
#include "trace/hooks.hpp"

namespace nano::detail::loop {

namespace {

std::int64_t unit_parameter(const UnitMap &map, std::int64_t iterations, std::int64_t fallback) {
  const std::int64_t value = iterations > 0 ? map.to_units(iterations) : fallback;
  return std::clamp<std::int64_t>(value, 1, std::max<std::int64_t>(1, map.units));
}

}  // namespace

LoopJob::LoopJob(const UnitMap &map, const nano_schedule &schedule, int workers, const ChunkWork &work)
    : map_(map),
      kind_(schedule.kind),
      initial_workers_(static_cast<int>(std::min<std::int64_t>(workers, map.units))),
      work_(work),
      max_grabbers_(std::max(1, nano_worker_count())) {
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
  const bool is_static = kind_ == NANO_SCHEDULE_STATIC;
  const nano_task_fn fn = is_static ? &static_block_main : &grabber_main;
  const int count = initial_workers_;
  if (!is_static) {
    live_grabbers_.store(count, std::memory_order_relaxed);
    next_index_.store(count, std::memory_order_relaxed);
  }
  std::vector<nano_task *> tasks(static_cast<std::size_t>(count), nullptr);
  std::vector<int> inline_indices;
  for (int i = 0; i < count; ++i) {
    void *raw = nullptr;
    nano_task *task = nano_create(fn, sizeof(TaskArgs), &raw);
    if (task == nullptr) {  // out of memory: this part runs on the caller instead
      inline_indices.push_back(i);
      continue;
    }
    retain();
    *static_cast<TaskArgs *>(raw) = TaskArgs{this, i, false};
    nano_set_label(task, is_static ? "loop block" : "loop chunks");
    tasks[static_cast<std::size_t>(i)] = task;
    nano_submit(task);
  }
  for (int i : inline_indices) {
    retain();  // dropped by the task function, as for the others
    TaskArgs args{this, i, false};
    fn(&args);
  }
  nano_status result = NANO_OK;
  for (nano_task *task : tasks) {
    if (task == nullptr) continue;
    const nano_status status = nano_wait(task);
    if (status != NANO_OK && result == NANO_OK) result = status;
    nano_release(task);
  }
  return result;
}

void LoopJob::static_block_main(void *raw) {
  const TaskArgs &args = *static_cast<TaskArgs *>(raw);
  LoopJob &job = *args.job;
  const Range block = static_block(job.map_.units, job.initial_workers_, args.index);
  if (block.lo < block.hi) job.run_units(block);
  job.release();
}

void LoopJob::grabber_main(void *raw) {
  const TaskArgs args = *static_cast<TaskArgs *>(raw);
  args.job->grab(args.index, args.continuation);
  args.job->release();
}

void LoopJob::grab(int index, bool continuation) {
  bool may_yield = !continuation;
  // The worker running this nano-thread only changes if a chunk suspends it (a nested
  // wait); a stale id only delays or hastens a yield, so it is re-read every 64 chunks.
  int worker = nano_worker_id();
  for (unsigned chunks = 1;; ++chunks) {
    const int active = nano_active_workers();
    const int workers = std::max(1, active);
    if (may_yield && worker >= active && worker >= 0) {
      // Safe point: end this nano-thread; the continuation keeps the index and the
      // grabber count. If it cannot be created, keep working instead.
      if (spawn(&grabber_main, index, true)) return;
    }
    may_yield = true;
    Range units;
    if (!dispense(index, workers, units)) break;
    // Only a grabber that just got work starts others: each start is paid for by a
    // chunk, so a loop that is running out cannot breed grabbers that find nothing.
    start_more_grabbers(workers);
    run_units(units);
    if (chunks % 64 == 0) worker = nano_worker_id();
  }
  live_grabbers_.fetch_sub(1, std::memory_order_relaxed);
}

bool LoopJob::dispense(int index, int workers, Range &units) noexcept {
  switch (kind_) {
    case NANO_SCHEDULE_FIXED: return std::get<FixedDispenser>(dispenser_).next(units);
    case NANO_SCHEDULE_GSS: return std::get<GuidedDispenser>(dispenser_).next(workers, units);
    case NANO_SCHEDULE_TSS: return std::get<TrapezoidDispenser>(dispenser_).next(units);
    case NANO_SCHEDULE_FACTORING: return std::get<FactoringDispenser>(dispenser_).next(workers, units);
    case NANO_SCHEDULE_AFFINITY: return std::get<AffinityDispenser>(dispenser_).next(index, workers, units);
    case NANO_SCHEDULE_STATIC: break;
  }
  return false;
}

void LoopJob::start_more_grabbers(int workers) noexcept {
  // relaxed: the count only bounds how many grabbers exist; a stale read starts one
  // grabber late or not at all, never loses work (the live ones drain the dispenser).
  const int wanted = std::min(workers, max_grabbers_);
  int live = live_grabbers_.load(std::memory_order_relaxed);
  while (live < wanted) {
    if (!live_grabbers_.compare_exchange_weak(live, live + 1, std::memory_order_relaxed)) continue;
    const int index = next_index_.fetch_add(1, std::memory_order_relaxed);
    if (!spawn(&grabber_main, index, false)) {
      live_grabbers_.fetch_sub(1, std::memory_order_relaxed);
      return;
    }
    live = live_grabbers_.load(std::memory_order_relaxed);
  }
}

bool LoopJob::spawn(nano_task_fn fn, int index, bool continuation) noexcept {
  void *raw = nullptr;
  nano_task *task = nano_create(fn, sizeof(TaskArgs), &raw);
  if (task == nullptr) return false;
  retain();
  *static_cast<TaskArgs *>(raw) = TaskArgs{this, index, continuation};
  nano_set_label(task, "loop chunks");
  nano_submit_release(task);  // cannot fail for a task this function just created
  return true;
}

void LoopJob::run_units(Range units) const {
  const Range its = map_.iterations(units);
  trace::loop_chunk(current_task_trace_id(), its.lo, its.hi);
  if (work_.for_body != nullptr) {
    work_.for_body(its.lo, its.hi, work_.args);
    return;
  }
  // Reduction: every unit folds into its own partial, so the partials (and the
  // in-order combine the caller does) do not depend on how units were chunked.
  for (std::int64_t u = units.lo; u < units.hi; ++u) {
    void *partial = work_.partials + static_cast<std::size_t>(u) * work_.stride;
    work_.init(partial, work_.init_context);
    const Range it = map_.iterations({u, u + 1});
    work_.reduce_body(it.lo, it.hi, work_.args, partial);
  }
}

}  // namespace nano::detail::loop
