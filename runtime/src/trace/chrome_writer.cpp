// chrome_writer.cpp — writes a decoded session as Chrome Trace Event JSON (Perfetto, chrome://tracing).
//
// Layout: process 1 "nano-threads" has one track per thread (tid = worker id; other
// threads get tid 10000 + their position) holding one complete ("X") event per task,
// named by its label, with args id / parent / source, and instant events for creations,
// dependency releases and loop chunks. Process 2 "worker states" has the same tracks with
// the worker states as complete events, steals as instants and the active-worker counter.
// Every dependency release whose two tasks both ran is also drawn as an arrow: a flow
// start ("s", bound to the predecessor's slice 1 ns before its end) and a flow finish
// ("f" with "bp":"e", bound to the enclosing slice: the successor's, 1 ns after its
// start), sharing cat "dependency", name "release" and a unique "id", as the Trace Event
// Format and Perfetto's JSON importer (json_trace_parser_impl.cc, phases 's'/'f') want.
// Times are microseconds with three decimals (ns precision).
#if defined(NANO_TRACING)

#include "trace/task_catalog.hpp"
#include "trace/text_output.hpp"
#include "trace/trace_writers.hpp"

#include <unordered_map>

namespace nano::detail::trace {
namespace {

constexpr int tasks_pid = 1;
constexpr int states_pid = 2;

void write_json_string(TextOutput &out, std::string_view text) {
  out << '"';
  for (char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      out << '\\' << c;
    } else if (byte < 0x20) {
      static constexpr char hex[] = "0123456789abcdef";
      out << "\\u00" << hex[byte >> 4] << hex[byte & 0xf];
    } else {
      out << c;
    }
  }
  out << '"';
}

class ChromeWriter {
 public:
  ChromeWriter(const DecodedTrace &trace, const std::string &path) : trace_(trace), catalog_(trace), out_(path) {}

  void write() {
    out_ << "{\"displayTimeUnit\":\"ns\",\"otherData\":{\"generator\":\"nanothreads\",\"dropped_events\":"
         << trace_.dropped_events << "},\"traceEvents\":[\n";
    metadata(tasks_pid, -1, "process_name", "nano-threads");
    metadata(tasks_pid, -1, "process_sort_index", "");
    metadata(states_pid, -1, "process_name", "worker states");
    for (std::size_t i = 0; i < trace_.threads.size(); ++i) {
      const TraceThread &thread = trace_.threads[i];
      tids_.push_back(thread.worker >= 0 ? thread.worker : 10000 + static_cast<int>(i));
      for (int pid : {tasks_pid, states_pid}) {
        metadata(pid, tids_[i], "thread_name", thread.name);
        begin_event("M", pid, tids_[i]);
        out_ << ",\"name\":\"thread_sort_index\",\"args\":{\"sort_index\":" << static_cast<std::uint64_t>(i) << "}}";
      }
    }
    // Task starts first: a nano-thread that migrated while suspended ends on another
    // thread, which may be written before the one it started on.
    for (std::size_t i = 0; i < trace_.threads.size(); ++i)
      for (const TraceEvent &event : trace_.threads[i].events)
        if (event.kind == EventKind::task_start) open_tasks_[event.a] = OpenTask{tids_[i], event.time};
    collect_slices();
    for (std::size_t i = 0; i < trace_.threads.size(); ++i) write_thread(i);
    // Tasks still running at the end of the session.
    for (const auto &[id, open] : open_tasks_) task_slice(id, open, trace_.end_time, true);
    write_release_arrows();
    out_ << "\n]}\n";
    out_.close();
  }

 private:
  struct OpenTask {
    int tid;
    std::uint64_t start;
  };

  struct Slice {
    int tid;
    std::uint64_t start, end;
  };

  // Where each started task's slice is drawn (its starting thread), for the arrows.
  void collect_slices() {
    for (const auto &[id, open] : open_tasks_) slices_[id] = Slice{open.tid, open.start, trace_.end_time};
    for (const TraceThread &thread : trace_.threads)
      for (const TraceEvent &event : thread.events)
        if (event.kind == EventKind::task_end)
          if (auto slice = slices_.find(event.a); slice != slices_.end()) slice->second.end = event.time;
  }

  void flow_event(const char *phase, std::uint64_t flow, int tid, std::uint64_t time) {
    begin_event(phase, tasks_pid, tid);
    out_ << ",\"cat\":\"dependency\",\"name\":\"release\",\"id\":" << flow << ",\"ts\":";
    out_.micros(time);
    if (*phase == 'f') out_ << ",\"bp\":\"e\"";
    out_ << '}';
  }

  void write_release_arrows() {
    std::uint64_t flow = 0;
    for (const TraceThread &thread : trace_.threads) {
      for (const TraceEvent &event : thread.events) {
        if (event.kind != EventKind::dependency_release) continue;
        const auto from = slices_.find(event.a), to = slices_.find(event.b);
        if (from == slices_.end() || to == slices_.end()) continue;  // one of them never ran
        const Slice &a = from->second, &b = to->second;
        // Strictly inside both slices (when they last 2 ns or more), so that neither end
        // binds to a neighbouring slice that starts or ends at the same nanosecond.
        flow_event("s", ++flow, a.tid, a.end - (a.end - a.start >= 2 ? 1 : 0));
        flow_event("f", flow, b.tid, b.start + (b.end - b.start >= 2 ? 1 : 0));
      }
    }
  }

