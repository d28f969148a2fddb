// factoring_dispenser.hpp — lock-free FAC2 dispenser whose batches follow the current P.
//
// Protocol. `next_` is the first unit not yet handed out. Batch k covers
// [start_k, end_k) with start_0 = 0 and start_{k+1} = end_k; it is planned by the first
// grabber that reaches it, with the P active at that moment: size = ceil(R / 2P) for
// the R units remaining at start_k, end = start_k + min(R, P * size). The plan is one
// 64-bit word (end << 32 | size, 0 = not planned) published by CAS, so a grabber
// stopped mid-plan never blocks anyone: the others plan the batch themselves and the
// first CAS wins. A grabber claims [lo, min(lo + size, end)) from the batch holding
// `lo` with one CAS on `next_`. Every batch covers at least half of what remains,
// so fewer than 34 batches cover 2^32 units.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>

#include "loop/chunk_formulas.hpp"

namespace nano::detail::loop {

class FactoringDispenser {
 public:
  explicit FactoringDispenser(std::int64_t units) noexcept : units_(units) {}

  bool next(int workers, Range &out) noexcept {
    // acquire pairs with the release store of the hint: next_ read below is then at
    // least as far as the claim that moved the hint, so it lies in batch >= k.
    int k = batch_hint_.load(std::memory_order_acquire);
    std::int64_t lo = next_.load(std::memory_order_acquire);
    for (;;) {
      if (lo >= units_) return false;
      const Batch batch = planned_batch(k, workers);
      if (lo >= batch.end) {
        ++k;
        continue;
      }
      const std::int64_t hi = lo + batch.size < batch.end ? lo + batch.size : batch.end;
      if (next_.compare_exchange_weak(lo, hi, std::memory_order_acq_rel, std::memory_order_acquire)) {
        advance_hint(k);
        out = {lo, hi};
        return true;
      }
    }
  }

 private:
  static constexpr int kMaxBatches = 40;
  struct Batch {
    std::int64_t size;
    std::int64_t end;
  };

  static Batch unpack(std::uint64_t word) noexcept {
    return {static_cast<std::int64_t>(word & 0xffffffffu), static_cast<std::int64_t>(word >> 32)};
  }

  Batch planned_batch(int k, int workers) noexcept {
    std::uint64_t word = plans_[k].load(std::memory_order_acquire);
    if (word != 0) return unpack(word);
    // Batch k-1 is planned: a grabber only moves past a batch it has loaded.
    const std::int64_t start = k == 0 ? 0 : unpack(plans_[k - 1].load(std::memory_order_acquire)).end;
    const std::int64_t remaining = units_ - start;
    const std::int64_t size = remaining > 0 ? factoring_chunk(remaining, workers) : 1;
    const std::int64_t cover = size * workers < remaining ? size * workers : remaining;
    const std::uint64_t mine = static_cast<std::uint64_t>(start + cover) << 32 | static_cast<std::uint64_t>(size);
    if (plans_[k].compare_exchange_strong(word, mine, std::memory_order_acq_rel, std::memory_order_acquire))
      return unpack(mine);
    return unpack(word);  // another grabber planned it first
  }

  void advance_hint(int k) noexcept {
    int seen = batch_hint_.load(std::memory_order_relaxed);
    while (seen < k &&
           !batch_hint_.compare_exchange_weak(seen, k, std::memory_order_release, std::memory_order_relaxed)) {}
  }

  const std::int64_t units_;
  alignas(64) std::atomic<std::int64_t> next_{0};  // its own line: claimed by every grabber
  std::atomic<int> batch_hint_{0};
  std::array<std::atomic<std::uint64_t>, kMaxBatches> plans_{};
};

}  // namespace nano::detail::loop
