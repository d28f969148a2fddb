// event_buffer.hpp — per-thread, lock-free trace buffers made of fixed-size blocks.
//
// Protocol:
// - Every thread that records gets its own ThreadBuffer (a worker at worker_start, any
//   other thread at its first event). Only the owner writes `cursor`/`limit`/`block`,
//   so appending an event is a bounds check and plain stores, no atomics.
// - A full block is swapped for one of the blocks prepared (touched) at the session
//   start, under the registry's mutex, and kept in memory: no I/O on the recording
//   thread while they last (16 MiB). After that, a full block is flushed by its owner
//   with one pwrite into a spill file shared by all threads (spill_file.hpp; the offset
//   is reserved with an atomic fetch_add, so writers never wait for each other), and the
//   owner goes on in the same block: memory stays bounded and no fresh page is touched
//   in steady state. The runtime's workers keep every core busy, so a flusher thread
//   would compete with them anyway.
// - Without a spill file (or when writing fails), a full block is handed over with one
//   CAS onto a global list of filled blocks instead, and the owner continues in a new
//   block; the list is taken whole at the end of the session.
// - `current_buffer` starts at a shared sentinel whose cursor == limit == burst_end ==
//   nullptr (and after_end != cursor), so the fast path never asks "attached?": the
//   first reserve of a thread fails the bounds check and attaches it in reserve_slow. Buffers of a finished session are retired the
//   same way (cursor = limit = nullptr) and kept allocated, so a stale thread-local
//   pointer is never dangling.
// - Encoding: records of event_encoding.hpp; an event checks that the cursor is before
//   `limit` (max_record_bytes before the block's end; a task boundary in a dense burst
//   checks `burst_end`, which is never above it), writes its record and moves the
//   cursor to the record's end. Records never straddle blocks.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "trace/event_encoding.hpp"
#include "trace/spill_file.hpp"

namespace nano::detail::trace {

inline constexpr std::size_t block_bytes = 65536 - 32;  // one block is 64 KiB with its header

struct Block {
  Block *next = nullptr;       // link in the filled-block list; written before the block is published
  std::uint32_t thread = 0;    // index of the ThreadBuffer that filled it
  std::uint32_t sequence = 0;  // its position among that buffer's blocks
  std::uint64_t used = 0;      // bytes written
  alignas(8) std::uint8_t bytes[block_bytes];
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
  std::uint8_t *cursor = nullptr;  // next free byte of `block`
  // A record starts before `limit`: the block's end less max_record_bytes. Null with
  // `cursor` when the thread has no block (the shared sentinel, a retired buffer,
  // memory exhausted).
  std::uint8_t *limit = nullptr;
  // Dense bursts (TimeScheme, task_records.hpp): a task start or end that begins before
  // `burst_end` is written interpolated, inline, with no clock read; at or after it the
  // boundary goes out of line (clock read, next burst, full block). Never above
  // `limit`, so this one compare is also the room check; null outside a burst (and
  // always for a thread without a block), so the test writes nothing.
  std::uint8_t *burst_end = nullptr;
  // The end of the thread's current chain: a task end, or a `running` state, and the
  // unclocked records that followed it. A record starting there follows the chain's
  // clock read with only runtime code in between (event_encoding.hpp, unclocked
  // records); record_user_code_ran breaks the chain. Never equal to `cursor` when there
  // is no chain: a thread without a block holds no_chain() (the sentinel is never written).
  std::uint8_t *after_end = no_chain();
  // The state recorded last (no_state: none yet), so a repeated state costs no record.
  // Written only through the buffer reserve() returns, so never in the shared sentinel.
  std::uint8_t last_state = no_state;
  // Task creations read the clock: set for threads that are not workers (an outside
  // thread has no task start before its creations to share the time of).
  bool clocked_creates = true;
  // Where the thread's last clocked record ended in the block (the block's start after
  // a flush): the bytes since then measure how many records a clock read covers.
  std::uint8_t *clocked_at = nullptr;
  StreamState stream;  // encoder state
  // Cold fields: owner-only during the session, read by the writer after it.
  Block *block = nullptr;
  std::uint32_t index = 0;  // position in the session's thread list
  std::uint32_t blocks_started = 0;
  std::uint64_t session = 0;
  std::vector<RecordedBlock> flushed;  // its blocks in the spill file, in order
  int worker = -1;                     // -1: not a worker (main or another outside thread)
  bool is_main = false;                // the process's initial thread

  static std::uint8_t *no_chain() noexcept { return reinterpret_cast<std::uint8_t *>(std::uintptr_t{1}); }
  // Leaves the thread without a block: its next record takes the slow path.
  void drop_block() noexcept {
    cursor = limit = burst_end = clocked_at = nullptr;
    after_end = no_chain();
  }
};

// constinit: the hot path reads it with no TLS-wrapper call (no dynamic initialiser).
extern constinit thread_local ThreadBuffer *current_buffer __attribute__((tls_model("initial-exec")));

// Slow path of reserve: attaches the thread, or flushes the full block and starts the
// next one (the stream state restarts with it). Returns the buffer to write to, with at
// least max_record_bytes free; when memory is exhausted that is a thread-local scratch
// buffer whose contents are discarded, and the event is counted as dropped.
ThreadBuffer *reserve_slow() noexcept;

inline bool has_room(const ThreadBuffer &buffer) noexcept { return buffer.cursor < buffer.limit; }

// The calling thread's buffer with room for one record (max_record_bytes) at `cursor`.
// The caller encodes its record there and sets `cursor` to the record's end.
inline ThreadBuffer *reserve() noexcept {
  ThreadBuffer *buffer = current_buffer;
  if (!has_room(*buffer)) [[unlikely]]
    return reserve_slow();
  return buffer;
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
// start (creates the spill file beside `output_path`, and prepares the blocks: one per
// processor and the starting thread, and memory_bytes worth that full blocks are swapped
// for before any is written to the spill file), close_session after they stopped
// (retires every buffer, collects the blocks), and release_blocks when the blocks were
// written out.
void open_session(const std::string &output_path, std::uint64_t memory_bytes) noexcept;
RecordedSession close_session();
void release_blocks(RecordedSession &session) noexcept;

// The bytes of a recorded block, read back into `scratch` when spilled; false when the
// spill file cannot be read.
bool read_block(const RecordedBlock &block, std::vector<std::uint8_t> &scratch, const std::uint8_t *&bytes,
                std::uint64_t &count) noexcept;

}  // namespace nano::detail::trace
