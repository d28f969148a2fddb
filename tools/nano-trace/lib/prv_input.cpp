// prv_input.cpp — reads a Paraver trace written by nanothreads (.prv, plus .pcf names and .row threads).
//
// The event types and state values are those of runtime/src/trace/trace_writers.hpp,
// documented in docs/tracing.md. Records of other types are ignored, so a trace edited
// by Paraver tools still loads; anything that is not a well-formed record is an error.
#include "trace_model.hpp"

#include <charconv>
#include <fstream>
#include <map>
#include <sstream>
#include <string_view>
#include <unordered_map>

namespace nano::trace_tool {
namespace {

constexpr std::uint64_t task_label_type = 90000001;
constexpr std::uint64_t task_id_type = 90000002;
constexpr std::uint64_t task_source_type = 90000003;
constexpr std::uint64_t created_id_type = 90000010;
constexpr std::uint64_t created_parent_type = 90000011;
constexpr std::uint64_t created_label_type = 90000012;
constexpr std::uint64_t released_predecessor_type = 90000020;
constexpr std::uint64_t released_successor_type = 90000021;
constexpr std::uint64_t steal_type = 90000030;
constexpr std::uint64_t chunk_task_type = 90000040;
constexpr std::uint64_t suspended_task_type = 90000070;
constexpr std::uint64_t suspended_count_type = 90000071;
constexpr std::uint64_t resumed_task_type = 90000072;

[[noreturn]] void fail(const std::string &path, std::size_t line, const std::string &what) {
  throw TraceError(path + ":" + std::to_string(line) + ": " + what);
}

template <class Number>
bool parse_number(std::string_view text, Number &value) {
  const auto result = std::from_chars(text.data(), text.data() + text.size(), value);
  return !text.empty() && result.ec == std::errc() && result.ptr == text.data() + text.size();
}

std::vector<std::string_view> split(std::string_view text, char sep) {
  std::vector<std::string_view> fields;
  std::size_t from = 0;
  for (std::size_t at = text.find(sep); at != std::string_view::npos; at = text.find(sep, from)) {
    fields.push_back(text.substr(from, at - from));
    from = at + 1;
  }
  fields.push_back(text.substr(from));
  return fields;
}

std::string sibling(const std::string &prv_path, const char *extension) {
  const std::string stem = prv_path.ends_with(".prv") ? prv_path.substr(0, prv_path.size() - 4) : prv_path;
  return stem + extension;
}

// VALUES of the .pcf: type -> value -> name. Missing file: empty (labels become "label N").
std::map<std::uint64_t, std::map<std::int64_t, std::string>> read_pcf_values(const std::string &path) {
  std::map<std::uint64_t, std::map<std::int64_t, std::string>> values;
  std::ifstream in(path);
  std::vector<std::uint64_t> types;
  bool in_values = false;
  std::string text;
  while (std::getline(in, text)) {
    if (text == "EVENT_TYPE") {
      types.clear();
      in_values = false;
    } else if (text == "VALUES") {
      in_values = true;
    } else if (text.empty()) {
      in_values = false;
    } else {
      std::istringstream fields(text);
      if (in_values) {
        std::int64_t value = 0;
        std::string name;
        if (fields >> value && std::getline(fields >> std::ws, name))
          for (std::uint64_t type : types) values[type][value] = name;
      } else {
        int gradient = 0;
        std::uint64_t type = 0;
        if (fields >> gradient >> type) types.push_back(type);
      }
    }
  }
  return values;
}

std::vector<std::string> read_row_threads(const std::string &path) {
  std::vector<std::string> names;
  std::ifstream in(path);
  std::string text;
  while (std::getline(in, text)) {
    if (!text.starts_with("LEVEL THREAD SIZE ")) continue;
    std::size_t count = 0;
    if (!parse_number(std::string_view(text).substr(18), count)) return {};
    while (names.size() < count && std::getline(in, text)) names.push_back(text);
  }
  return names;
}

bool state_of(std::uint64_t value, WorkerState &state) {
  switch (value) {
    case 0: state = WorkerState::idle; return true;
    case 1: state = WorkerState::running; return true;
    case 7: state = WorkerState::scheduling; return true;
    case 9: state = WorkerState::suspended; return true;
    case 15: state = WorkerState::released; return true;
    default: return false;
  }
}

class PrvLoader {
 public:
  PrvLoader(const std::string &path) : path_(path) {
    trace_.path = path;
    trace_.format = "paraver";
  }

