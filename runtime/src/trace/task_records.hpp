// task_records.hpp — the records every task makes (creation, start, end), inline in the runtime.
//
// A task with one nano-thread per call costs some 400 instructions untraced, so its
// three records are the whole tracing overhead of a fine-grained run. Their common
// paths are inline here, in the runtime's own code (the hooks of hooks.hpp), so they
// cost no call, no TaskInfo built in memory and no argument registers; whatever is
// rarer (a boundary outside a dense burst or at its end, a full block, an unattached
// thread, a long form, a time delta of more than one byte) calls a noinline function of
// recorder.cpp. The encoding is event_encoding.hpp's; the encoder state is the calling
// thread's ThreadBuffer.
#pragma once

#include "trace/clock.hpp"
#include "trace/event_buffer.hpp"
#include "trace/event_encoding.hpp"
#include "trace/trace_types.hpp"

#include <cstddef>
#include <cstdint>

namespace nano::detail::trace {

extern TraceClock session_clock;  // written by start_with before `enabled`; read-only while recording
extern TimeScheme time_scheme;    // likewise

// Rare paths of the records below (recorder.cpp). The creation's takes the fields in
// registers: with a TaskInfo address, the inline fast path would build one in memory.
[[gnu::noinline]] void record_long_task_create(std::uint64_t id, std::uint64_t parent_id, const char *label,
                                               const char *file, int line) noexcept;
// The time delta of a clocked record whose kind byte is at at[-1], when it is not one
// byte: negative (a clock that stepped back after a migration: stored as 0) or long.
[[gnu::noinline]] std::uint8_t *put_long_delta(ThreadBuffer &buffer, std::uint8_t *at, std::uint64_t now) noexcept;
// Writes the kind byte of a clocked record at `at`, then the time since the thread's
// previous clocked record (in units), which is `dt` for the clock read `now`. The common
// delta (under 128 units, about 0.5 us) is one byte; a negative one wraps to a large
// unsigned value and takes the rare path too, which clamps it, so the thread's time
// never goes back.
inline std::uint8_t *put_time(ThreadBuffer &buffer, std::uint8_t *at, std::uint8_t kind, std::uint64_t now,
                              std::uint64_t dt) noexcept {
  *at++ = kind;
  if (dt >= 0x80) [[unlikely]]
    return put_long_delta(buffer, at, now);
  buffer.stream.last_time = now;
  *at = static_cast<std::uint8_t>(dt);
  return at + 1;
}

inline std::uint64_t now_units() noexcept { return session_clock.ticks() >> tick_shift; }

// True when a task start or end at `at` is inside the thread's dense burst: it is then
// written interpolated, inline (ThreadBuffer::burst_end; false when there is no burst).
inline bool in_burst(const ThreadBuffer &buffer, const std::uint8_t *at) noexcept {
  return reinterpret_cast<std::uintptr_t>(at) < reinterpret_cast<std::uintptr_t>(buffer.burst_end);
}

// A clocked record that is not a task boundary: it reads the clock and ends the
// thread's dense burst, if any.
inline std::uint8_t *put_clocked(ThreadBuffer &buffer, std::uint8_t *at, EventKind kind) noexcept {
  const std::uint64_t now = now_units();
  buffer.burst_end = nullptr;
  at = put_time(buffer, at, static_cast<std::uint8_t>(kind), now, now - buffer.stream.last_time);
  buffer.clocked_at = at;
  return at;
}

// A clocked task boundary (outside a dense burst, or the one after a burst's last
// bytes; every boundary with NANO_TRACE_EXACT=1): writes the kind byte and the time,
// and starts the next burst when the time since the thread's previous clocked record is
// under dense_gap_units per byte recorded since (TimeScheme). Out of line (recorder.cpp);
// the caller checked for room.
[[gnu::noinline]] std::uint8_t *put_clocked_boundary(ThreadBuffer &buffer, std::uint8_t *at,
                                                     std::uint8_t kind) noexcept;

// A task boundary's kind byte (and time when clocked) at `at`, for an out-of-line caller
// that checked for room: interpolated inside the burst, else clocked.
inline std::uint8_t *put_boundary(ThreadBuffer &buffer, std::uint8_t *at, std::uint8_t kind) noexcept {
  if (in_burst(buffer, at)) {
    *at = kind | interpolated;
    return at + 1;
  }
  return put_clocked_boundary(buffer, at, kind);
}

// A task id as the zigzag difference to the block's previous id.
inline std::uint8_t *put_id(ThreadBuffer &buffer, std::uint8_t *at, std::uint64_t id) noexcept {
  const auto delta = static_cast<std::int64_t>(id - buffer.stream.last_id);
  buffer.stream.last_id = id;
  return put_varint(at, zigzag(delta));
}

// True when `slot` holds the site of `task` and is not an empty cache slot (one
// combined compare: a single branch).
inline bool holds_site(const SiteSlot &slot, const TaskInfo &task) noexcept {
  return ((reinterpret_cast<std::uintptr_t>(slot.label) ^ reinterpret_cast<std::uintptr_t>(task.label)) |
          (reinterpret_cast<std::uintptr_t>(slot.file) ^ reinterpret_cast<std::uintptr_t>(task.file)) |
          static_cast<std::uint32_t>(slot.line ^ task.line) | static_cast<std::uintptr_t>(slot.number == 0)) == 0;
}

// True when `task` has the site of the thread's previous creation in the block (an empty
// `recent` has a label no task has, so its number needs no test).
inline bool repeats_recent_site(const StreamState &stream, const TaskInfo &task) noexcept {
  return ((reinterpret_cast<std::uintptr_t>(stream.recent.label) ^ reinterpret_cast<std::uintptr_t>(task.label)) |
          (reinterpret_cast<std::uintptr_t>(stream.recent.file) ^ reinterpret_cast<std::uintptr_t>(task.file)) |
          static_cast<std::uint32_t>(stream.recent.line ^ task.line)) == 0;
}

// Always inline: its caller (the runtime's submit) tests `enabled` as unlikely, which
// would otherwise keep it a call with a TaskInfo built in memory.
[[gnu::always_inline]] inline void record_task_create(const TaskInfo &task) {
  ThreadBuffer &buffer = *current_buffer;
  StreamState &stream = buffer.stream;
  // On a worker, unclocked: stamped with the creator's last clock read
  // (event_encoding.hpp); the common creation is then one byte (short form): the next
  // id (next_short_create is an impossible id on a thread whose creations are clocked),
  // a known open task (the running one) that is the parent, and the previous site. An
  // unattached thread's sentinel (or a retired buffer) has no room, so it never takes
  // the short form.
  if (!has_room(buffer) || task.id != stream.next_short_create || !task.parent_running ||
      stream.open_depth == 0 || !repeats_recent_site(stream, task)) [[unlikely]]
    return record_long_task_create(task.id, task.parent_id, task.label, task.file, task.line);
  stream.next_short_create = task.id + 1;
  *buffer.cursor++ = static_cast<std::uint8_t>(EventKind::task_create_next) | unclocked;
}

// A task start at `at` in its shortest form (event_encoding.hpp "Short forms"), and the
// push on the open-task stack; `put_kind(at, kind)` writes the kind byte (and the time)
// and returns its end. Returns the record's end.
template <class PutKind>
inline std::uint8_t *put_start(ThreadBuffer &buffer, std::uint8_t *at, std::uint64_t task_id,
                               PutKind put_kind) noexcept {
  StreamState &stream = buffer.stream;
  if (task_id + 1 == stream.next_short_create) {
    at = put_kind(at, static_cast<std::uint8_t>(EventKind::task_start_created));
  } else if (task_id + 1 == stream.last_id) {
    stream.last_id = task_id;
    at = put_kind(at, static_cast<std::uint8_t>(EventKind::task_start_previous));
  } else {
    at = put_id(buffer, put_kind(at, static_cast<std::uint8_t>(EventKind::task_start)), task_id);
  }
  push_open(stream, task_id);
  return at;
}

// A task start outside a dense burst or at its end (or with a full block, or on a thread
// without one): the whole record out of line, so that the inline part below stays small
// enough for the runtime's task paths.
[[gnu::noinline]] void record_slow_task_start(std::uint64_t task_id) noexcept;
[[gnu::noinline]] void record_slow_task_end(std::uint64_t task_id) noexcept;

// A task start (docs/tracing.md "Times"; event_encoding.hpp, interpolated records).
// Inline: a start inside a dense burst, one kind byte (and the id unless it is the task
// just created or the sibling before the last one); `burst_end` is also its room check.
inline void record_task_start(std::uint64_t task_id) {
  ThreadBuffer &buffer = *current_buffer;
  std::uint8_t *at = buffer.cursor;
  if (!in_burst(buffer, at)) [[unlikely]]
    return record_slow_task_start(task_id);
  buffer.cursor = put_start(buffer, at, task_id, [](std::uint8_t *to, std::uint8_t kind) {
    *to = kind | interpolated;
    return to + 1;
  });
}

// A task end. Inline: with a known open task (then the ended one: event_encoding.hpp,
// "Short forms") inside a dense burst, one kind byte. It starts a chain (the releases,
// states and start that follow with only runtime code in between share its time when
// they are out of the burst).
inline void record_task_end(std::uint64_t task_id) {
  ThreadBuffer &buffer = *current_buffer;
  StreamState &stream = buffer.stream;
  std::uint8_t *at = buffer.cursor;
  if (stream.open_depth == 0 || !in_burst(buffer, at)) [[unlikely]]
    return record_slow_task_end(task_id);
  *at = static_cast<std::uint8_t>(EventKind::task_end_open) | interpolated;
  stream.last_id = task_id;
  pop_open(stream, task_id);
  buffer.cursor = buffer.after_end = at + 1;
}

// The runtime was entered from user code on a path that may start a task (a wait, a
// throttled child run as a call): the thread's last task end no longer directly precedes
// its next record, so that record must read the clock. Between a task end and this call
// (or the thread's next start) only runtime code runs (docs/tracing.md, "Times").
inline void record_user_code_ran() {
  // Written only when a chain ends at the cursor: never in the sentinel (no_chain).
  ThreadBuffer *buffer = current_buffer;
  if (buffer->after_end == buffer->cursor) buffer->after_end = ThreadBuffer::no_chain();
}

}  // namespace nano::detail::trace
