// task_pool.hpp — per-thread recycling pool of task blocks (descriptor + argument block).
//
// Protocol (mimalloc-style): the owner thread allocates and frees its own blocks
// with plain loads and stores on `local_`. Blocks freed by another thread go back to
// their owner's `remote_` list of their size class with one CAS — not one CAS per
// block: the freeing thread gathers the blocks it frees for one owner in its own
// pool's `outgoing_` batch (plain stores) and hands each class's chain over whole,
// when the batch is full, when it frees a block of another owner, or when the
// thread runs out of local work (flush_outgoing). The owner takes a class's remote
// list whole (one exchange) when its local list of that class runs dry, and keeps it
// as its local list without walking it. So a stream of tasks created by one worker
// and run by another costs one contended cache line per batch, not per task.
// Memory comes in chunks that live until the runtime shuts down, so a block is never
// returned to the OS while a stale handle could still name it.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>

#include "core/task.hpp"

namespace nano::detail {

inline constexpr int pool_classes = 4;
inline constexpr std::size_t class_args_capacity[pool_classes] = {64, 192, 448, 960};
// Blocks gathered for one owner before the batch is handed over.
inline constexpr std::uint32_t outgoing_batch_limit = 64;

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
struct TaskPool;

// Blocks this thread freed that belong to another thread's pool (`owner`), one chain
// per size class. Owner-only (of the pool that holds the batch).
struct OutgoingBatch {
  TaskPool *owner = nullptr;
  FreeBlock *head[pool_classes] = {};
  FreeBlock *tail[pool_classes] = {};
  std::uint32_t count = 0;
};

struct TaskPool {
  FreeBlock *local_[pool_classes] = {};
  OutgoingBatch outgoing_;
  alignas(cache_line) std::atomic<FreeBlock *> remote_[pool_classes] = {};
  alignas(cache_line) PoolChunk *chunks_ = nullptr;
  bool usable_ = false;  // false for the sentinel: every allocation takes the slow path

  // Hot path: a recycled block of class `cls`, or null (then call refill).
  // The block after it is prefetched for writing (its header's hot lines and the start
  // of its argument block): a block freed by another worker is in that worker's cache,
  // and the next creation would otherwise wait for each line in turn.
  Task *pop(std::uint8_t cls) noexcept {
    FreeBlock *b = local_[cls];
    if (b) [[likely]] {
      FreeBlock *next = b->next;
      local_[cls] = next;
      if (next) {
        char *p = reinterpret_cast<char *>(next);
        __builtin_prefetch(p, 1);
        __builtin_prefetch(p + cache_line, 1);
        __builtin_prefetch(p + task_header_size, 1);
      }
      return reinterpret_cast<Task *>(b);
    }
    return nullptr;
  }
  // Slow path: takes the class's remote list, else carves a new chunk. Null if out of
  // memory or if this is the sentinel's pool.
  Task *refill(std::uint8_t cls) noexcept;
  // A block of another pool, freed by this pool's thread: into the outgoing batch.
  void give_back(Task *t) noexcept;
  // Hands the outgoing batch to its owner (call before the thread runs out of work).
  void flush_outgoing() noexcept;
  bool has_outgoing() const noexcept { return outgoing_.count != 0; }
  // Forgets every block (free lists and the outgoing batch); the chunks stay.
  void forget_blocks() noexcept;
  // Releases every chunk; only when no block of this pool can be used any more.
  void release_memory() noexcept;
};

// Allocates a block for `args_size` bytes of arguments from `pool` (large ones from malloc).
Task *allocate_task_block(TaskPool &pool, std::size_t args_size) noexcept;

// Returns `t`'s block to its pool; `current` is the calling thread's pool.
[[gnu::always_inline]] inline void free_task_block(TaskPool &current, Task *t) noexcept;
void free_large_block(Task *t) noexcept;

[[gnu::always_inline]] inline void free_task_block(TaskPool &current, Task *t) noexcept {
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
  current.give_back(t);
}

}  // namespace nano::detail
