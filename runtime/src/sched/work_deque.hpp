// work_deque.hpp — Chase-Lev work-stealing deque of ready items (owner LIFO, thieves FIFO).
//
// After Lê, Pop, Cohen, Zappa Nardelli, "Correct and Efficient Work-Stealing for Weak
// Memory Models" (PPoPP'13), with the fences folded into seq_cst operations so that
// ThreadSanitizer (which does not model fences) sees the same happens-before edges:
//  * push publishes the slot with a seq_cst store of bottom_ (a release for thieves,
//    and the store half of the idle protocol's Dekker pair, see idle_gate.hpp);
//  * pop lowers bottom_ (seq_cst) before reading top_ (seq_cst), and races thieves for
//    the last item with a CAS on top_;
//  * steal reads top_ then bottom_ (seq_cst), reads the slot, then claims it by CAS.
// Grown buffers are kept until the deque dies, since a thief may still read the old one.
#pragma once

#include <atomic>
#include <cstdint>
#include <cstdlib>

#include "core/config.hpp"

namespace nano::detail {

class WorkDeque {
 public:
  constexpr WorkDeque() = default;
  WorkDeque(const WorkDeque &) = delete;
  WorkDeque &operator=(const WorkDeque &) = delete;

  // Allocates the first buffer (not in the constructor: the sentinel is constinit).
  void open(std::int64_t capacity = 1024) noexcept {
    buffer_.store(make_buffer(capacity, nullptr), std::memory_order_relaxed);
  }
  void close() noexcept {
    Buffer *b = buffer_.load(std::memory_order_relaxed);
    while (b) {
      Buffer *prev = b->retired;
      std::free(b);
      b = prev;
    }
    buffer_.store(nullptr, std::memory_order_relaxed);
    top_.store(0, std::memory_order_relaxed);
    bottom_.store(0, std::memory_order_relaxed);
    top_cache_ = 0;
  }

  // Owner only. The owner checks for room against top_cache_, its last view of top_
  // (never ahead of top_), and re-reads top_ only when that view says full: top_ is
  // the line thieves write, so a push does not wait for it while thieves keep up. A
  // slot is reused only once an acquire load of top_ showed the steal of its previous
  // item, which orders that thief's read before the new write.
  void push(std::uintptr_t item) noexcept {
    std::int64_t b = bottom_.load(std::memory_order_relaxed);
    Buffer *buf = buffer_.load(std::memory_order_relaxed);
    if (b - top_cache_ > buf->mask) [[unlikely]] {
      top_cache_ = top_.load(std::memory_order_acquire);
      if (b - top_cache_ > buf->mask) buf = grow(buf, top_cache_, b);
    }
    buf->slots[b & buf->mask].store(item, std::memory_order_relaxed);
    bottom_.store(b + 1, std::memory_order_seq_cst);
  }

  // Owner only: the most recently pushed item, or 0.
  std::uintptr_t pop() noexcept {
    std::int64_t b = bottom_.load(std::memory_order_relaxed) - 1;
    if (b < top_.load(std::memory_order_relaxed)) return 0;  // cheap empty check
    Buffer *buf = buffer_.load(std::memory_order_relaxed);
    bottom_.store(b, std::memory_order_seq_cst);
    std::int64_t t = top_.load(std::memory_order_seq_cst);
    if (t > b) {
      bottom_.store(b + 1, std::memory_order_relaxed);
      return 0;
    }
    std::uintptr_t item = buf->slots[b & buf->mask].load(std::memory_order_relaxed);
    if (t == b) {
      if (!top_.compare_exchange_strong(t, t + 1, std::memory_order_seq_cst, std::memory_order_relaxed)) item = 0;
      bottom_.store(b + 1, std::memory_order_relaxed);
    }
    return item;
  }

