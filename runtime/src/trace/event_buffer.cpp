// event_buffer.cpp — the registry of per-thread trace buffers and the flushing of full blocks.
#if defined(NANO_TRACING)

#include "trace/event_buffer.hpp"

#include <unistd.h>

#include <algorithm>
#include <memory>
#include <mutex>
#include <new>
#include <thread>

namespace nano::detail::trace {
namespace {

// The sentinel every thread starts at: cursor == limit == burst_end == nullptr, so the first reserve
// takes the slow path. Never written (but see ThreadBuffer::last_state).
ThreadBuffer detached;

struct Registry {
  std::mutex mutex;                                    // guards live/retired; attach is rare
  std::vector<std::unique_ptr<ThreadBuffer>> live;     // this session's buffers, by index
  std::vector<std::unique_ptr<ThreadBuffer>> retired;  // earlier sessions': stale thread-locals may point here
  std::atomic<std::uint64_t> session{0};               // current session number (1, 2, ...)
  SpillFile spill;                                     // opened and closed with no thread recording
  // Treiber list of blocks kept in memory (no spill file, or a failed write). Push: CAS
  // with release, so the block's contents are visible to whoever takes it. Take:
  // exchange(nullptr) with acquire, the whole list at once, so there is no ABA.
  std::atomic<Block *> filled{nullptr};
  std::atomic<std::uint64_t> dropped{0};  // events lost to memory exhaustion
  // Touched blocks made at the session start (under mutex): for attaching threads, and
  // the spares full blocks are swapped for, staying in memory while spares last.
  std::vector<Block *> prepared;
  std::vector<Block *> spares;
};

// Never destroyed: a program may exit without finishing its trace session, and stale
// thread-local pointers may point into `retired`.
Registry &registry() noexcept {
  static Registry *instance = new Registry;
  return *instance;
}

// Where a dropped event is written when no block can be allocated: a buffer of the
// thread's own that is never attached, so the sentinel is never written.
thread_local std::uint8_t scratch_bytes[max_record_bytes];
thread_local ThreadBuffer scratch_buffer;

void restart_block(ThreadBuffer &buffer, Block *block) noexcept {
  block->next = nullptr;
  block->thread = buffer.index;
  block->sequence = buffer.blocks_started++;
  block->used = 0;
  buffer.block = block;
  // Every block decodes on its own (event_encoding.hpp): it opens with the base time.
  buffer.cursor = put_raw(block->bytes, buffer.stream.last_time);
  buffer.limit = block->bytes + block_bytes - max_record_bytes;
  // The block's first task boundary reads the clock: a burst does not cross a flush.
  buffer.burst_end = nullptr;
  buffer.clocked_at = buffer.cursor;
  buffer.after_end = ThreadBuffer::no_chain();
  buffer.stream.restart_block(buffer.clocked_creates);
}

// A new block, touched page by page at once so that its first-touch page faults are not
// paid in the middle of the recording thread's work.
Block *new_touched_block() noexcept {
  auto *block = new (std::nothrow) Block;
  if (block == nullptr) return nullptr;
  for (std::size_t at = 0; at < block_bytes; at += 4096) block->bytes[at] = 0;
  return block;
}

bool start_new_block(ThreadBuffer &buffer) noexcept {
  Block *block = new_touched_block();
  if (block == nullptr) return false;
  restart_block(buffer, block);
  return true;
}

void keep_in_memory(Block *block) noexcept {
  std::atomic<Block *> &filled = registry().filled;
  Block *head = filled.load(std::memory_order_relaxed);
  do {
    block->next = head;
  } while (!filled.compare_exchange_weak(head, block, std::memory_order_release, std::memory_order_relaxed));
}

// A block of `pool` (the registry's prepared or spares), or null when none is left.
Block *take_from(std::vector<Block *> &pool) noexcept {
  std::lock_guard lock(registry().mutex);
  if (pool.empty()) return nullptr;
  Block *block = pool.back();
  pool.pop_back();
  return block;
}

// The owner's current block, full: its byte count set from the cursor, ready to keep
// in memory or to spill.
Block *seal_block(ThreadBuffer &buffer) noexcept {
  Block *block = buffer.block;
  block->used = static_cast<std::uint64_t>(buffer.cursor - block->bytes);
  return block;
}

// Flushes the owner's current block: to the spill file (true: the block may be reused),
// or onto the in-memory list (false: the owner needs a new block).
bool flush_block(ThreadBuffer &buffer) noexcept {
  Block *block = seal_block(buffer);
  Registry &reg = registry();
  if (reg.spill.is_open()) {
    RecordedBlock entry;
    entry.sequence = block->sequence;
    try {
      buffer.flushed.reserve(buffer.flushed.size() + 1);  // may throw: then keep it in memory
      if (reg.spill.append(block->bytes, block->used, entry.spilled)) {
        buffer.flushed.push_back(entry);
        return true;
      }
    } catch (...) {}
  }
  keep_in_memory(block);
  return false;
}

}  // namespace

constinit thread_local ThreadBuffer *current_buffer __attribute__((tls_model("initial-exec"))) = &detached;

ThreadBuffer *attach_current_thread() noexcept {
  Registry &reg = registry();
  const std::uint64_t session = reg.session.load(std::memory_order_relaxed);
  ThreadBuffer *buffer = current_buffer;
  if (buffer != &detached && buffer->session == session) return buffer;

  auto fresh = std::unique_ptr<ThreadBuffer>(new (std::nothrow) ThreadBuffer);
  if (!fresh) return nullptr;
  fresh->session = session;
  fresh->is_main = gettid() == getpid();
  try {
    std::lock_guard lock(reg.mutex);
    fresh->index = static_cast<std::uint32_t>(reg.live.size());
    reg.live.push_back(std::move(fresh));
    buffer = reg.live.back().get();
  } catch (...) { return nullptr; }
  Block *prepared = take_from(reg.prepared);
  if (prepared != nullptr)
    restart_block(*buffer, prepared);
  else
    start_new_block(*buffer);  // on failure cursor == limit == nullptr: reserve_slow retries
  current_buffer = buffer;
  return buffer;
}

ThreadBuffer *reserve_slow() noexcept {
  Registry &reg = registry();
  ThreadBuffer *buffer = current_buffer;
  if (buffer == &detached || buffer->session != reg.session.load(std::memory_order_relaxed)) {
    buffer = attach_current_thread();
  } else if (buffer->block == nullptr) {
    start_new_block(*buffer);  // an earlier allocation failed
  } else if (Block *fresh = take_from(reg.spares)) {
    // No I/O on the recording thread while the spares last.
    keep_in_memory(seal_block(*buffer));
    restart_block(*buffer, fresh);
  } else if (flush_block(*buffer)) {
    restart_block(*buffer, buffer->block);
  } else {
    buffer->block = nullptr;
    buffer->drop_block();
    start_new_block(*buffer);
  }
  if (buffer == nullptr || buffer->block == nullptr) {
    reg.dropped.fetch_add(1, std::memory_order_relaxed);
    // One record, and no burst (burst_end stays null).
    scratch_buffer.drop_block();
    scratch_buffer.cursor = scratch_bytes;
    scratch_buffer.limit = scratch_bytes + 1;
    return &scratch_buffer;
  }
  return buffer;
}

void open_session(const std::string &output_path, std::uint64_t memory_bytes) noexcept {
  Registry &reg = registry();
  reg.dropped.store(0, std::memory_order_relaxed);
  reg.session.fetch_add(1, std::memory_order_relaxed);
  reg.spill.open(output_path);  // without it, blocks stay in memory
  // Touched blocks made now, before the workers start, rather than by each worker when
  // it attaches or fills one: one per processor (and the starting thread), and the
  // spares worth memory_bytes that full blocks are swapped for, so that a run recording
  // up to that much writes no spill file until the session ends.
  std::lock_guard lock(reg.mutex);
  auto prepare = [](std::vector<Block *> &pool, std::uint64_t count) {
    try {
      while (pool.size() < count) {
        Block *block = new_touched_block();
        if (block == nullptr) return;
        pool.push_back(block);
      }
    } catch (...) {
      // Fewer blocks: threads allocate their own, or spill sooner.
    }
  };
  prepare(reg.prepared, std::thread::hardware_concurrency() + 1);
  prepare(reg.spares, memory_bytes / sizeof(Block));
}

RecordedSession close_session() {
  Registry &reg = registry();
  RecordedSession recorded;
  std::lock_guard lock(reg.mutex);
  recorded.threads.resize(reg.live.size());
  reg.retired.reserve(reg.retired.size() + reg.live.size());
  for (std::size_t i = 0; i < reg.live.size(); ++i) {
    ThreadBuffer &buffer = *reg.live[i];
    if (buffer.block != nullptr && flush_block(buffer)) delete buffer.block;
    buffer.block = nullptr;
    buffer.drop_block();  // retired: the owner's next reserve re-attaches
    buffer.last_state = no_state;
    recorded.threads[i].worker = buffer.worker;
    recorded.threads[i].is_main = buffer.is_main;
    recorded.threads[i].blocks = std::move(buffer.flushed);
    buffer.flushed = {};
    reg.retired.push_back(std::move(reg.live[i]));
  }
  reg.live.clear();
  for (std::vector<Block *> *pool : {&reg.prepared, &reg.spares}) {
    for (Block *block : *pool) delete block;
    pool->clear();
  }
  for (Block *block = reg.filled.exchange(nullptr, std::memory_order_acquire); block != nullptr;) {
    Block *next = block->next;
    RecordedBlock entry;
    entry.memory = block;
    entry.sequence = block->sequence;
    recorded.threads[block->thread].blocks.push_back(entry);
    block = next;
  }
  for (RecordedThread &thread : recorded.threads)
    std::sort(thread.blocks.begin(), thread.blocks.end(),
              [](const RecordedBlock &a, const RecordedBlock &b) { return a.sequence < b.sequence; });
  recorded.dropped_events = reg.dropped.exchange(0, std::memory_order_relaxed);
  return recorded;
}

bool read_block(const RecordedBlock &block, std::vector<std::uint8_t> &scratch, const std::uint8_t *&bytes,
                std::uint64_t &count) noexcept {
  if (block.memory != nullptr) {
    bytes = block.memory->bytes;
    count = block.memory->used;
    return true;
  }
  if (!registry().spill.read(block.spilled, scratch)) return false;
  bytes = scratch.data();
  count = block.spilled.bytes;
  return true;
}

void release_blocks(RecordedSession &session) noexcept {
  for (RecordedThread &thread : session.threads) {
    for (const RecordedBlock &block : thread.blocks) delete block.memory;
    thread.blocks.clear();
  }
  registry().spill.close();
}

}  // namespace nano::detail::trace

#endif  // NANO_TRACING
