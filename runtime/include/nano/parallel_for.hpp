// parallel_for.hpp — C++20 parallel loops and reductions over the C API of nano.h.
//
//   nano::parallel_for(n, [&](int64_t i) { a[i] = f(i); });                        // GSS
//   nano::parallel_for(n, nano::schedule::fixed(43), [&](int64_t lo, int64_t hi) { ... });
//   double s = nano::parallel_reduce(n, nano::schedule::gss(), 0.0,
//                                    [&](int64_t i, double &acc) { acc += a[i]; }, std::plus<>{});
//
// Bodies take one iteration (i) or a chunk [lo, hi). Reductions take the identity, a
// body accumulating into a private partial, and any combiner T(T, T): partials are
// combined in iteration order starting from the identity, so the result is bitwise
// the same on every run with the same n (whatever the schedule, worker count, or
// processor changes during the loop). The first exception thrown by a body or the
// combiner stops the remaining chunks from running user code and is rethrown here.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <new>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>

#include "nano/nano.h"

extern "C" {
/* nano_parallel_reduce with a context passed to init and combine (the C++ layer's
 * entry point). Guarantee: every partial is initialised exactly once and then passed
 * exactly once to combine, in iteration order, on the calling thread (when the loop
 * succeeds; after an error the partials are not combined). */
nano_status nano_parallel_reduce_with(int64_t n, const nano_schedule *schedule, nano_reduce_fn body, void *args,
                                      void *result, size_t size, void (*init)(void *partial, void *context),
                                      void (*combine)(void *acc, const void *partial, void *context), void *context);
}

namespace nano {

namespace schedule {
constexpr nano_schedule static_blocks() noexcept { return {NANO_SCHEDULE_STATIC, 0, 0, 0}; }
constexpr nano_schedule fixed(std::int64_t chunk) noexcept { return {NANO_SCHEDULE_FIXED, chunk, 0, 0}; }
constexpr nano_schedule gss(std::int64_t min_chunk = 0) noexcept { return {NANO_SCHEDULE_GSS, min_chunk, 0, 0}; }
constexpr nano_schedule tss(std::int64_t first = 0, std::int64_t last = 0) noexcept {
  return {NANO_SCHEDULE_TSS, 0, first, last};
}
constexpr nano_schedule factoring() noexcept { return {NANO_SCHEDULE_FACTORING, 0, 0, 0}; }
constexpr nano_schedule affinity() noexcept { return {NANO_SCHEDULE_AFFINITY, 0, 0, 0}; }
}  // namespace schedule

namespace loop_detail {

inline void throw_on(nano_status status, const char *call) {
  switch (status) {
    case NANO_OK: return;
    case NANO_ERR_NOMEM: throw std::bad_alloc();
    case NANO_ERR_INVALID: throw std::invalid_argument(std::string(call) + ": " + nano_status_string(status));
    default: throw std::runtime_error(std::string(call) + ": " + nano_status_string(status));
  }
}

// Keeps the first exception; once one is kept, user code is no longer called.
struct FirstError {
  std::atomic<bool> failed{false};
  std::exception_ptr error;
  template <class F>
  void guard(F &&f) noexcept {
    if (failed.load(std::memory_order_acquire)) return;
    try {
      f();
    } catch (...) {
      if (!failed.exchange(true, std::memory_order_acq_rel)) error = std::current_exception();
    }
  }
  void rethrow() const {
    if (error) std::rethrow_exception(error);
  }
};

template <class Body>
void run_chunk(Body &body, std::int64_t lo, std::int64_t hi) {
  if constexpr (std::is_invocable_v<Body &, std::int64_t, std::int64_t>) {
    body(lo, hi);
  } else {
    static_assert(std::is_invocable_v<Body &, std::int64_t>,
                  "nano::parallel_for: the body must be callable as body(int64_t i) or body(int64_t lo, int64_t hi)");
    for (std::int64_t i = lo; i < hi; ++i) body(i);
  }
}

template <class T, class Body>
void run_reduce_chunk(Body &body, std::int64_t lo, std::int64_t hi, T &acc) {
  if constexpr (std::is_invocable_v<Body &, std::int64_t, std::int64_t, T &>) {
    body(lo, hi, acc);
  } else {
    static_assert(std::is_invocable_v<Body &, std::int64_t, T &>,
                  "nano::parallel_reduce: the body must be callable as body(int64_t i, T &acc) or "
                  "body(int64_t lo, int64_t hi, T &acc)");
    for (std::int64_t i = lo; i < hi; ++i) body(i, acc);
  }
}

}  // namespace loop_detail

template <class Body>
void parallel_for(std::int64_t n, const nano_schedule &schedule, Body &&body) {
  struct Context {
    std::remove_reference_t<Body> *body;
    loop_detail::FirstError errors;
  } context{&body, {}};
  auto trampoline = [](std::int64_t lo, std::int64_t hi, void *raw) {
    auto *c = static_cast<Context *>(raw);
    c->errors.guard([&] { loop_detail::run_chunk(*c->body, lo, hi); });
  };
  const nano_status status = nano_parallel_for(n, &schedule, trampoline, &context);
  context.errors.rethrow();
  loop_detail::throw_on(status, "nano::parallel_for");
}

template <class Body>
void parallel_for(std::int64_t n, Body &&body) {
  parallel_for(n, schedule::gss(), std::forward<Body>(body));
}

template <class T, class Body, class Combine>
T parallel_reduce(std::int64_t n, const nano_schedule &schedule, T identity, Body &&body, Combine &&combine) {
  static_assert(alignof(T) <= alignof(std::max_align_t),
                "nano::parallel_reduce: over-aligned partial types are not supported");
  static_assert(std::is_invocable_r_v<T, Combine &, T, T>,
                "nano::parallel_reduce: the combiner must be callable as T(T, T)");
  struct Context {
    const T *identity;
    std::remove_reference_t<Body> *body;
    std::remove_reference_t<Combine> *combine;
    loop_detail::FirstError errors;
  } context{&identity, &body, &combine, {}};
  auto init = [](void *partial, void *raw) { ::new (partial) T(*static_cast<Context *>(raw)->identity); };
  auto accumulate = [](std::int64_t lo, std::int64_t hi, void *raw, void *partial) {
    auto *c = static_cast<Context *>(raw);
    c->errors.guard([&] { loop_detail::run_reduce_chunk<T>(*c->body, lo, hi, *static_cast<T *>(partial)); });
  };
  auto fold = [](void *acc, const void *partial, void *raw) {
    auto *c = static_cast<Context *>(raw);
    T *p = static_cast<T *>(const_cast<void *>(partial));
    c->errors.guard([&] { *static_cast<T *>(acc) = (*c->combine)(std::move(*static_cast<T *>(acc)), std::move(*p)); });
    p->~T();
  };
  T result = identity;
  const nano_status status =
      nano_parallel_reduce_with(n, &schedule, accumulate, &context, &result, sizeof(T), init, fold, &context);
  context.errors.rethrow();
  loop_detail::throw_on(status, "nano::parallel_reduce");
  return result;
}

template <class T, class Body, class Combine>
T parallel_reduce(std::int64_t n, T identity, Body &&body, Combine &&combine) {
  return parallel_reduce(n, schedule::gss(), std::move(identity), std::forward<Body>(body),
                         std::forward<Combine>(combine));
}

}  // namespace nano
