// self_scheduling.hpp — lock-free chunk dispensers for FIXED, GSS and TSS loops.
//
// A dispenser hands out disjoint unit ranges covering [0, units) exactly once to any
// number of concurrent grabbers. Each is one atomic word updated by fetch_add or CAS:
// no lock, so a grabber stopped anywhere (even by the preemption simulator's signal)
// never blocks the others. `next()` returns false only when every unit has been
// handed out; after that it keeps returning false.
//
// `next_alone()`: the same chunk, claimed with a plain load and store instead of a
// locked read-modify-write. Only for a caller that knows no other claim can race it:
// the loop's only live grabber (see LoopJob::grab_with for why that is knowable).
//
// Layout: each counter has a cache line of its own; the read-only bounds next to
// it stay shared by every core while the counter line moves between them.
//
// Bounds: units < 2^32 (loop_units.hpp guarantees it), so fetch_add past the end by
// every grabber ever started cannot overflow the 64-bit counters.
#pragma once

#include <atomic>
#include <cstdint>

#include "loop/chunk_formulas.hpp"

namespace nano::detail::loop {

// FIXED: chunk k of `chunk` units, in order. next() claims one chunk; next_batch()
// claims fixed_claim_chunks() consecutive whole chunks at once (a range starting at a
// multiple of `chunk`, ending at one or at the end), which the grabber then runs
// chunk by chunk: fewer claims on the shared line, the same chunks.
class FixedDispenser {
 public:
  FixedDispenser(std::int64_t units, std::int64_t chunk) noexcept : units_(units), chunk_(chunk) {}
  std::int64_t chunk() const noexcept { return chunk_; }
  bool next_batch(int workers, Range &out) noexcept {
    std::int64_t lo = next_.load(std::memory_order_relaxed);
    for (;;) {
      if (lo >= units_) return false;
      const std::int64_t hi = batch_end(lo, workers);
      if (next_.compare_exchange_weak(lo, hi, std::memory_order_relaxed)) {
        out = {lo, hi};
        return true;
      }
    }
  }
  bool next_batch_alone(int workers, Range &out) noexcept {
    const std::int64_t lo = next_.load(std::memory_order_relaxed);
    if (lo >= units_) return false;
    const std::int64_t hi = batch_end(lo, workers);
    next_.store(hi, std::memory_order_relaxed);
    out = {lo, hi};
    return true;
  }
  bool next(Range &out) noexcept {
    // relaxed: the counter only partitions the iteration space; the chunks' data is
    // published to the waiter by task completion, not by this counter.
    const std::int64_t lo = next_.fetch_add(chunk_, std::memory_order_relaxed);
    if (lo >= units_) return false;
    out = {lo, lo + chunk_ < units_ ? lo + chunk_ : units_};
    return true;
  }
  bool next_alone(Range &out) noexcept {
    const std::int64_t lo = next_.load(std::memory_order_relaxed);
    if (lo >= units_) return false;
    next_.store(lo + chunk_, std::memory_order_relaxed);
    out = {lo, lo + chunk_ < units_ ? lo + chunk_ : units_};
    return true;
  }

 private:
  // lo < units_ and a multiple of chunk_ (every claim advances by whole chunks).
  std::int64_t batch_end(std::int64_t lo, int workers) const noexcept {
    const std::int64_t left = units_ - lo;
    const std::int64_t span = fixed_claim_chunks(ceil_div(left, chunk_), workers) * chunk_;
    return span < left ? lo + span : units_;
  }

  const std::int64_t units_;
  const std::int64_t chunk_;
  alignas(64) std::atomic<std::int64_t> next_{0};
};

// GSS: ceil(remaining / P) with P read by the grabber at the moment it grabs.
class GuidedDispenser {
 public:
  GuidedDispenser(std::int64_t units, std::int64_t min_chunk) noexcept : units_(units), min_chunk_(min_chunk) {}
  bool next(int workers, Range &out) noexcept {
    std::int64_t lo = next_.load(std::memory_order_relaxed);
    for (;;) {
      if (lo >= units_) return false;
      const std::int64_t hi = lo + guided_chunk(units_ - lo, workers, min_chunk_);
      if (next_.compare_exchange_weak(lo, hi, std::memory_order_relaxed)) {
        out = {lo, hi};
        return true;
      }
    }
  }
  bool next_alone(int workers, Range &out) noexcept {
    const std::int64_t lo = next_.load(std::memory_order_relaxed);
    if (lo >= units_) return false;
    const std::int64_t hi = lo + guided_chunk(units_ - lo, workers, min_chunk_);
    next_.store(hi, std::memory_order_relaxed);
    out = {lo, hi};
    return true;
  }

 private:
  const std::int64_t units_;
  const std::int64_t min_chunk_;
  alignas(64) std::atomic<std::int64_t> next_{0};
};

// TSS: the trapezoid is planned once, with the P of the loop's start (F = N / 2P is
// part of the definition); chunk i is found from its ordinal, so one fetch_add.
class TrapezoidDispenser {
 public:
  explicit TrapezoidDispenser(const TrapezoidPlan &plan) noexcept : plan_(plan) {}
  bool next(Range &out) noexcept {
    const std::int64_t i = ordinal_.fetch_add(1, std::memory_order_relaxed);
    // Ordinals past the end only grow by one per grabber exit: bounded by 2^32 + grabbers.
    const Range r = plan_.chunk(i);
    if (r.lo >= plan_.n) return false;
    out = r;
    return true;
  }
  bool next_alone(Range &out) noexcept {
    const std::int64_t i = ordinal_.load(std::memory_order_relaxed);
    const Range r = plan_.chunk(i);
    if (r.lo >= plan_.n) return false;
    ordinal_.store(i + 1, std::memory_order_relaxed);
    out = r;
    return true;
  }
  const TrapezoidPlan &plan() const noexcept { return plan_; }

 private:
  const TrapezoidPlan plan_;
  alignas(64) std::atomic<std::int64_t> ordinal_{0};
};

}  // namespace nano::detail::loop
