// event_buffer.hpp — per-thread, lock-free trace buffers made of fixed-size blocks.
//
// Protocol:
// - Every thread that records gets its own ThreadBuffer (a worker at worker_start, any
//   other thread at its first event). Only the owner writes `cursor`/`limit`/`block`,
//   so appending an event is a bounds check and plain stores, no atomics.
// - A full block is flushed by its owner with one pwrite into a spill file shared by all
//   threads (spill_file.hpp; the offset is reserved with an atomic fetch_add, so writers
//   never wait for each other), and the owner goes on in the same block. Memory stays at
//   one block per thread and no fresh page is touched in steady state: the runtime's
//   workers keep every core busy, so a flusher thread would compete with them anyway.
// - Without a spill file (or when writing fails), a full block is handed over with one
//   CAS onto a global list of filled blocks instead, and the owner continues in a new
//   block; the list is taken whole at the end of the session.
// - `current_buffer` starts at a shared sentinel whose cursor == limit == nullptr, so the
//   fast path never asks "attached?": the first reserve of a thread fails the bounds
//   check and attaches it in reserve_slow. Buffers of a finished session are retired the
//   same way (cursor = limit = nullptr) and kept allocated, so a stale thread-local
//   pointer is never dangling.
// - Encoding: word 0 of an event is (ticks since the session start << 8) | EventKind;
//   the payload words follow (payload_words gives their number).
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "trace/spill_file.hpp"

namespace nano::detail::trace {

enum class EventKind : std::uint8_t {
  worker_start = 1,        // [worker]
  task_create = 2,         // [id, parent, label ptr, file ptr, line]
  task_start = 3,          // [id]
  task_end = 4,            // [id]
  dependency_release = 5,  // [predecessor, successor]
  steal = 6,               // [thief, victim]
  loop_chunk = 7,          // [task id, lo, hi]
  active_workers = 8,      // [count]
  task_create_bare = 9,    // [id, parent, label ptr]: task_create without a source location
  state_base = 16          // state_base + State: no payload
};

constexpr std::size_t payload_words(std::uint8_t kind) noexcept {
  switch (static_cast<EventKind>(kind)) {
    case EventKind::worker_start: return 1;
    case EventKind::task_create: return 5;
    case EventKind::task_start: return 1;
    case EventKind::task_end: return 1;
    case EventKind::dependency_release: return 2;
    case EventKind::steal: return 2;
    case EventKind::loop_chunk: return 3;
    case EventKind::active_workers: return 1;
    case EventKind::task_create_bare: return 3;
    default: return 0;  // states
  }
}

inline constexpr std::size_t max_event_words = 6;     // header + the largest payload
inline constexpr std::size_t block_words = 8192 - 4;  // one block is 64 KiB with its header

struct Block {
  Block *next = nullptr;       // link in the filled-block list; written before the block is published
  std::uint32_t thread = 0;    // index of the ThreadBuffer that filled it
  std::uint32_t sequence = 0;  // its position among that buffer's blocks
  std::uint64_t used = 0;      // words written
  std::uint64_t words[block_words];
};

inline constexpr std::uint8_t no_state = 0xff;

// One flushed block of a thread: still in memory, or in the spill file.
struct RecordedBlock {
  const Block *memory = nullptr;
  SpilledBlock spilled;
  std::uint32_t sequence = 0;  // position among its thread's blocks
};

// Cache-line aligned: the owner writes `cursor` on every event, and buffers of two
// threads sharing a line would make every event a cache miss on both.
struct alignas(64) ThreadBuffer {
  // Hot fields, owner-only.
  std::uint64_t *cursor = nullptr;  // next free word of `block`
  std::uint64_t *limit = nullptr;   // one past its last word
  // The state recorded last (no_state: none yet), so a repeated state costs no record.
  // Atomic (relaxed: plain moves) only because, when memory is exhausted, a thread left
  // on the shared sentinel writes it; otherwise owner-only like the fields above.
  std::atomic<std::uint8_t> last_state{no_state};
  // Cold fields: owner-only during the session, read by the writer after it.
  Block *block = nullptr;
  std::uint32_t index = 0;  // position in the session's thread list
  std::uint32_t blocks_started = 0;
  std::uint64_t session = 0;
  std::vector<RecordedBlock> flushed;  // its blocks in the spill file, in order
  int worker = -1;                     // -1: not a worker (main or another outside thread)
  bool is_main = false;                // the process's initial thread
};

extern thread_local ThreadBuffer *current_buffer __attribute__((tls_model("initial-exec")));

// Slow path of reserve: attach the thread, or hand over the full block and start a new
// one. On allocation failure it returns a scratch area and counts the event as dropped.
std::uint64_t *reserve_slow(std::size_t words) noexcept;

// `words` consecutive words in the calling thread's buffer (words <= max_event_words).
inline std::uint64_t *reserve(std::size_t words) noexcept {
  ThreadBuffer *buffer = current_buffer;
  std::uint64_t *at = buffer->cursor;
  if (static_cast<std::size_t>(buffer->limit - at) < words) [[unlikely]]
    return reserve_slow(words);
  buffer->cursor = at + words;
  return at;
}

// The calling thread's buffer for this session, attaching it if needed; null only when
// memory is exhausted (its events are then dropped and counted).
ThreadBuffer *attach_current_thread() noexcept;

// One recorded thread of a closed session with its blocks in recording order.
struct RecordedThread {
  int worker = -1;
  bool is_main = false;
  std::vector<RecordedBlock> blocks;
};

struct RecordedSession {
  std::vector<RecordedThread> threads;  // in attach order
  std::uint64_t dropped_events = 0;     // lost to memory exhaustion
};

// Session life cycle, called with no thread recording: open_session before the workers
// start (creates the spill file beside `output_path`), close_session after they stopped
// (retires every buffer, collects the blocks), and release_blocks when the blocks were
// written out.
void open_session(const std::string &output_path) noexcept;
RecordedSession close_session();
void release_blocks(RecordedSession &session) noexcept;

// The words of a recorded block, read back into `scratch` when spilled; false when the
// spill file cannot be read.
bool read_block(const RecordedBlock &block, std::vector<std::uint64_t> &scratch, const std::uint64_t *&words,
                std::uint64_t &count) noexcept;

}  // namespace nano::detail::trace
