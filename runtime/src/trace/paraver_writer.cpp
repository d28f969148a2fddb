// paraver_writer.cpp — writes a decoded session as a Paraver trace: .prv body, .pcf names, .row threads.
//
// Format (Paraver's parser, paraver-kernel ktrace.cpp / tracebodyio_v1.cpp):
//   header  #Paraver (dd/mm/yy at hh:mm):<ftime>_ns:<nodes>(<cpus>):<appls>:<tasks>(<threads>:<node>)
//   state   1:cpu:appl:task:thread:begin:end:state
//   event   2:cpu:appl:task:thread:time:type:value[:type:value...]
// All ids are 1-based. We write one node with one CPU per recorded thread, one
// application with one task whose threads are the recorded threads (workers first).
// Records are sorted by time (state records by their begin time) with a k-way merge of
// the per-thread sequences, which are already in time order.
#if defined(NANO_TRACING)

#include "trace/hooks.hpp"
#include "trace/task_catalog.hpp"
#include "trace/text_output.hpp"
#include "trace/trace_writers.hpp"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <queue>
#include <unordered_map>
#include <vector>

namespace nano::detail::trace {

int prv::state_value(std::uint8_t state) noexcept {
  switch (static_cast<State>(state)) {
    case State::running: return running;
    case State::scheduling: return scheduling;
    case State::idle: return idle;
    case State::suspended: return suspended;
    case State::released: return released;
  }
  return idle;
}

namespace {

// Walks one thread's events and prints each as a record.
class ThreadRecords {
 public:
  // Open tasks that left their thread with a suspended nano-thread, by its open task
  // (innermost last); shared by all threads, whose records are printed in time order.
  using AwayTasks = std::unordered_map<std::uint64_t, std::vector<std::uint64_t>>;

  ThreadRecords(const TraceThread &thread, unsigned number, std::uint64_t end_time, const TaskCatalog &catalog,
                AwayTasks &away)
      : thread_(thread), number_(number), catalog_(catalog), away_(away), state_end_(thread.events.size(), end_time) {
    // A state lasts until the thread's next state record, or the end of the trace.
    std::uint64_t next_state = end_time;
    for (std::size_t i = thread.events.size(); i-- > 0;) {
      state_end_[i] = next_state;
      if (thread.events[i].kind == EventKind::state_base) next_state = thread.events[i].time;
    }
  }

  bool done() const { return position_ >= thread_.events.size(); }
  std::uint64_t time() const { return thread_.events[position_].time; }

  void print_next(TextOutput &out) {
    const TraceEvent &event = thread_.events[position_];
    const std::uint64_t end = state_end_[position_];
    ++position_;
    switch (event.kind) {
      case EventKind::state_base:
        if (end > event.time)
          prefix(out, '1', event.time) << ':' << end << ':' << prv::state_value(event.state) << '\n';
        break;
      case EventKind::worker_start:
        prefix(out, '2', event.time) << ':' << prv::worker_start << ':' << (event.a + 1) << '\n';
        break;
      case EventKind::site:  // decode() never yields these five
      case EventKind::task_create_next:
      case EventKind::task_end_open:
      case EventKind::task_start_created:
      case EventKind::task_start_previous:
      case EventKind::task_create: {
        const TaskMeta &meta = catalog_.meta(event.a);
        prefix(out, '2', event.time) << ':' << prv::created_id << ':' << event.a << ':' << prv::created_parent << ':'
                                     << event.b << ':' << prv::created_label << ':' << meta.label << '\n';
        break;
      }
      case EventKind::task_start:
        running_.push_back(event.a);
        print_task(out, event.time, event.a);
        break;
      case EventKind::task_end:
        // Nested executions (a task run while another waits) end innermost first; show
        // the task that resumes, or "no task".
        if (!running_.empty()) running_.pop_back();
        print_task(out, event.time, running_.empty() ? 0 : running_.back());
        break;
      case EventKind::task_suspend: {
        const std::size_t from = leaving_from(event.b, event.a);
        std::vector<std::uint64_t> &leaving = away_[event.a];
        leaving.assign(running_.begin() + static_cast<std::ptrdiff_t>(from), running_.end());
        running_.resize(from);
        prefix(out, '2', event.time) << ':' << prv::suspended_task << ':' << event.a << ':' << prv::suspended_count
                                     << ':' << static_cast<std::uint64_t>(leaving.size());
        task_fields(out, running_.empty() ? 0 : running_.back());
        break;
      }
      case EventKind::task_resume: {
        if (auto left = away_.find(event.a); left != away_.end()) {
          running_.insert(running_.end(), left->second.begin(), left->second.end());
          away_.erase(left);
        } else {
          running_.push_back(event.a);
        }
        prefix(out, '2', event.time) << ':' << prv::resumed_task << ':' << event.a;
        task_fields(out, running_.back());
        break;
      }
      case EventKind::dependency_release:
        prefix(out, '2', event.time) << ':' << prv::released_predecessor << ':' << event.a << ':'
                                     << prv::released_successor << ':' << event.b << '\n';
        break;
      case EventKind::steal:
        prefix(out, '2', event.time) << ':' << prv::steal_victim << ':' << (event.b + 1) << '\n';
        break;
      case EventKind::loop_chunk:
        prefix(out, '2', event.time) << ':' << prv::chunk_task << ':' << event.a << ':' << prv::chunk_lo << ':'
                                     << static_cast<std::int64_t>(event.b) << ':' << prv::chunk_hi << ':'
                                     << static_cast<std::int64_t>(event.c) << '\n';
        break;
      case EventKind::active_workers:
        prefix(out, '2', event.time) << ':' << prv::active_workers << ':' << event.a << '\n';
        break;
    }
  }

