// made_once.hpp — a process-wide object made at its first use, without a function-local static.
#pragma once

#include <atomic>

namespace nano::detail {

// The object `slot` points to, made now if it has none yet (two threads may both make
// one: the first stored wins, the other is deleted). No function-local static, whose
// guard a fork while another thread runs the construction leaves held in the child
// (bb64 2): the child's fork handler may just set `slot` to null.
template <class T>
T &made_once(std::atomic<T *> &slot) {
  T *current = slot.load(std::memory_order_acquire);
  if (current) [[likely]]
    return *current;
  auto *made = new T();
  if (slot.compare_exchange_strong(current, made, std::memory_order_acq_rel)) return *made;
  delete made;
  return *current;
}

}  // namespace nano::detail
