// chrome_input.cpp — reads a Chrome Trace Event JSON trace written by nanothreads.
//
// Layout (runtime/src/trace/chrome_writer.cpp, docs/tracing.md): pid 1 holds the task
// slices ("X", cat "task", args id/parent/source) and instants "create", "release",
// "loop chunk"; pid 2 holds the state slices (cat "state", named by state) and "steal"
// instants; thread_name metadata names the tids. Other events are ignored.
#include "trace_model.hpp"

#include <nlohmann/json.hpp>

#include <cmath>
#include <fstream>
#include <map>
#include <unordered_map>

namespace nano::trace_tool {
namespace {

using nlohmann::json;

// "line:col" of a byte offset, for parse errors.
std::string position_of(const std::string &path, std::size_t offset) {
  std::ifstream in(path, std::ios::binary);
  std::size_t line = 1, column = 1;
  char c;
  for (std::size_t at = 0; at + 1 < offset && in.get(c); ++at) {
    if (c == '\n') {
      ++line;
      column = 1;
    } else {
      ++column;
    }
  }
  return std::to_string(line) + ":" + std::to_string(column);
}

std::uint64_t to_ns(double micros) { return static_cast<std::uint64_t>(std::llround(micros * 1000.0)); }

class ChromeLoader {
 public:
  explicit ChromeLoader(const std::string &path) : path_(path) {
    trace_.path = path;
    trace_.format = "chrome";
  }

  LoadedTrace load() {
    std::ifstream in(path_);
    if (!in) throw TraceError(path_ + ": cannot open the trace file");
    json document;
    try {
      document = json::parse(in);
    } catch (const json::parse_error &error) {
      throw TraceError(path_ + ":" + position_of(path_, error.byte) + ": not valid JSON (" +
                       std::string(error.what()).substr(std::string(error.what()).find(':') + 2) + ")");
    }
    const json *events = &document;
    if (document.is_object()) {
      if (!document.contains("traceEvents") || !document["traceEvents"].is_array())
        throw TraceError(path_ + ": not a Chrome trace: no \"traceEvents\" array");
      events = &document["traceEvents"];
    } else if (!document.is_array()) {
      throw TraceError(path_ + ": not a Chrome trace: expected an object or an array of events");
    }
    for (std::size_t i = 0; i < events->size(); ++i) read_event((*events)[i], i);
    finalize(trace_);
    return std::move(trace_);
  }

 private:
  [[noreturn]] void fail(std::size_t index, const std::string &what) const {
    throw TraceError(path_ + ": /traceEvents/" + std::to_string(index) + ": " + what);
  }
  const json &field(const json &event, const char *name, std::size_t index) const {
    if (!event.contains(name)) fail(index, std::string("missing \"") + name + "\"");
    return event[name];
  }
  double number(const json &event, const char *name, std::size_t index) const {
    const json &value = field(event, name, index);
    if (!value.is_number() || value.get<double>() < 0) fail(index, std::string("\"") + name + "\" is not a time");
    return value.get<double>();
  }
  std::uint64_t id_arg(const json &event, const char *name, std::size_t index) const {
    const json &args = field(event, "args", index);
    if (!args.contains(name) || !args[name].is_number_unsigned())
      fail(index, std::string("args.") + name + " is not an unsigned number");
    return args[name].get<std::uint64_t>();
  }

  void read_event(const json &event, std::size_t index) {
    if (!event.is_object()) fail(index, "an event must be an object");
    const json &phase_value = field(event, "ph", index);
    if (!phase_value.is_string()) fail(index, "\"ph\" is not a string");
    const std::string phase = phase_value.get<std::string>();
    const int pid = event.value("pid", 0);
    const int tid = event.value("tid", 0);
    const std::string name = event.value("name", "");
    if (phase == "M") {
      if (name == "thread_name" && pid == 1 && event.contains("args"))
        thread_of(tid).name = event["args"].value("name", "thread " + std::to_string(tid));
      return;
    }
    if (phase == "X") {
      const std::uint64_t start = to_ns(number(event, "ts", index));
      const std::uint64_t end = start + to_ns(number(event, "dur", index));
      trace_.end_time = std::max(trace_.end_time, end);
      const std::string category = event.value("cat", "");
      if (category == "task") {
        TaskRecord &task = task_of(id_arg(event, "id", index));
        if (task.start != no_time) fail(index, "task " + std::to_string(task.id) + " has two slices");
        task.parent = id_arg(event, "parent", index);
        task.start = start;
        task.end = end;
        task.finished = !event["args"].value("unfinished", false);
        task.thread = thread_index(tid);
        task.label = label_index(name);
        task.source = one_line(event["args"].value("source", ""));
      } else if (category == "state" && pid == 2) {
        WorkerState state;
        if (!state_named(name, state)) fail(index, "unknown state \"" + name + "\"");
        thread_of(tid).states.push_back({start, end, state});
      }
      return;
    }
    if (phase == "i" || phase == "I") {
      const std::uint64_t time = to_ns(number(event, "ts", index));
      trace_.end_time = std::max(trace_.end_time, time);
      if (name == "create") {
        TaskRecord &task = task_of(id_arg(event, "id", index));
        task.created = time;
        task.parent = id_arg(event, "parent", index);
      } else if (name == "release") {
        trace_.releases.push_back({id_arg(event, "predecessor", index), id_arg(event, "successor", index)});
      } else if (name == "steal") {
        ++trace_.steals;
      } else if (name == "loop chunk") {
        ++trace_.loop_chunks;
      }
    }
  }

  static bool state_named(const std::string &name, WorkerState &state) {
    for (int s = 0; s < worker_state_count; ++s)
      if (name == state_name(static_cast<WorkerState>(s))) {
        state = static_cast<WorkerState>(s);
        return true;
      }
    return false;
  }
  int thread_index(int tid) {
    auto [it, fresh] = threads_.try_emplace(tid, static_cast<int>(trace_.threads.size()));
    if (fresh) trace_.threads.push_back({"thread " + std::to_string(tid), {}});
    return it->second;
  }
  ThreadTrack &thread_of(int tid) { return trace_.threads[static_cast<std::size_t>(thread_index(tid))]; }
  TaskRecord &task_of(std::uint64_t id) {
    auto [it, fresh] = tasks_.try_emplace(id, trace_.tasks.size());
    if (fresh) {
      trace_.tasks.emplace_back();
      trace_.tasks.back().id = id;
    }
    return trace_.tasks[it->second];
  }
  // A label or source is shown on one line, as in a Paraver trace (whose .pcf holds it
  // so): its line breaks and other control characters are spaces.
  static std::string one_line(std::string text) {
    for (char &c : text)
      if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) c = ' ';
    return text;
  }
  std::uint32_t label_index(std::string name) {
    name = one_line(std::move(name));
    if (name == "unnamed" || name.empty()) return 0;
    auto [it, fresh] = labels_.try_emplace(name, static_cast<std::uint32_t>(trace_.labels.size()));
    if (fresh) trace_.labels.push_back(name);
    return it->second;
  }

  std::string path_;
  LoadedTrace trace_;
  std::map<int, int> threads_;  // tid -> index in trace_.threads, in order of appearance
  std::unordered_map<std::uint64_t, std::size_t> tasks_;
  std::unordered_map<std::string, std::uint32_t> labels_;
};

}  // namespace

LoadedTrace load_chrome(const std::string &json_path) { return ChromeLoader(json_path).load(); }

}  // namespace nano::trace_tool