  void separator() {
    if (!first_) out_ << ",\n";
    first_ = false;
  }
  void begin_event(const char *phase, int pid, int tid) {
    separator();
    out_ << "{\"ph\":\"" << std::string_view(phase) << "\",\"pid\":" << pid;
    if (tid >= 0) out_ << ",\"tid\":" << tid;
  }
  void metadata(int pid, int tid, std::string_view name, std::string_view value) {
    begin_event("M", pid, tid);
    out_ << ",\"name\":\"" << name << "\",\"args\":{";
    if (name == "process_sort_index")
      out_ << "\"sort_index\":" << pid;
    else
      (out_ << "\"name\":"), write_json_string(out_, value);
    out_ << "}}";
  }
  void instant(int pid, int tid, std::uint64_t time, std::string_view category, std::string_view name) {
    begin_event("i", pid, tid);
    out_ << ",\"s\":\"t\",\"cat\":\"" << category << "\",\"name\":\"" << name << "\",\"ts\":";
    out_.micros(time);
  }
  void task_slice(std::uint64_t id, const OpenTask &open, std::uint64_t end, bool unfinished) {
    const TaskMeta &meta = catalog_.meta(id);
    begin_event("X", tasks_pid, open.tid);
    out_ << ",\"cat\":\"task\",\"name\":";
    write_json_string(out_, catalog_.labels()[meta.label]);
    out_ << ",\"ts\":";
    out_.micros(open.start);
    out_ << ",\"dur\":";
    out_.micros(end - open.start);
    out_ << ",\"args\":{\"id\":" << id << ",\"parent\":" << meta.parent;
    if (meta.source != 0) (out_ << ",\"source\":"), write_json_string(out_, catalog_.sources()[meta.source]);
    if (unfinished) out_ << ",\"unfinished\":true";
    out_ << "}}";
  }

  void write_thread(std::size_t index) {
    const TraceThread &thread = trace_.threads[index];
    const int tid = tids_[index];
    const std::vector<TraceEvent> &events = thread.events;
    std::size_t open_state = events.size();  // index of the state event in force, if any
    auto close_state = [&](std::uint64_t end) {
      if (open_state == events.size() || end <= events[open_state].time) return;
      begin_event("X", states_pid, tid);
      out_ << ",\"cat\":\"state\",\"name\":\"" << std::string_view(state_name(events[open_state].state))
           << "\",\"ts\":";
      out_.micros(events[open_state].time);
      out_ << ",\"dur\":";
      out_.micros(end - events[open_state].time);
      out_ << '}';
    };
    for (std::size_t i = 0; i < events.size(); ++i) {
      const TraceEvent &event = events[i];
      switch (event.kind) {
        case EventKind::state_base:
          close_state(event.time);
          open_state = i;
          break;
        case EventKind::worker_start:
          instant(states_pid, tid, event.time, "scheduler", "worker start");
          out_ << ",\"args\":{\"worker\":" << event.a << "}}";
          break;
        case EventKind::site:  // decode() never yields these five
        case EventKind::task_create_next:
        case EventKind::task_end_open:
        case EventKind::task_start_created:
        case EventKind::task_start_previous:
        case EventKind::task_create:
          instant(tasks_pid, tid, event.time, "task", "create");
          out_ << ",\"args\":{\"id\":" << event.a << ",\"parent\":" << event.b << "}}";
          break;
        case EventKind::task_start: break;  // collected before; the slice is written at the end
        case EventKind::task_end: {
          auto open = open_tasks_.find(event.a);
          if (open == open_tasks_.end()) break;
          task_slice(event.a, open->second, event.time, false);
          open_tasks_.erase(open);
          break;
        }
        case EventKind::task_suspend:
          instant(tasks_pid, tid, event.time, "task", "suspend");
          out_ << ",\"args\":{\"id\":" << event.a << "}}";
          break;
        case EventKind::task_resume:
          instant(tasks_pid, tid, event.time, "task", "resume");
          out_ << ",\"args\":{\"id\":" << event.a << "}}";
          break;
        case EventKind::dependency_release:
          instant(tasks_pid, tid, event.time, "dependency", "release");
          out_ << ",\"args\":{\"predecessor\":" << event.a << ",\"successor\":" << event.b << "}}";
          break;
        case EventKind::steal:
          instant(states_pid, tid, event.time, "scheduler", "steal");
          out_ << ",\"args\":{\"thief\":" << event.a << ",\"victim\":" << event.b << "}}";
          break;
        case EventKind::loop_chunk:
          instant(tasks_pid, tid, event.time, "loop", "loop chunk");
          out_ << ",\"args\":{\"task\":" << event.a << ",\"lo\":" << static_cast<std::int64_t>(event.b)
               << ",\"hi\":" << static_cast<std::int64_t>(event.c) << "}}";
          break;
        case EventKind::active_workers:
          begin_event("C", states_pid, -1);
          out_ << ",\"name\":\"active workers\",\"ts\":";
          out_.micros(event.time);
          out_ << ",\"args\":{\"workers\":" << event.a << "}}";
          break;
      }
    }
    close_state(trace_.end_time);
  }

  const DecodedTrace &trace_;
  TaskCatalog catalog_;
  TextOutput out_;
  std::vector<int> tids_;
  std::unordered_map<std::uint64_t, OpenTask> open_tasks_;
  std::unordered_map<std::uint64_t, Slice> slices_;
  bool first_ = true;
};

}  // namespace

void write_chrome(const DecodedTrace &trace, const std::string &path) { ChromeWriter(trace, path).write(); }

}  // namespace nano::detail::trace

#endif  // NANO_TRACING
