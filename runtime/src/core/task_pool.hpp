// task_pool.hpp — per-thread recycling pool of task blocks (descriptor + argument block).
//
// Protocol (mimalloc-style): the owner thread allocates and frees its own blocks
// with plain loads and stores on `local_`. A block freed by another thread is pushed
// with one CAS onto `remote_`; the owner takes that list whole (one exchange) when
// its local list of the wanted class runs dry. Memory comes in chunks that live
// until the runtime shuts down, so a block is never returned to the OS while a
// stale handle could still name it.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>

#include "core/task.hpp"

namespace nano::detail {

inline constexpr int pool_classes = 4;
inline constexpr std::size_t class_args_capacity[pool_classes] = {64, 192, 448, 960};

// Smallest class whose argument capacity holds `args_size`; large_class beyond.
inline std::uint8_t size_class_for(std::size_t args_size) noexcept {
  if (args_size <= class_args_capacity[0]) return 0;
  if (args_size <= class_args_capacity[1]) return 1;
  if (args_size <= class_args_capacity[2]) return 2;
  if (args_size <= class_args_capacity[3]) return 3;
  return large_class;
}

struct FreeBlock {
  FreeBlock *next;
};

struct PoolChunk;

struct TaskPool {
  FreeBlock *local_[pool_classes] = {};
  alignas(cache_line) std::atomic<FreeBlock *> remote_{nullptr};
  PoolChunk *chunks_ = nullptr;
  bool usable_ = false;  // false for the sentinel: every allocation takes the slow path

  // Hot path: a recycled block of class `cls`, or null (then call refill).
  Task *pop(std::uint8_t cls) noexcept {
    FreeBlock *b = local_[cls];
    if (b) [[likely]] {
      local_[cls] = b->next;
      return reinterpret_cast<Task *>(b);
    }
    return nullptr;
  }
  // Slow path: takes the remote list, else carves a new chunk. Null if out of memory
  // or if this is the sentinel's pool.
  Task *refill(std::uint8_t cls) noexcept;
  // Releases every chunk; only when no block of this pool can be used any more.
  void release_memory() noexcept;
};

// Allocates a block for `args_size` bytes of arguments from `pool` (large ones from malloc).
Task *allocate_task_block(TaskPool &pool, std::size_t args_size) noexcept;

// Returns `t`'s block to its pool; `current` is the calling thread's pool.
inline void free_task_block(TaskPool &current, Task *t) noexcept;
void free_large_block(Task *t) noexcept;
void free_remote_block(Task *t) noexcept;

inline void free_task_block(TaskPool &current, Task *t) noexcept {
  if (t->size_class == large_class) [[unlikely]] {
    free_large_block(t);
    return;
  }
  if (t->pool == &current) [[likely]] {
    auto *b = reinterpret_cast<FreeBlock *>(t);
    b->next = current.local_[t->size_class];
    current.local_[t->size_class] = b;
    return;
  }
  free_remote_block(t);
}

}  // namespace nano::detail
