// task_pool.cpp — slow paths of the task pool: remote-list take-over, chunk carving, large blocks.
#include "core/task_pool.hpp"

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
}  // namespace

Task *TaskPool::refill(std::uint8_t cls) noexcept {
  if (!usable_) return nullptr;
  // 1. Take every block other threads gave back, sorting them by class.
  FreeBlock *remote = remote_.exchange(nullptr, std::memory_order_acquire);
  while (remote) {
    FreeBlock *next = remote->next;
    std::uint8_t c = reinterpret_cast<Task *>(remote)->size_class;
    remote->next = local_[c];
    local_[c] = remote;
    remote = next;
  }
  if (Task *t = pop(cls)) return t;
  // 2. Carve a new chunk into blocks of this class.
  void *mem = std::aligned_alloc(cache_line, chunk_bytes);
  if (!mem) return nullptr;
  auto *chunk = static_cast<PoolChunk *>(mem);
  chunk->next = chunks_;
  chunks_ = chunk;
  std::size_t size = block_bytes(cls);
  char *p = static_cast<char *>(mem) + chunk_header;
  char *end = static_cast<char *>(mem) + chunk_bytes;
  for (; p + size <= end; p += size) {
    auto *t = new (p) Task();  // value-initialised: every optional part absent
    t->size_class = cls;
    t->pool = this;
    auto *b = reinterpret_cast<FreeBlock *>(p);
    b->next = local_[cls];
    local_[cls] = b;
  }
  return pop(cls);
}

void TaskPool::release_memory() noexcept {
  while (chunks_) {
    PoolChunk *next = chunks_->next;
    std::free(chunks_);
    chunks_ = next;
  }
  for (auto &l : local_) l = nullptr;
  remote_.store(nullptr, std::memory_order_relaxed);
}

Task *allocate_task_block(TaskPool &pool, std::size_t args_size) noexcept {
  std::uint8_t cls = size_class_for(args_size);
  if (cls == large_class) {
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

void free_remote_block(Task *t) noexcept {
  TaskPool *owner = t->pool;
  auto *b = reinterpret_cast<FreeBlock *>(t);
  FreeBlock *head = owner->remote_.load(std::memory_order_relaxed);
  do {
    b->next = head;
  } while (!owner->remote_.compare_exchange_weak(head, b, std::memory_order_release, std::memory_order_relaxed));
}

}  // namespace nano::detail