  LoadedTrace load() {
    std::ifstream in(path_);
    if (!in) throw TraceError(path_ + ": cannot open the trace file");
    const std::string pcf = sibling(path_, ".pcf"), row = sibling(path_, ".row");
    if (!std::ifstream(pcf)) trace_.warnings.push_back(pcf + ": not found beside the trace: task labels are shown as 'label N'");
    if (!std::ifstream(row)) trace_.warnings.push_back(row + ": not found beside the trace: threads are shown as 'thread N'");
    values_ = read_pcf_values(pcf);
    std::string text;
    if (!std::getline(in, text)) fail(path_, 1, "empty file; expected a '#Paraver' header");
    read_header(text);
    const std::vector<std::string> names = read_row_threads(row);
    trace_.threads.resize(threads_);
    for (unsigned i = 0; i < threads_; ++i)
      trace_.threads[i].name = i < names.size() ? names[i] : "thread " + std::to_string(i + 1);
    running_.resize(threads_);
    std::size_t line = 1;
    while (std::getline(in, text)) {
      ++line;
      if (!text.empty() && text[0] != '#') read_record(text, line);
    }
    finalize(trace_);
    return std::move(trace_);
  }

 private:
  void read_header(const std::string &text) {
    if (!text.starts_with("#Paraver ("))
      fail(path_, 1, "not a Paraver trace: the first line must start with '#Paraver ('");
    const std::size_t close = text.find("):");
    if (close == std::string::npos) fail(path_, 1, "malformed header: no '):' after the date");
    const std::vector<std::string_view> fields = split(std::string_view(text).substr(close + 2), ':');
    // ftime_ns : nodes(cpus) : appls : tasks(threads:node)
    if (fields.size() < 5) fail(path_, 1, "malformed header: expected ftime:nodes(cpus):appls:tasks(threads:node)");
    std::string_view ftime = fields[0];
    if (!ftime.ends_with("_ns")) fail(path_, 1, "the trace is not in nanoseconds (expected '<ftime>_ns')");
    ftime.remove_suffix(3);
    if (!parse_number(ftime, trace_.end_time)) fail(path_, 1, "malformed header: the final time is not a number");
    const std::string_view tasks = fields[3];
    const std::size_t open = tasks.find('(');
    if (open == std::string_view::npos || !parse_number(fields[4].substr(0, fields[4].find_first_of(",)")), node_) ||
        !parse_number(tasks.substr(open + 1), threads_) || threads_ == 0)
      fail(path_, 1, "malformed header: cannot read the threads of application 1 task 1");
  }