  // Any thread: the oldest item, or 0 (empty or lost a race).
  std::uintptr_t steal() noexcept {
    std::int64_t t = top_.load(std::memory_order_seq_cst);
    std::int64_t b = bottom_.load(std::memory_order_seq_cst);
    if (t >= b) return 0;
    Buffer *buf = buffer_.load(std::memory_order_acquire);
    std::uintptr_t item = buf->slots[t & buf->mask].load(std::memory_order_relaxed);
    if (!top_.compare_exchange_strong(t, t + 1, std::memory_order_seq_cst, std::memory_order_relaxed)) return 0;
    return item;
  }

  // Owner only: whether it holds more than `n` items, give or take concurrent steals.
  // Answered from top_cache_ while that already says "no"; top_ is read only otherwise.
  bool owner_holds_more_than(std::int64_t n) noexcept {
    std::int64_t b = bottom_.load(std::memory_order_relaxed);
    if (b - top_cache_ <= n) return false;
    top_cache_ = top_.load(std::memory_order_relaxed);
    return b - top_cache_ > n;
  }

  // Owner only, for the throttle: like owner_holds_more_than, but a "yes" read from
  // top_ is trusted for the next stale_yes_limit calls without reading top_ again.
  // A producer over the limit asks at every submit while thieves CAS top_ (steal_more
  // takes up to 32 items in a row); reading top_ each time would bounce its line
  // between them at every task. Only "yes" goes stale: thieves can only lower the
  // count, so the owner may throttle up to stale_yes_limit submits too many, never
  // queue past the limit because of a stale view. The countdown lives with the caller
  // (`trusted_yes_left`, on a line the owner writes anyway), and top_cache_ is stored
  // only when top_ moved: a throttling producer then writes nothing on bottom_'s line,
  // which thieves read at every steal round (also those backing off from it,
  // steal_backoff.hpp), so their reads cost it no miss.
  static constexpr std::uint32_t stale_yes_limit = 16;
  bool owner_probably_holds_more_than(std::int64_t n, std::uint32_t &trusted_yes_left) noexcept {
    std::int64_t b = bottom_.load(std::memory_order_relaxed);
    if (b - top_cache_ <= n) return false;
    if (trusted_yes_left != 0) {
      --trusted_yes_left;
      return true;
    }
    if (std::int64_t t = top_.load(std::memory_order_relaxed); t != top_cache_) top_cache_ = t;
    if (b - top_cache_ <= n) return false;
    trusted_yes_left = stale_yes_limit;
    return true;
  }

  // Any thread: how many items it holds, approximately (relaxed loads).
  std::int64_t size_estimate() const noexcept {
    std::int64_t n = bottom_.load(std::memory_order_relaxed) - top_.load(std::memory_order_relaxed);
    return n > 0 ? n : 0;
  }

  bool looks_empty() const noexcept {
    return top_.load(std::memory_order_seq_cst) >= bottom_.load(std::memory_order_seq_cst);
  }

 private:
  struct Buffer {
    std::int64_t mask;
    Buffer *retired;  // the previous (smaller) buffer
    std::atomic<std::uintptr_t> slots[1];
  };

  static Buffer *make_buffer(std::int64_t capacity, Buffer *retired) noexcept {
    std::size_t bytes = sizeof(Buffer) + sizeof(std::atomic<std::uintptr_t>) * static_cast<std::size_t>(capacity);
    auto *b = static_cast<Buffer *>(std::calloc(1, bytes));
    if (!b) std::abort();
    b->mask = capacity - 1;
    b->retired = retired;
    return b;
  }

  Buffer *grow(Buffer *old, std::int64_t t, std::int64_t b) noexcept {
    Buffer *bigger = make_buffer((old->mask + 1) * 2, old);
    for (std::int64_t i = t; i < b; ++i)
      bigger->slots[i & bigger->mask].store(old->slots[i & old->mask].load(std::memory_order_relaxed),
                                            std::memory_order_relaxed);
    buffer_.store(bigger, std::memory_order_release);
    return bigger;
  }

  alignas(cache_line) std::atomic<std::int64_t> top_{0};
  alignas(cache_line) std::atomic<std::int64_t> bottom_{0};
  std::atomic<Buffer *> buffer_{nullptr};
  std::int64_t top_cache_ = 0;  // owner only: top_ as last read by the owner (<= top_)
};

}  // namespace nano::detail
