// recorder.cpp — the trace backend behind hooks.hpp: records events, and writes the files at stop.
//
// Session protocol: start_with (or start_from_environment) runs before any worker starts;
// it calibrates the clock, opens a buffer session and sets `enabled`. The record_*
// functions run on the thread they describe and append to that thread's buffer.
// finish runs after the workers stopped: it clears `enabled`, collects every buffer,
// decodes, and writes the requested format. Sessions may follow each other.
#if defined(NANO_TRACING)

#include "trace/hooks.hpp"

#include "trace/clock.hpp"
#include "trace/decoded_trace.hpp"
#include "trace/event_buffer.hpp"
#include "trace/trace_writers.hpp"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <exception>
#include <string>

namespace nano::detail::trace {

bool enabled = false;

namespace {

TraceClock session_clock;  // read-only while the session records
Format session_format = Format::none;
std::string session_path;
std::time_t session_wall_start = 0;

inline std::uint64_t header(EventKind kind) noexcept {
  return session_clock.ticks() << 8 | static_cast<std::uint64_t>(kind);
}

std::string default_path(Format format) {
  const std::string stem = "nano-" + std::to_string(static_cast<long>(getpid()));
  return format == Format::paraver ? stem + ".prv" : stem + ".trace.json";
}

}  // namespace

void record_worker_start(int worker) {
  ThreadBuffer *buffer = attach_current_thread();
  if (buffer != nullptr) buffer->worker = worker;
  std::uint64_t *words = reserve(2);
  words[0] = header(EventKind::worker_start);
  words[1] = static_cast<std::uint64_t>(worker);
}

void record_state(int, State state) {
  const auto value = static_cast<std::uint8_t>(state);
  // A retired or sentinel buffer holds no_state, so a thread's first state is recorded.
  if (current_buffer->last_state.load(std::memory_order_relaxed) == value) return;
  std::uint64_t *words = reserve(1);
  words[0] = header(static_cast<EventKind>(static_cast<std::uint8_t>(EventKind::state_base) + value));
  current_buffer->last_state.store(value, std::memory_order_relaxed);  // after reserve: the attached buffer
}

void record_task_create(const TaskInfo &task) {
  if (task.file == nullptr) {  // no source location: two words fewer
    std::uint64_t *words = reserve(4);
    words[0] = header(EventKind::task_create_bare);
    words[1] = task.id;
    words[2] = task.parent_id;
    words[3] = reinterpret_cast<std::uint64_t>(task.label);
    return;
  }
  std::uint64_t *words = reserve(6);
  words[0] = header(EventKind::task_create);
  words[1] = task.id;
  words[2] = task.parent_id;
  words[3] = reinterpret_cast<std::uint64_t>(task.label);
  words[4] = reinterpret_cast<std::uint64_t>(task.file);
  words[5] = static_cast<std::uint64_t>(task.line);
}

void record_task_start(std::uint64_t task_id) {
  std::uint64_t *words = reserve(2);
  words[0] = header(EventKind::task_start);
  words[1] = task_id;
}

void record_task_end(std::uint64_t task_id) {
  std::uint64_t *words = reserve(2);
  words[0] = header(EventKind::task_end);
  words[1] = task_id;
}

void record_dependency_release(std::uint64_t predecessor_id, std::uint64_t successor_id) {
  std::uint64_t *words = reserve(3);
  words[0] = header(EventKind::dependency_release);
  words[1] = predecessor_id;
  words[2] = successor_id;
}

void record_steal(int thief, int victim) {
  std::uint64_t *words = reserve(3);
  words[0] = header(EventKind::steal);
  words[1] = static_cast<std::uint64_t>(thief);
  words[2] = static_cast<std::uint64_t>(victim);
}

void record_loop_chunk(std::uint64_t task_id, std::int64_t lo, std::int64_t hi) {
  std::uint64_t *words = reserve(4);
  words[0] = header(EventKind::loop_chunk);
  words[1] = task_id;
  words[2] = static_cast<std::uint64_t>(lo);
  words[3] = static_cast<std::uint64_t>(hi);
}

void record_active_workers(int count) {
  std::uint64_t *words = reserve(2);
  words[0] = header(EventKind::active_workers);
  words[1] = static_cast<std::uint64_t>(count);
}

void start_from_environment() {
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
    std::fprintf(stderr, "nanothreads: NANO_TRACE=%s is not a trace format; use prv or chrome (tracing stays off)\n",
                 mode);
    return;
  }
  start_with(format, std::getenv("NANO_TRACE_FILE"));
}

void start_with(Format format, const char *path) {
  if (enabled || format == Format::none) return;
  session_format = format;
  session_path = (path != nullptr && *path != '\0') ? path : default_path(format);
  if (format == Format::paraver && !session_path.ends_with(".prv")) session_path += ".prv";
  session_wall_start = std::time(nullptr);
  session_clock.calibrate_start();
  open_session(session_path);
  attach_current_thread();  // the thread starting the runtime creates the first tasks
  enabled = true;
}

void finish() {
  if (!enabled) return;
  enabled = false;
  const std::uint64_t end_ticks = session_clock.ticks();
  session_clock.calibrate_stop();
  RecordedSession recorded = close_session();
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
    std::fprintf(stderr, "nanothreads: trace written to %s (%zu threads, %zu events", session_path.c_str(),
                 trace.threads.size(), events);
    if (trace.dropped_events != 0)
      std::fprintf(stderr, ", %llu dropped: out of memory", static_cast<unsigned long long>(trace.dropped_events));
    std::fprintf(stderr, ")\n");
  } catch (const std::exception &error) {
    release_blocks(recorded);
    std::fprintf(stderr, "nanothreads: %s; the trace is lost\n", error.what());
  }
}

}  // namespace nano::detail::trace

#endif  // NANO_TRACING
