// recorder.cpp — the trace backend behind hooks.hpp: records events, and writes the files at stop.
//
// Session protocol: start_with (or start_from_environment) runs before any worker starts;
// it calibrates the clock, opens a buffer session and sets `enabled`. The record_*
// functions run on the thread they describe and append to that thread's buffer.
// finish runs after the workers stopped: it clears `enabled`, collects every buffer,
// decodes, and writes the requested format. Sessions may follow each other.
#if defined(NANO_TRACING)

#include "trace/hooks.hpp"

#include "core/env_numbers.hpp"
#include "trace/clock.hpp"
#include "trace/decoded_trace.hpp"
#include "trace/event_buffer.hpp"
#include "trace/trace_writers.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <exception>
#include <string>

namespace nano::detail::trace {

bool enabled = false;
TraceClock session_clock;
TimeScheme time_scheme = TimeScheme::bursts();
std::uint64_t session_memory_bytes = default_trace_memory_bytes;

namespace {

Format session_format = Format::none;
std::string session_path;
std::time_t session_wall_start = 0;
bool forked_child = false;  // forget_after_fork

inline std::uint8_t *begin_record(ThreadBuffer &buffer, EventKind kind) noexcept {
  return put_clocked(buffer, buffer.cursor, kind);
}

// Off the common path: the hashed cache lookup, sending a site record first when the
// block has none for the site yet (or its cache slot was taken by another site).
[[gnu::noinline]] std::uint64_t lookup_site(ThreadBuffer &buffer, std::uint8_t *&at, const TaskInfo &task) noexcept {
  const auto hash = (reinterpret_cast<std::uintptr_t>(task.label) >> 3) ^
                    (reinterpret_cast<std::uintptr_t>(task.file) >> 5) ^ static_cast<std::uintptr_t>(task.line);
  const auto index = static_cast<std::uint32_t>(hash & (site_cache_slots - 1));
  SiteSlot &slot = buffer.stream.site_cache[index];
  if (holds_site(slot, task)) {
    buffer.stream.recent = slot;
    return slot.number - 1;
  }
  slot = SiteSlot{task.label, task.file, task.line, ++buffer.stream.sites};
  buffer.stream.recent = slot;
  *at++ = static_cast<std::uint8_t>(EventKind::site);
  at = put_raw(at, reinterpret_cast<std::uint64_t>(task.label));
  at = put_raw(at, reinterpret_cast<std::uint64_t>(task.file));
  at = put_varint(at, zigzag(task.line));
  return slot.number - 1;
}

// The block's number of a task's site. Most creations repeat the thread's previous
// site (one label per spawning call site): that costs one compare and no hash.
inline std::uint64_t site_number(ThreadBuffer &buffer, std::uint8_t *&at, const TaskInfo &task) noexcept {
  if (repeats_recent_site(buffer.stream, task)) [[likely]]
    return buffer.stream.recent.number - 1;
  return lookup_site(buffer, at, task);
}

// NANO_TRACE_MEMORY_MB: whole MiB, 0 to 4096; anything else keeps the default, with a warning.
std::uint64_t memory_from_environment() {
  const char *text = std::getenv("NANO_TRACE_MEMORY_MB");
  if (text == nullptr || *text == '\0') return default_trace_memory_bytes;
  std::uint64_t mib = 0;
  if (!parse_whole_number(text, 4096, mib)) {
    std::fprintf(stderr,
                 "nano: NANO_TRACE_MEMORY_MB=%s is not a whole number of MiB from 0 to 4096; "
                 "keeping %llu\n",
                 text, static_cast<unsigned long long>(default_trace_memory_bytes >> 20));
    return default_trace_memory_bytes;
  }
  return mib << 20;
}

std::string default_path(Format format) {
  const std::string stem = "nano-" + std::to_string(static_cast<long>(getpid()));
  return format == Format::paraver ? stem + ".prv" : stem + ".trace.json";
}

// Why the trace files cannot be written at `path`, or null when they can: checked when
// a session starts, so that a wrong NANO_TRACE_FILE stops tracing at once rather than
// losing the trace after the whole run. No file is created here.
const char *unwritable_reason(const std::string &path) {
  if (::access(path.c_str(), F_OK) == 0) {
    // Opened for writing without O_TRUNC or O_CREAT, an existing file is left as it is;
    // a directory (EISDIR) or a file no process writes (/proc/version) is refused.
    int fd = ::open(path.c_str(), O_WRONLY | O_APPEND | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) return std::strerror(errno);
    ::close(fd);
    return nullptr;
  }
  const std::size_t slash = path.find_last_of('/');
  const std::string directory = slash == std::string::npos ? "." : slash == 0 ? "/" : path.substr(0, slash);
  return ::access(directory.c_str(), W_OK | X_OK) == 0 ? nullptr : std::strerror(errno);
}

// Writing a large trace at shutdown takes seconds (a Chrome trace of 8 M events: ~9 s):
// say so first, for recordings above this size.
constexpr std::uint64_t announced_write_bytes = std::uint64_t{4} << 20;

}  // namespace

void record_worker_start(int worker) {
  ThreadBuffer *attached = attach_current_thread();
  if (attached != nullptr) {
    attached->worker = worker;
    // Its next creation takes the long form, which sets next_short_create.
    attached->clocked_creates = false;
  }
  ThreadBuffer &buffer = *reserve();
  std::uint8_t *at = begin_record(buffer, EventKind::worker_start);
  buffer.cursor = put_varint(at, static_cast<std::uint64_t>(worker));
}

void record_state(int, State state) {
  const auto value = static_cast<std::uint8_t>(state);
  // A retired or sentinel buffer holds no_state, so a thread's first state is recorded.
  if (current_buffer->last_state == value) return;
  ThreadBuffer &buffer = *reserve();
  const auto kind = static_cast<std::uint8_t>(static_cast<std::uint8_t>(EventKind::state_base) + value);
  // Scheduling and running in the chain after a task end (the worker loop after
  // run_task, finding its next task in its own queue) share the end's clock read and
  // carry the chain on to the next start. Idle, suspended and released precede waits:
  // always clocked, they end the chain. A clocked `running` starts a chain: only the
  // runtime's way into the task's body (or into a resumed nano-thread, which goes back
  // to user code through an entry that calls record_user_code_ran, or ends) follows.
  if (buffer.cursor == buffer.after_end && (state == State::scheduling || state == State::running)) {
    *buffer.cursor++ = static_cast<std::uint8_t>(kind | unclocked);
    buffer.after_end = buffer.cursor;
  } else {
    buffer.cursor = put_clocked(buffer, buffer.cursor, static_cast<EventKind>(kind));
    if (state == State::running) buffer.after_end = buffer.cursor;
  }
  buffer.last_state = value;  // after reserve: the attached buffer
}

// The rare paths of task_records.hpp.

std::uint8_t *put_long_delta(ThreadBuffer &buffer, std::uint8_t *at, std::uint64_t now) noexcept {
  auto dt = static_cast<std::int64_t>(now - buffer.stream.last_time);
  dt &= ~(dt >> 63);  // a step back is stored as 0
  buffer.stream.last_time += static_cast<std::uint64_t>(dt);
  return put_varint(at, static_cast<std::uint64_t>(dt));
}

std::uint8_t *put_clocked_boundary(ThreadBuffer &buffer, std::uint8_t *at, std::uint8_t kind) noexcept {
  const std::uint64_t now = now_units();
  const std::uint64_t dt = now - buffer.stream.last_time;  // wraps when the clock stepped back: not dense
  const auto recorded = static_cast<std::uint64_t>(at > buffer.clocked_at ? at - buffer.clocked_at : 1);
  const bool dense = dt < time_scheme.dense_gap_units * recorded;
  at = put_time(buffer, at, kind, now, dt);
  buffer.clocked_at = at;
  buffer.burst_end = dense ? std::min(buffer.limit, at + time_scheme.burst_bytes) : nullptr;
  return at;
}

// Every creation but the short form (see record_task_create).
void record_long_task_create(std::uint64_t id, std::uint64_t parent_id, const char *label, const char *file,
                             int line) noexcept {
  const TaskInfo task{id, parent_id, label, file, line};
  ThreadBuffer &buffer = *reserve();
  StreamState &stream = buffer.stream;
  std::uint8_t *at = buffer.cursor;
  const std::uint64_t site = site_number(buffer, at, task);  // may send a site record first
  if (buffer.clocked_creates)
    at = put_clocked(buffer, at, EventKind::task_create);
  else
    *at++ = static_cast<std::uint8_t>(EventKind::task_create) | unclocked;
  stream.next_short_create = buffer.clocked_creates ? StreamState::no_short_create : task.id + 1;
  at = put_id(buffer, at, task.id);
  at = put_varint(at, zigzag(static_cast<std::int64_t>(task.parent_id - task.id)));
  buffer.cursor = put_varint(at, site);
}

// A task end outside a dense burst or at its end, in long form (no known open task),
// or with a full block.
void record_slow_task_end(std::uint64_t task_id) noexcept {
  ThreadBuffer &buffer = *reserve();
  StreamState &stream = buffer.stream;
  if (stream.open_depth != 0) {
    stream.last_id = task_id;
    pop_open(stream, task_id);
    buffer.cursor = buffer.after_end =
        put_boundary(buffer, buffer.cursor, static_cast<std::uint8_t>(EventKind::task_end_open));
    return;
  }
  std::uint8_t *at = put_boundary(buffer, buffer.cursor, static_cast<std::uint8_t>(EventKind::task_end));
  buffer.cursor = buffer.after_end = put_id(buffer, at, task_id);
}

// A start chained to an end (only runtime code ran since) shares the end's time.
void record_slow_task_start(std::uint64_t task_id) noexcept {
  ThreadBuffer &buffer = *reserve();
  const bool chained = buffer.cursor == buffer.after_end;
  buffer.cursor = put_start(buffer, buffer.cursor, task_id, [&](std::uint8_t *at, std::uint8_t kind) {
    if (!chained) return put_boundary(buffer, at, kind);
    *at = kind | unclocked;
    return at + 1;
  });
}

void record_dependency_release(std::uint64_t predecessor_id, std::uint64_t successor_id) {
  ThreadBuffer &buffer = *reserve();
  std::uint8_t *at = buffer.cursor;
  // The releases a task's completion makes right after its end share the end's clock
  // read; the chain goes on (a following release or scheduling state shares it too).
  const bool after_end = at == buffer.after_end;
  if (after_end)
    *at++ = static_cast<std::uint8_t>(EventKind::dependency_release) | unclocked;
  else
    at = put_clocked(buffer, at, EventKind::dependency_release);
  at = put_id(buffer, at, predecessor_id);
  buffer.cursor = put_id(buffer, at, successor_id);
  if (after_end) buffer.after_end = buffer.cursor;
}

void record_steal(int thief, int victim) {
  ThreadBuffer &buffer = *reserve();
  std::uint8_t *at = begin_record(buffer, EventKind::steal);
  at = put_varint(at, zigzag(thief));
  buffer.cursor = put_varint(at, zigzag(victim));
}

void record_loop_chunk(std::uint64_t task_id, std::int64_t lo, std::int64_t hi) {
  ThreadBuffer &buffer = *reserve();
  std::uint8_t *at = begin_record(buffer, EventKind::loop_chunk);
  at = put_id(buffer, at, task_id);
  at = put_varint(at, zigzag(lo));
  buffer.cursor = put_varint(
      at, zigzag(static_cast<std::int64_t>(static_cast<std::uint64_t>(hi) - static_cast<std::uint64_t>(lo))));
}

// A suspension or a resumption forgets the thread's open tasks (event_encoding.hpp,
// "Short forms"): the nano-thread takes its own along, or brings them.
void record_task_suspend(std::uint64_t task_id, std::uint64_t lowest_id) {
  ThreadBuffer &buffer = *reserve();
  buffer.stream.open_depth = 0;
  std::uint8_t *at = put_id(buffer, begin_record(buffer, EventKind::task_suspend), task_id);
  buffer.cursor =
      put_varint(at, lowest_id == 0 ? 0 : 1 + zigzag(static_cast<std::int64_t>(lowest_id - task_id)));
}

void record_task_resume(std::uint64_t task_id) {
  ThreadBuffer &buffer = *reserve();
  buffer.stream.open_depth = 0;
  buffer.cursor = put_id(buffer, begin_record(buffer, EventKind::task_resume), task_id);
}

void record_active_workers(int count) {
  ThreadBuffer &buffer = *reserve();
  std::uint8_t *at = begin_record(buffer, EventKind::active_workers);
  buffer.cursor = put_varint(at, zigzag(count));
}

void start_from_environment() {
  if (forked_child) return;
  const char *mode = std::getenv("NANO_TRACE");
  if (mode == nullptr || *mode == '\0' || std::strcmp(mode, "0") == 0 || std::strcmp(mode, "off") == 0 ||
      std::strcmp(mode, "none") == 0)
    return;
  Format format = Format::none;
  if (std::strcmp(mode, "prv") == 0 || std::strcmp(mode, "paraver") == 0)
    format = Format::paraver;
  else if (std::strcmp(mode, "chrome") == 0 || std::strcmp(mode, "json") == 0 || std::strcmp(mode, "perfetto") == 0)
    format = Format::chrome;
  else {
    std::fprintf(stderr, "nano: NANO_TRACE=%s is not a trace format; use prv or chrome (tracing stays off)\n",
                 mode);
    return;
  }
  const char *exact = std::getenv("NANO_TRACE_EXACT");
  const bool exact_times = exact != nullptr && *exact != '\0' && std::strcmp(exact, "0") != 0;
  start_with(format, std::getenv("NANO_TRACE_FILE"), exact_times ? TimeScheme::exact() : TimeScheme::bursts(),
             memory_from_environment());
}

void start_with(Format format, const char *path, TimeScheme scheme, std::uint64_t memory_bytes) {
  if (enabled || format == Format::none) return;
  session_format = format;
  time_scheme = scheme;
  session_path = (path != nullptr && *path != '\0') ? path : default_path(format);
  if (format == Format::paraver && !session_path.ends_with(".prv")) session_path += ".prv";
  if (const char *reason = unwritable_reason(session_path)) {
    std::fprintf(stderr,
                 "nano: cannot write the trace to '%s': %s; tracing is off (set NANO_TRACE_FILE to a path "
                 "in a writable directory)\n",
                 session_path.c_str(), reason);
    return;
  }
  session_wall_start = std::time(nullptr);
  session_clock.calibrate_start();
  session_memory_bytes = memory_bytes;
  open_session(session_path, memory_bytes);
  attach_current_thread();  // the thread starting the runtime creates the first tasks
  enabled = true;
}

void forget_after_fork() noexcept {
  enabled = false;
  forked_child = true;
}

void finish() {
  if (!enabled) return;
  enabled = false;
  const std::uint64_t end_ticks = session_clock.ticks();
  session_clock.calibrate_stop();
  RecordedSession recorded = close_session();
  std::uint64_t recorded_bytes = 0;
  for (const RecordedThread &thread : recorded.threads)
    for (const RecordedBlock &block : thread.blocks)
      recorded_bytes += block.memory != nullptr ? block.memory->used : block.spilled.bytes;
  if (recorded_bytes >= announced_write_bytes)
    std::fprintf(stderr, "nano: writing the trace to %s (%.1f MB recorded)...\n", session_path.c_str(),
                 static_cast<double>(recorded_bytes) / 1e6);
  try {
    DecodedTrace trace = decode(recorded, session_clock, end_ticks);
    release_blocks(recorded);
    trace.wall_start = session_wall_start;
    if (session_format == Format::paraver)
      write_paraver(trace, session_path);
    else
      write_chrome(trace, session_path);
    std::size_t events = 0;
    for (const TraceThread &thread : trace.threads) events += thread.events.size();
    std::fprintf(stderr, "nano: trace written to %s (%zu threads, %zu events, %.1f bytes per event",
                 session_path.c_str(), trace.threads.size(), events,
                 events == 0 ? 0.0 : static_cast<double>(recorded_bytes) / static_cast<double>(events));
    if (trace.dropped_events != 0)
      std::fprintf(stderr, ", %llu dropped: out of memory", static_cast<unsigned long long>(trace.dropped_events));
    std::fprintf(stderr, ")\n");
  } catch (const std::exception &error) {
    release_blocks(recorded);
    std::fprintf(stderr, "nano: %s; the trace is lost\n", error.what());
  }
}

}  // namespace nano::detail::trace

#endif  // NANO_TRACING
