// task_pool.cpp — slow paths of the task pool: remote lists, outgoing batches, chunk carving, large blocks.
#include "core/task_pool.hpp"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <new>

namespace nano::detail {

struct PoolChunk {
  PoolChunk *next;
};

namespace {
constexpr std::size_t chunk_bytes = 64 * 1024;
constexpr std::size_t chunk_header = 64;

std::size_t block_bytes(std::uint8_t cls) { return task_header_size + class_args_capacity[cls]; }

// Prepends the chain first..last to `owner`'s remote list of class `cls` (one CAS).
void push_remote_chain(TaskPool *owner, std::uint8_t cls, FreeBlock *first, FreeBlock *last) noexcept {
  FreeBlock *head = owner->remote_[cls].load(std::memory_order_relaxed);
  do {
    last->next = head;
  } while (!owner->remote_[cls].compare_exchange_weak(head, first, std::memory_order_release,
                                                      std::memory_order_relaxed));
}
}  // namespace

Task *TaskPool::refill(std::uint8_t cls) noexcept {
  if (!usable_) return nullptr;
  // 1. Take every block of this class other threads gave back, as the local list.
  if (FreeBlock *remote = remote_[cls].exchange(nullptr, std::memory_order_acquire)) {
    local_[cls] = remote;
    return pop(cls);
  }
  // 2. Carve a new chunk into blocks of this class.
  void *mem = std::aligned_alloc(cache_line, chunk_bytes);
  if (!mem) return nullptr;
  auto *chunk = static_cast<PoolChunk *>(mem);
  chunk->next = chunks_;
  chunks_ = chunk;
  std::size_t size = block_bytes(cls);
  char *p = static_cast<char *>(mem) + chunk_header;
  char *end = static_cast<char *>(mem) + chunk_bytes;
  // Linked in address order, so that consecutive tasks use consecutive memory.
  FreeBlock *first = nullptr;
  FreeBlock **link = &first;
  for (; p + size <= end; p += size) {
    auto *t = new (p) Task();  // value-initialised: every optional part absent
    t->size_class = cls;
    t->pool = this;
    auto *b = reinterpret_cast<FreeBlock *>(p);
    *link = b;
    link = &b->next;
  }
  *link = local_[cls];
  local_[cls] = first;
  return pop(cls);
}

void TaskPool::give_back(Task *t) noexcept {
  auto *b = reinterpret_cast<FreeBlock *>(t);
  std::uint8_t cls = t->size_class;
  if (!usable_) [[unlikely]] {
    // The sentinel's pool is shared by every thread without a state: no batching.
    push_remote_chain(t->pool, cls, b, b);
    return;
  }
  OutgoingBatch &out = outgoing_;
  if (out.owner != t->pool) {
    flush_outgoing();
    out.owner = t->pool;
  }
  b->next = out.head[cls];
  if (!out.head[cls]) out.tail[cls] = b;
  out.head[cls] = b;
  if (++out.count >= outgoing_batch_limit) flush_outgoing();
}

void TaskPool::flush_outgoing() noexcept {
  OutgoingBatch &out = outgoing_;
  if (out.count == 0) return;
  for (int cls = 0; cls < pool_classes; ++cls) {
    if (!out.head[cls]) continue;
    push_remote_chain(out.owner, static_cast<std::uint8_t>(cls), out.head[cls], out.tail[cls]);
    out.head[cls] = nullptr;
    out.tail[cls] = nullptr;
  }
  out.count = 0;
  out.owner = nullptr;
}

void TaskPool::forget_blocks() noexcept {
  for (auto &l : local_) l = nullptr;
  for (auto &r : remote_) r.store(nullptr, std::memory_order_relaxed);
  outgoing_ = OutgoingBatch{};
}

void TaskPool::release_memory() noexcept {
  while (chunks_) {
    PoolChunk *next = chunks_->next;
    std::free(chunks_);
    chunks_ = next;
  }
  forget_blocks();
}

Task *allocate_task_block(TaskPool &pool, std::size_t args_size) noexcept {
  std::uint8_t cls = size_class_for(args_size);
  if (cls == large_class) {
    // A size no block can have (no object exceeds PTRDIFF_MAX bytes; near SIZE_MAX the
    // header and rounding would wrap): out of memory, without asking the allocator.
    if (args_size > static_cast<std::size_t>(PTRDIFF_MAX) - task_header_size - 63) return nullptr;
    std::size_t bytes = (task_header_size + args_size + 63) & ~std::size_t{63};
    void *mem = std::aligned_alloc(cache_line, bytes);
    if (!mem) return nullptr;
    auto *t = new (mem) Task();
    t->size_class = large_class;
    t->pool = &pool;
    return t;
  }
  if (Task *t = pool.pop(cls)) return t;
  return pool.refill(cls);
}

void free_large_block(Task *t) noexcept { std::free(t); }

}  // namespace nano::detail
