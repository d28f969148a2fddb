// trace_writers.hpp — the two file formats a decoded session is written in.
//
// The Paraver event types and state values below are part of the trace format that
// docs/tracing.md documents and tools/nano-trace reads back; keep the three in step.
#pragma once

#include "trace/decoded_trace.hpp"

#include <cstdint>
#include <string>

namespace nano::detail::trace {

namespace prv {
// Paraver state values (the .pcf names them).
inline constexpr int idle = 0;
inline constexpr int running = 1;
inline constexpr int scheduling = 7;
inline constexpr int suspended = 9;
inline constexpr int released = 15;
int state_value(std::uint8_t state) noexcept;

// Paraver event types. Value 0 of the task types means "no task".
inline constexpr std::uint64_t task_label = 90000001;   // value: label id (.pcf VALUES)
inline constexpr std::uint64_t task_id = 90000002;      // value: task id
inline constexpr std::uint64_t task_source = 90000003;  // value: source id (.pcf VALUES "file:line")
inline constexpr std::uint64_t created_id = 90000010;   // a task was created: its id
inline constexpr std::uint64_t created_parent = 90000011;
inline constexpr std::uint64_t created_label = 90000012;
inline constexpr std::uint64_t released_predecessor = 90000020;  // dependency release
inline constexpr std::uint64_t released_successor = 90000021;
inline constexpr std::uint64_t steal_victim = 90000030;  // value: victim worker + 1
inline constexpr std::uint64_t chunk_task = 90000040;    // loop chunk [lo, hi) of a task
inline constexpr std::uint64_t chunk_lo = 90000041;
inline constexpr std::uint64_t chunk_hi = 90000042;
inline constexpr std::uint64_t active_workers = 90000050;
inline constexpr std::uint64_t worker_start = 90000060;  // value: worker + 1
// A wait switched the thread's open task out with its nano-thread: value its id; with
// it, the thread's `suspended_count` innermost open tasks leave the thread (the
// nano-thread's, innermost first back to the one it started with). The record's task
// types show what runs on the thread after it (0: nothing).
inline constexpr std::uint64_t suspended_task = 90000070;
inline constexpr std::uint64_t suspended_count = 90000071;
// The nano-thread whose open task is the value runs again on this thread: the tasks
// that left with it (or that task alone, when no suspension of it came before) are open
// here again, innermost on top; the record's task types show it.
inline constexpr std::uint64_t resumed_task = 90000072;
}  // namespace prv

// Writes <stem>.prv, <stem>.pcf and <stem>.row where `prv_path` is <stem>.prv.
// Throws std::runtime_error naming the file when it cannot be written.
void write_paraver(const DecodedTrace &trace, const std::string &prv_path);

// Writes Chrome Trace Event JSON to `path`. Throws std::runtime_error like write_paraver.
void write_chrome(const DecodedTrace &trace, const std::string &path);

}  // namespace nano::detail::trace