  void read_record(const std::string &text, std::size_t line) {
    const std::vector<std::string_view> fields = split(text, ':');
    if (fields[0] != "1" && fields[0] != "2" && fields[0] != "3")
      fail(path_, line, "unknown record type '" + std::string(fields[0]) + "' (expected 1, 2 or 3)");
    if (fields[0] == "3") return;  // communications: none in nanothreads traces
    if (fields.size() < 8) fail(path_, line, "truncated record: fewer than 8 fields");
    unsigned appl = 0, task = 0, thread = 0;
    std::uint64_t time = 0;
    if (!parse_number(fields[2], appl) || !parse_number(fields[3], task) || !parse_number(fields[4], thread) ||
        !parse_number(fields[5], time))
      fail(path_, line, "malformed record: appl, task, thread and time must be numbers");
    if (appl != 1 || task != 1) return;
    if (thread == 0 || thread > threads_)
      fail(path_, line, "thread " + std::to_string(thread) + " is not in the header");
    if (time > trace_.end_time) fail(path_, line, "time beyond the final time of the header");
    if (fields[0] == "1") {
      StateInterval state;
      std::uint64_t value = 0;
      state.begin = time;
      if (fields.size() != 8 || !parse_number(fields[6], state.end) || !parse_number(fields[7], value))
        fail(path_, line, "malformed state record: expected 1:cpu:appl:task:thread:begin:end:state");
      if (!state_of(value, state.state))
        fail(path_, line, "unknown state value " + std::to_string(value) + " (nanothreads writes 0, 1, 7, 9, 15)");
      if (state.end < state.begin) fail(path_, line, "state ends before it begins");
      trace_.threads[thread - 1].states.push_back(state);
      return;
    }
    if (fields.size() % 2 != 0) fail(path_, line, "malformed event record: types and values must come in pairs");
    std::map<std::uint64_t, std::int64_t> values;
    for (std::size_t i = 6; i < fields.size(); i += 2) {
      std::uint64_t type = 0;
      std::int64_t value = 0;
      if (!parse_number(fields[i], type) || !parse_number(fields[i + 1], value))
        fail(path_, line, "malformed event record: types and values must be numbers");
      values[type] = value;
    }
    read_event(values, thread - 1, time, line);
  }

  void read_event(const std::map<std::uint64_t, std::int64_t> &values, unsigned thread, std::uint64_t time,
                  std::size_t line) {
    auto get = [&](std::uint64_t type) {
      auto it = values.find(type);
      return it == values.end() ? -1 : it->second;
    };
    if (const std::int64_t id = get(created_id_type); id > 0) {
      TaskRecord &task = task_of(static_cast<std::uint64_t>(id));
      task.created = time;
      task.parent = static_cast<std::uint64_t>(std::max<std::int64_t>(0, get(created_parent_type)));
      task.label = label_index(get(created_label_type));
    }
    if (const std::int64_t id = get(suspended_task_type); id > 0) {
      suspend(thread, time, static_cast<std::uint64_t>(id), get(suspended_count_type), get(task_id_type), line);
    } else if (const std::int64_t id = get(resumed_task_type); id > 0) {
      resume(thread, time, static_cast<std::uint64_t>(id), get(task_id_type), line);
    } else if (const std::int64_t id = get(task_id_type); id >= 0) {
      std::vector<std::uint64_t> &stack = running_[thread];
      const std::uint64_t resumed = stack.size() >= 2 ? stack[stack.size() - 2] : 0;
      if (!stack.empty() && static_cast<std::uint64_t>(id) == resumed) {
        TaskRecord &task = task_of(stack.back());
        task.end = time;
        task.finished = true;
        stack.pop_back();
      } else if (id > 0) {
        TaskRecord &task = task_of(static_cast<std::uint64_t>(id));
        if (task.start != no_time) fail(path_, line, "task " + std::to_string(id) + " starts twice");
        task.start = time;
        task.thread = static_cast<int>(thread);
        if (const std::int64_t label = get(task_label_type); label > 0) task.label = label_index(label);
        const std::int64_t source = get(task_source_type);
        if (source > 0) task.source = value_name(task_source_type, source);
        stack.push_back(static_cast<std::uint64_t>(id));
      } else if (!stack.empty()) {
        fail(path_, line, "task end does not match the tasks running on this thread");
      }
    }
    if (const std::int64_t predecessor = get(released_predecessor_type); predecessor >= 0)
      trace_.releases.push_back({static_cast<std::uint64_t>(predecessor),
                                 static_cast<std::uint64_t>(std::max<std::int64_t>(0, get(released_successor_type)))});
    if (get(steal_type) >= 0) ++trace_.steals;
    if (get(chunk_task_type) >= 0) ++trace_.loop_chunks;
  }