 private:
  TextOutput &prefix(TextOutput &out, char record, std::uint64_t time) {
    return out << record << ':' << number_ << ":1:1:" << number_ << ':' << time;
  }
  void print_task(TextOutput &out, std::uint64_t time, std::uint64_t task) {
    prefix(out, '2', time);
    task_fields(out, task);
  }
  // Where the open tasks a suspension takes along start: at `lowest` (innermost
  // occurrence), at the bottom when `lowest` is 0, else at `task` alone (or none).
  std::size_t leaving_from(std::uint64_t lowest, std::uint64_t task) const {
    if (lowest == 0) return 0;
    for (std::uint64_t id : {lowest, task})
      for (std::size_t i = running_.size(); i-- > 0;)
        if (running_[i] == id) return i;
    return running_.size();
  }
  // The task types of a record whose prefix is written: `task` now runs (0: none).
  void task_fields(TextOutput &out, std::uint64_t task) {
    const TaskMeta meta = task == 0 ? TaskMeta{0, 0, 0} : catalog_.meta(task);
    out << ':' << prv::task_label << ':' << meta.label << ':' << prv::task_id << ':' << task << ':' << prv::task_source
        << ':' << meta.source << '\n';
  }

  const TraceThread &thread_;
  unsigned number_;  // Paraver thread and CPU number, 1-based
  const TaskCatalog &catalog_;
  AwayTasks &away_;
  std::vector<std::uint64_t> state_end_;  // for state events: when the state ends
  std::vector<std::uint64_t> running_;    // stack of tasks executing on this thread
  std::size_t position_ = 0;
};

void write_body(const DecodedTrace &trace, const TaskCatalog &catalog, const std::string &path) {
  TextOutput out(path);
  char date[32] = "01/01/70 at 00:00";
  std::tm local{};
  if (localtime_r(&trace.wall_start, &local) != nullptr) std::strftime(date, sizeof date, "%d/%m/%y at %H:%M", &local);
  const auto threads = static_cast<unsigned>(trace.threads.size());
  out << "#Paraver (" << date << "):" << trace.end_time << "_ns:1(" << threads << "):1:1(" << threads << ":1)\n";

  ThreadRecords::AwayTasks away;
  std::vector<ThreadRecords> records;
  records.reserve(threads);
  for (unsigned i = 0; i < threads; ++i) records.emplace_back(trace.threads[i], i + 1, trace.end_time, catalog, away);

  using Head = std::pair<std::uint64_t, unsigned>;  // (time of the next record, thread)
  std::priority_queue<Head, std::vector<Head>, std::greater<>> heads;
  for (unsigned i = 0; i < threads; ++i)
    if (!records[i].done()) heads.emplace(records[i].time(), i);
  while (!heads.empty()) {
    const unsigned i = heads.top().second;
    heads.pop();
    records[i].print_next(out);
    if (!records[i].done()) heads.emplace(records[i].time(), i);
  }
  out.close();
}

// A .pcf value is one line: a label's line breaks and other control characters
// (any string is a label) are written as spaces.
std::string one_line(std::string name) {
  for (char &c : name)
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) c = ' ';
  return name;
}

void write_values(TextOutput &out, const std::vector<std::string> &names, std::string_view zero) {
  out << "VALUES\n";
  out << "0      " << zero << '\n';
  for (std::size_t i = 1; i < names.size(); ++i)
    out << static_cast<std::uint64_t>(i) << "      " << one_line(names[i]) << '\n';
  out << '\n';
}

void write_pcf(const DecodedTrace &trace, const TaskCatalog &catalog, const std::string &path) {
  TextOutput out(path);
  out << "DEFAULT_OPTIONS\n\n"
         "LEVEL               THREAD\n"
         "UNITS               NANOSEC\n"
         "LOOK_BACK           100\n"
         "SPEED               1\n"
         "FLAG_ICONS          ENABLED\n"
         "NUM_OF_STATE_COLORS 1000\n"
         "YMAX_SCALE          37\n\n\n"
         "DEFAULT_SEMANTIC\n\n"
         "THREAD_FUNC          State As Is\n\n\n";
  out << "STATES\n"
      << prv::idle << "    Idle\n"
      << prv::running << "    Running a nano-thread\n"
      << prv::scheduling << "    Scheduling\n"
      << prv::suspended << "    Suspended (waiting)\n"
      << prv::released << "    Processor released\n\n";
  out << "STATES_COLOR\n"
      << prv::idle << "    {117,195,255}\n"
      << prv::running << "    {0,0,255}\n"
      << prv::scheduling << "    {255,140,0}\n"
      << prv::suspended << "    {230,25,75}\n"
      << prv::released << "    {160,160,160}\n\n\n";

  out << "EVENT_TYPE\n0    " << prv::task_label << "    Task\n";
  write_values(out, catalog.labels(), "End");
  out << "EVENT_TYPE\n0    " << prv::task_id << "    Task id\n\n";
  out << "EVENT_TYPE\n0    " << prv::task_source << "    Task source\n";
  write_values(out, catalog.sources(), "End");
  out << "EVENT_TYPE\n"
         "0    "
      << prv::created_id
      << "    Task created: id\n"
         "0    "
      << prv::created_parent << "    Task created: parent id\n\n";
  out << "EVENT_TYPE\n0    " << prv::created_label << "    Task created: label\n";
  write_values(out, catalog.labels(), "none");
  out << "EVENT_TYPE\n"
         "0    "
      << prv::released_predecessor
      << "    Dependency release: predecessor id\n"
         "0    "
      << prv::released_successor << "    Dependency release: successor id\n\n";
  std::vector<std::string> workers{""};
  int max_worker = -1;
  for (const TraceThread &thread : trace.threads) max_worker = std::max(max_worker, thread.worker);
  for (int w = 0; w <= max_worker; ++w) workers.push_back("worker " + std::to_string(w));
  out << "EVENT_TYPE\n0    " << prv::steal_victim << "    Steal from\n";
  write_values(out, workers, "none");
  out << "EVENT_TYPE\n0    " << prv::worker_start << "    Worker start\n";
  write_values(out, workers, "none");
  out << "EVENT_TYPE\n"
         "0    "
      << prv::chunk_task
      << "    Loop chunk: task id\n"
         "0    "
      << prv::chunk_lo
      << "    Loop chunk: first iteration\n"
         "0    "
      << prv::chunk_hi << "    Loop chunk: end iteration (exclusive)\n\n";
  out << "EVENT_TYPE\n0    " << prv::active_workers << "    Active workers\n\n";
  out << "EVENT_TYPE\n"
         "0    "
      << prv::suspended_task
      << "    Nano-thread suspended: its task id\n"
         "0    "
      << prv::suspended_count
      << "    Nano-thread suspended: open tasks leaving the thread\n"
         "0    "
      << prv::resumed_task << "    Nano-thread resumed: its task id\n\n";
  out.close();
}

void write_row(const DecodedTrace &trace, const std::string &path) {
  char host[256] = "localhost";
  gethostname(host, sizeof host - 1);
  const auto threads = static_cast<unsigned>(trace.threads.size());
  TextOutput out(path);
  out << "LEVEL CPU SIZE " << threads << '\n';
  for (unsigned i = 1; i <= threads; ++i) out << i << '.' << std::string_view(host) << '\n';
  out << "\nLEVEL NODE SIZE 1\n" << std::string_view(host) << "\n\n";
  out << "LEVEL THREAD SIZE " << threads << '\n';
  for (const TraceThread &thread : trace.threads) out << thread.name << '\n';
  out.close();
}

}  // namespace

void write_paraver(const DecodedTrace &trace, const std::string &prv_path) {
  const std::string stem = prv_path.ends_with(".prv") ? prv_path.substr(0, prv_path.size() - 4) : prv_path;
  TaskCatalog catalog(trace);
  write_body(trace, catalog, prv_path);
  write_pcf(trace, catalog, stem + ".pcf");
  write_row(trace, stem + ".row");
}

}  // namespace nano::detail::trace

#endif  // NANO_TRACING
