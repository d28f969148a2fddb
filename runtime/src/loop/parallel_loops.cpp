// parallel_loops.cpp — the C entry points nano_parallel_for and nano_parallel_reduce.
#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <type_traits>
#include <new>

#include "diag/misuse.hpp"
#include "loop/loop_job.hpp"
#include "loop/trace_task_id.hpp"
#include "nano/nano.h"
#include "nano/parallel_for.hpp"
#include "trace/hooks.hpp"

namespace nano::detail::loop {
namespace {

// What is wrong with a schedule, or null when nothing is.
const char *schedule_problem(const nano_schedule &s) {
  // C callers may store any int in the enum; read its bytes, since loading an
  // out-of-range value as a C++ enum is undefined.
  std::underlying_type_t<nano_schedule_kind> kind;
  std::memcpy(&kind, &s.kind, sizeof kind);
  if (kind < NANO_SCHEDULE_STATIC || kind > NANO_SCHEDULE_AFFINITY)
    return "unknown schedule kind; use one of the NANO_SCHEDULE_* values";
  if (s.chunk < 0 || s.first < 0 || s.last < 0)
    return "negative chunk, first or last in the schedule; use 0 for the default or a positive size";
  return nullptr;
}

constexpr nano_schedule kDefaultSchedule{NANO_SCHEDULE_GSS, 0, 0, 0};

int active_workers_now() { return std::max(1, nano_active_workers()); }

}  // namespace
}  // namespace nano::detail::loop

using namespace nano::detail::loop;

extern "C" nano_status nano_parallel_for(int64_t n, const nano_schedule *schedule, nano_loop_fn body, void *args) {
  if (body == nullptr)
    return NANO_MISUSE(NANO_ERR_INVALID, "nano_parallel_for",
                       "the loop body is NULL; pass the function that runs iterations [lo, hi)");
  if (n < 0) return NANO_MISUSE(NANO_ERR_INVALID, "nano_parallel_for", "negative iteration count; pass n >= 0");
  const nano_schedule &s = schedule != nullptr ? *schedule : kDefaultSchedule;
  if (const char *bad = schedule_problem(s)) return NANO_MISUSE(NANO_ERR_INVALID, "nano_parallel_for", "%s", bad);
  if (n == 0) return NANO_OK;
  const UnitMap map = UnitMap::make(n, kMaxLoopUnits);
  const int workers = active_workers_now();
  if (map.units == 1 || (s.kind == NANO_SCHEDULE_FIXED && s.chunk >= n)) {  // one chunk: no nano-thread to pay for
    trace_loop_chunk(0, n);
    body(0, n, args);
    return NANO_OK;
  }
  ChunkWork work;
  work.for_body = body;
  work.args = args;
  LoopJob *job = LoopJob::create(map, s, workers, work);
  if (job == nullptr) return NANO_ERR_NOMEM;
  const nano_status status = job->run();
  job->release();
  return status;
}

namespace {
// nano_parallel_reduce_with, its misuse reported as `caller`'s (the program's call site).
nano_status reduce_with(const void *caller, int64_t n, const nano_schedule *schedule, nano_reduce_fn body, void *args,
                        void *result, size_t size, void (*init)(void *partial, void *context),
                        void (*combine)(void *acc, const void *partial, void *context), void *context) {
  if (body == nullptr)
    return NANO_MISUSE_FROM(caller, NANO_ERR_INVALID, "nano_parallel_reduce",
                            "the loop body is NULL; pass the function that accumulates [lo, hi)");
  if (result == nullptr || size == 0)
    return NANO_MISUSE_FROM(caller, NANO_ERR_INVALID, "nano_parallel_reduce",
                            "no result: pass the address and the size (> 0) of the reduction variable");
  if (init == nullptr || combine == nullptr)
    return NANO_MISUSE_FROM(caller, NANO_ERR_INVALID, "nano_parallel_reduce",
                            "init and combine are required: init stores the identity, combine folds a partial");
  if (n < 0)
    return NANO_MISUSE_FROM(caller, NANO_ERR_INVALID, "nano_parallel_reduce",
                            "negative iteration count; pass n >= 0");
  const nano_schedule &s = schedule != nullptr ? *schedule : kDefaultSchedule;
  if (const char *bad = schedule_problem(s))
    return NANO_MISUSE_FROM(caller, NANO_ERR_INVALID, "nano_parallel_reduce", "%s", bad);
  if (n == 0) return NANO_OK;

  const UnitMap map = UnitMap::make(n, kMaxReductionUnits);
  constexpr std::size_t align = alignof(std::max_align_t);
  const std::size_t stride = (size + align - 1) / align * align;
  std::byte *partials = LoopJob::allocate_partials(stride * static_cast<std::size_t>(map.units));
  if (partials == nullptr) return NANO_ERR_NOMEM;
  auto partial = [&](std::int64_t u) { return partials + static_cast<std::size_t>(u) * stride; };

  if (map.units == 1) {  // one iteration: no nano-thread to pay for
    init(partials, context);
    trace_loop_chunk(0, n);
    body(0, n, args, partials);
    combine(result, partials, context);
    LoopJob::free_partials(partials);
    return NANO_OK;
  }
  ChunkWork work;
  work.reduce_body = body;
  work.args = args;
  work.partials = partials;  // owned by the job from here on
  work.stride = stride;
  work.init = init;
  work.init_context = context;
  LoopJob *job = LoopJob::create(map, s, active_workers_now(), work);
  if (job == nullptr) return NANO_ERR_NOMEM;
  const nano_status status = job->run();
  // In iteration order: the result depends on n and the operator only.
  if (status == NANO_OK)
    for (std::int64_t u = 0; u < map.units; ++u) combine(result, partial(u), context);
  job->release();
  return status;
}

struct PlainReduction {
  nano_init_fn init;
  nano_combine_fn combine;
};
void plain_init(void *partial, void *context) { static_cast<PlainReduction *>(context)->init(partial); }
void plain_combine(void *acc, const void *partial, void *context) {
  static_cast<PlainReduction *>(context)->combine(acc, partial);
}
}  // namespace

extern "C" nano_status nano_parallel_reduce_with(int64_t n, const nano_schedule *schedule, nano_reduce_fn body,
                                                 void *args, void *result, size_t size,
                                                 void (*init)(void *partial, void *context),
                                                 void (*combine)(void *acc, const void *partial, void *context),
                                                 void *context) {
  return reduce_with(__builtin_return_address(0), n, schedule, body, args, result, size, init, combine, context);
}

extern "C" nano_status nano_parallel_reduce(int64_t n, const nano_schedule *schedule, nano_reduce_fn body, void *args,
                                            void *result, size_t size, nano_init_fn init, nano_combine_fn combine) {
  if (init == nullptr || combine == nullptr)
    return NANO_MISUSE(NANO_ERR_INVALID, "nano_parallel_reduce",
                       "init and combine are required: init stores the identity, combine folds a partial");
  PlainReduction plain{init, combine};
  return reduce_with(__builtin_return_address(0), n, schedule, body, args, result, size, &plain_init, &plain_combine,
                     &plain);
}
