// hooks.hpp — the instrumentation points the runtime calls; the trace module implements them.
//
// Protocol: every hook is called by the worker (or outside thread) it describes, so a
// backend can keep one buffer per worker with no locks. When the runtime is built
// without NANO_TRACING the hooks are empty inline functions and compile to nothing;
// with it, each hook is one predictable branch on `enabled` (set once, before the
// workers start) until a trace was requested with NANO_TRACE.
#pragma once

#include "trace/trace_types.hpp"

#if defined(NANO_TRACING)
// record_task_create, record_task_start, record_task_end and record_user_code_ran: inline,
// so that the runtime's per-task paths call no function in the common case.
#include "trace/task_records.hpp"
#endif

namespace nano::detail::trace {

#if defined(NANO_TRACING)
// The per-task hooks are always inline: the `enabled` test must stay in the runtime's
// task paths even when the record behind it is too large for clang to inline (a call
// there would cost tracing-off runs a call per task).
extern bool enabled;  // written once at start-up before any worker runs; read-only after

void record_worker_start(int worker);
void record_state(int worker, State state);
void record_dependency_release(std::uint64_t predecessor_id, std::uint64_t successor_id);
void record_steal(int thief, int victim);
void record_loop_chunk(std::uint64_t task_id, std::int64_t lo, std::int64_t hi);
// A wait switches the thread's open task out with its nano-thread, which takes the
// thread's open tasks down to `lowest_id` along (0: all of them); it may resume on any
// thread later, with record_task_resume there.
void record_task_suspend(std::uint64_t task_id, std::uint64_t lowest_id);
void record_task_resume(std::uint64_t task_id);
void record_active_workers(int count);
// Reads NANO_TRACE / NANO_TRACE_FILE / NANO_TRACE_EXACT / NANO_TRACE_MEMORY_MB; sets `enabled`.
void start_from_environment();
void finish();                  // at shutdown, after the workers stopped: write the files
// In a child process forked while tracing: the parent's session (its threads did not
// come along, and its file is the parent's to write) is left behind; the child traces
// nothing, also when it starts a runtime again.
void forget_after_fork() noexcept;
// What NANO_TRACE / NANO_TRACE_FILE select, given directly (tests, tools). `path` may be
// null: nano-<pid>.prv / nano-<pid>.trace.json. Format::none leaves tracing off.
// `scheme`: when task starts and ends read the clock (NANO_TRACE_EXACT=1: exact()).
// `memory_bytes`: full blocks kept in memory before they are written to the scratch file.
void start_with(Format format, const char *path, TimeScheme scheme = TimeScheme::bursts(),
                std::uint64_t memory_bytes = default_trace_memory_bytes);
extern std::uint64_t session_memory_bytes;  // the memory_bytes of the last start_with

inline void worker_start(int w) {
  if (enabled) record_worker_start(w);
}
inline void state(int w, State s) {
  if (enabled) record_state(w, s);
}
inline void task_create(const TaskInfo &t) {
  if (enabled) record_task_create(t);
}
[[gnu::always_inline]] inline void task_start(std::uint64_t id) {
  if (enabled) record_task_start(id);
}
[[gnu::always_inline]] inline void task_end(std::uint64_t id) {
  if (enabled) record_task_end(id);
}
inline void dependency_release(std::uint64_t p, std::uint64_t s) {
  if (enabled) record_dependency_release(p, s);
}
inline void steal(int thief, int victim) {
  if (enabled) record_steal(thief, victim);
}
inline void loop_chunk(std::uint64_t id, std::int64_t lo, std::int64_t hi) {
  if (enabled) record_loop_chunk(id, lo, hi);
}
inline void task_suspend(std::uint64_t id, std::uint64_t lowest_id) {
  if (enabled) record_task_suspend(id, lowest_id);
}
inline void task_resume(std::uint64_t id) {
  if (enabled) record_task_resume(id);
}
inline void active_workers(int count) {
  if (enabled) record_active_workers(count);
}
inline void user_code_ran() {
  if (enabled) record_user_code_ran();
}
inline void start() { start_from_environment(); }
inline void stop() {
  if (enabled) finish();
}
#else
inline void worker_start(int) {}
inline void state(int, State) {}
inline void task_create(const TaskInfo &) {}
inline void task_start(std::uint64_t) {}
inline void task_end(std::uint64_t) {}
inline void dependency_release(std::uint64_t, std::uint64_t) {}
inline void steal(int, int) {}
inline void loop_chunk(std::uint64_t, std::int64_t, std::int64_t) {}
inline void task_suspend(std::uint64_t, std::uint64_t) {}
inline void task_resume(std::uint64_t) {}
inline void active_workers(int) {}
inline void user_code_ran() {}
inline void start() {}
inline void stop() {}
inline void forget_after_fork() noexcept {}
#endif

}  // namespace nano::detail::trace
