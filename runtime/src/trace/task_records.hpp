// task_records.hpp — the records every task makes (creation, start, end), inline in the runtime.
//
// A task with one nano-thread per call costs some 400 instructions untraced, so its
// three records are the whole tracing overhead of a fine-grained run. Their common
// paths are inline here, in the runtime's own code (the hooks of hooks.hpp), so they
// cost no call, no TaskInfo built in memory and no argument registers; whatever is
// rarer (a full block, an unattached thread, a long form, a time delta of more than
// one byte) calls a noinline function of recorder.cpp. The encoding is
// event_encoding.hpp's; the encoder state is the calling thread's ThreadBuffer.
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
[[gnu::noinline]] void record_long_task_end(std::uint64_t task_id) noexcept;
[[gnu::noinline]] void record_task_start_after_reserve(std::uint64_t task_id) noexcept;
// The time delta of a clocked record whose kind byte is at at[-1], when it is not one
// byte: negative (a clock that stepped back after a migration: stored as 0) or long.
[[gnu::noinline]] std::uint8_t *put_long_delta(ThreadBuffer &buffer, std::uint8_t *at, std::uint64_t now) noexcept;
// A task start or end outside a dense burst: reads the clock, and a boundary that came
// less than `dense_below` after the thread's previous clocked record (one boundary's
// gap, or a whole burst's at the burst's own clock read) starts or continues a burst.
[[gnu::noinline]] std::uint8_t *put_clocked_boundary(ThreadBuffer &buffer, std::uint8_t *at, EventKind kind) noexcept;

// Writes the kind byte of a clocked record at `at`, then the time since the thread's
// previous clocked record (in units), which is `dt` for the clock read `now`. The common
// delta (under 128 units, about 0.5 us) is one byte; a negative one wraps to a large
// unsigned value and takes the rare path too, which clamps it, so the thread's time
// never goes back.
inline std::uint8_t *put_time(ThreadBuffer &buffer, std::uint8_t *at, EventKind kind, std::uint64_t now,
                              std::uint64_t dt) noexcept {
  *at++ = static_cast<std::uint8_t>(kind);
  if (dt >= 0x80) [[unlikely]]
    return put_long_delta(buffer, at, now);
  buffer.stream.last_time = now;
  *at = static_cast<std::uint8_t>(dt);
  return at + 1;
}

// A clocked record that is not a task boundary: it reads the clock and ends the
// thread's dense burst, if any.
inline std::uint8_t *put_clocked(ThreadBuffer &buffer, std::uint8_t *at, EventKind kind) noexcept {
  const std::uint64_t now = session_clock.ticks() >> tick_shift;
  buffer.burst_left = 0;
  buffer.dense_below = time_scheme.dense_gap_units;
  return put_time(buffer, at, kind, now, now - buffer.stream.last_time);
}

// The kind byte and time of a task start or end (TimeScheme, docs/tracing.md "Times").
// Inside a dense burst the record reads no clock: its kind byte has the `interpolated`
// bit, and that is the only inline part (the runtime's task paths stay small whether
// tracing is on or off). Otherwise put_clocked_boundary reads the clock.
inline std::uint8_t *put_boundary(ThreadBuffer &buffer, std::uint8_t *at, EventKind kind) noexcept {
  if (buffer.burst_left == 0) return put_clocked_boundary(buffer, at, kind);
  --buffer.burst_left;
  *at = static_cast<std::uint8_t>(kind) | interpolated;
  return at + 1;
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

inline bool has_room(const ThreadBuffer &buffer) noexcept {
  return static_cast<std::size_t>(buffer.limit - buffer.cursor) >= max_record_bytes;
}

// Always inline: its caller (the runtime's submit) tests `enabled` as unlikely, which
// would otherwise keep it a call with a TaskInfo built in memory.
[[gnu::always_inline]] inline void record_task_create(const TaskInfo &task) {
  ThreadBuffer &buffer = *current_buffer;
  StreamState &stream = buffer.stream;
  // On a worker, unclocked: stamped with the creator's last clock read
  // (event_encoding.hpp); the common creation is then one byte (short form), tested
  // with one combined compare. An unattached thread's sentinel (or a retired buffer)
  // has no room, so it never takes the short form.
  if (!has_room(buffer) ||
      ((task.id ^ (stream.last_created + 1)) | (task.parent_id ^ stream.current) |
       static_cast<std::uint64_t>(buffer.clocked_creates)) != 0 ||
      !repeats_recent_site(stream, task)) [[unlikely]]
    return record_long_task_create(task.id, task.parent_id, task.label, task.file, task.line);
  stream.last_created = stream.last_id = task.id;
  *buffer.cursor++ = static_cast<std::uint8_t>(EventKind::task_create_next) | unclocked;
}

inline void record_task_start(std::uint64_t task_id) {
  ThreadBuffer &buffer = *current_buffer;
  std::uint8_t *at = buffer.cursor;
  if (!has_room(buffer)) [[unlikely]]
    return record_task_start_after_reserve(task_id);
  // In the chain after a task end (no user code ran since: record_user_code_ran breaks
  // the chain where the runtime is entered from user code), the end's clock read stands
  // for the start.
  if (at == buffer.after_end)
    *at++ = static_cast<std::uint8_t>(EventKind::task_start) | unclocked;
  else
    at = put_boundary(buffer, at, EventKind::task_start);
  OpenTasks::start(buffer.stream.current, buffer.stream.depth, buffer.stream.open, task_id);
  buffer.cursor = put_id(buffer, at, task_id);
}

inline void record_task_end(std::uint64_t task_id) {
  ThreadBuffer &buffer = *current_buffer;
  StreamState &stream = buffer.stream;
  if (!has_room(buffer) || task_id != stream.current) [[unlikely]]
    return record_long_task_end(task_id);
  stream.last_id = task_id;
  OpenTasks::end(stream.current, stream.depth, stream.open);
  buffer.cursor = buffer.after_end = put_boundary(buffer, buffer.cursor, EventKind::task_end_open);
}

// The runtime was entered from user code on a path that may start a task (a wait, a
// throttled child run as a call): the thread's last task end no longer directly precedes
// its next record, so that record must read the clock. Between a task end and this call
// (or the thread's next start) only runtime code runs (docs/tracing.md, "Times").
inline void record_user_code_ran() {
  // The sentinel's after_end is null: it is never written.
  ThreadBuffer *buffer = current_buffer;
  if (buffer->after_end != nullptr) buffer->after_end = nullptr;
}

}  // namespace nano::detail::trace
