// affinity_dispenser.hpp — lock-free affinity scheduling (Markatos & LeBlanc).
//
// The loop starts as R = P near-equal local ranges, one per grabber. A grabber takes
// ceil(r / P) units from the front of its own range; when that is empty it scans all
// ranges and steals ceil(r / P) from the back of the one with most left. P is read at
// every grab. Each range is one 64-bit word (hi << 32 | lo) changed only by CAS, and
// ranges only shrink, so "every range seen empty" means the loop is fully handed out.
// Grabbers started later (more processors arrived) have no range and only steal.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>

#include "loop/chunk_formulas.hpp"

namespace nano::detail::loop {

class AffinityDispenser {
 public:
  AffinityDispenser(std::int64_t units, int ranges) : ranges_(ranges), slots_(new Slot[ranges]) {
    for (int r = 0; r < ranges; ++r) {
      const Range block = static_block(units, ranges, r);
      slots_[r].word.store(pack(block.lo, block.hi), std::memory_order_relaxed);
    }
  }

  bool next(int grabber, int workers, Range &out) noexcept {
    if (grabber < ranges_ && take_front(slots_[grabber], workers, out)) return true;
    return steal(workers, out);
  }

  int ranges() const noexcept { return ranges_; }

 private:
  struct alignas(64) Slot {  // one cache line per range: owners take without sharing lines
    std::atomic<std::uint64_t> word{0};
  };

  static std::uint64_t pack(std::int64_t lo, std::int64_t hi) noexcept {
    return static_cast<std::uint64_t>(hi) << 32 | static_cast<std::uint64_t>(lo);
  }
  static std::int64_t lo_of(std::uint64_t w) noexcept { return static_cast<std::int64_t>(w & 0xffffffffu); }
  static std::int64_t hi_of(std::uint64_t w) noexcept { return static_cast<std::int64_t>(w >> 32); }

  static bool take_front(Slot &slot, int workers, Range &out) noexcept {
    std::uint64_t w = slot.word.load(std::memory_order_relaxed);
    for (;;) {
      const std::int64_t lo = lo_of(w), hi = hi_of(w);
      if (lo >= hi) return false;
      const std::int64_t c = affinity_take(hi - lo, workers);
      if (slot.word.compare_exchange_weak(w, pack(lo + c, hi), std::memory_order_relaxed)) {
        out = {lo, lo + c};
        return true;
      }
    }
  }

  bool steal(int workers, Range &out) noexcept {
    for (;;) {
      int victim = -1;
      std::int64_t most = 0;
      std::uint64_t seen = 0;
      for (int r = 0; r < ranges_; ++r) {
        const std::uint64_t w = slots_[r].word.load(std::memory_order_relaxed);
        if (hi_of(w) - lo_of(w) > most) {
          most = hi_of(w) - lo_of(w);
          victim = r;
          seen = w;
        }
      }
      if (victim < 0) return false;
      const std::int64_t lo = lo_of(seen), hi = hi_of(seen);
      const std::int64_t c = affinity_take(hi - lo, workers);
      if (slots_[victim].word.compare_exchange_strong(seen, pack(lo, hi - c), std::memory_order_relaxed)) {
        out = {hi - c, hi};
        return true;
      }
    }
  }

  const int ranges_;
  std::unique_ptr<Slot[]> slots_;
};

}  // namespace nano::detail::loop