  // A nano-thread suspended: its `count` innermost open tasks leave the thread until it
  // resumes (docs/tracing.md); `now_running` is the task the record shows after that.
  void suspend(unsigned thread, std::uint64_t time, std::uint64_t id, std::int64_t count, std::int64_t now_running,
               std::size_t line) {
    std::vector<std::uint64_t> &stack = running_[thread];
    if (count < 0 || static_cast<std::uint64_t>(count) > stack.size())
      fail(path_, line, "suspension of task " + std::to_string(id) + " takes more tasks than run on this thread");
    const auto from = stack.end() - count;
    for (auto task = from; task != stack.end(); ++task) task_of(*task).suspensions.push_back(Suspension{time});
    away_[id].assign(from, stack.end());
    stack.erase(from, stack.end());
    check_running(stack, now_running, line);
  }

  // The nano-thread of task `id` resumed: the tasks that left with it (or it alone) are open here again.
  void resume(unsigned thread, std::uint64_t time, std::uint64_t id, std::int64_t now_running, std::size_t line) {
    std::vector<std::uint64_t> &stack = running_[thread];
    const std::size_t from = stack.size();
    if (auto left = away_.find(id); left != away_.end()) {
      stack.insert(stack.end(), left->second.begin(), left->second.end());
      away_.erase(left);
    } else {
      stack.push_back(id);
    }
    for (std::size_t i = from; i < stack.size(); ++i) {
      std::vector<Suspension> &suspensions = task_of(stack[i]).suspensions;
      if (!suspensions.empty() && suspensions.back().end == no_time) {
        suspensions.back().end = time;
        suspensions.back().resumed_on = static_cast<int>(thread);
      }
    }
    check_running(stack, now_running, line);
  }

  void check_running(const std::vector<std::uint64_t> &stack, std::int64_t now_running, std::size_t line) {
    const std::uint64_t top = stack.empty() ? 0 : stack.back();
    if (now_running < 0 || static_cast<std::uint64_t>(now_running) != top)
      fail(path_, line, "the task id after a suspension or resumption is " + std::to_string(now_running) +
                            ", but task " + std::to_string(top) + " runs on this thread");
  }

  TaskRecord &task_of(std::uint64_t id) {
    auto [it, fresh] = index_.try_emplace(id, trace_.tasks.size());
    if (fresh) {
      trace_.tasks.emplace_back();
      trace_.tasks.back().id = id;
    }
    return trace_.tasks[it->second];
  }

  std::string value_name(std::uint64_t type, std::int64_t value) const {
    auto names = values_.find(type);
    if (names != values_.end())
      if (auto name = names->second.find(value); name != names->second.end()) return name->second;
    return (type == task_source_type ? "source " : "label ") + std::to_string(value);
  }

  std::uint32_t label_index(std::int64_t value) {
    if (value <= 0) return 0;
    auto [it, fresh] = labels_.try_emplace(value, static_cast<std::uint32_t>(trace_.labels.size()));
    if (fresh) {
      std::string name = value_name(task_label_type, value);
      if (name == "unnamed") {
        it->second = 0;
      } else {
        trace_.labels.push_back(std::move(name));
      }
    }
    return it->second;
  }

  std::string path_;
  LoadedTrace trace_;
  unsigned threads_ = 0;
  unsigned node_ = 0;
  std::map<std::uint64_t, std::map<std::int64_t, std::string>> values_;
  std::vector<std::vector<std::uint64_t>> running_;         // per thread: stack of running task ids
  // Open tasks away with a suspended nano-thread, by its task id (innermost last).
  std::unordered_map<std::uint64_t, std::vector<std::uint64_t>> away_;
  std::unordered_map<std::uint64_t, std::size_t> index_;    // task id -> position in tasks
  std::unordered_map<std::int64_t, std::uint32_t> labels_;  // label value -> labels index
};

}  // namespace

LoadedTrace load_paraver(const std::string &prv_path) { return PrvLoader(prv_path).load(); }

}  // namespace nano::trace_tool
