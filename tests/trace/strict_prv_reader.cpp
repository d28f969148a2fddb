// strict_prv_reader.cpp — the strict Paraver reader of the trace tests (see the header for the grammar).
#include "strict_prv_reader.hpp"

#include <charconv>
#include <fstream>
#include <regex>
#include <sstream>
#include <stdexcept>
#include <string_view>

namespace nano::trace_test {
namespace {

[[noreturn]] void fail(const std::string &path, std::size_t line, const std::string &what) {
  throw std::runtime_error(path + ":" + std::to_string(line) + ": " + what);
}

// Splits on `sep` keeping empty fields (an empty field is an error for the callers).
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

template <class Number>
bool parse_number(std::string_view text, Number &value) {
  if (text.empty()) return false;
  const auto result = std::from_chars(text.data(), text.data() + text.size(), value);
  return result.ec == std::errc() && result.ptr == text.data() + text.size();
}

struct Cursor {
  const std::string &path;
  std::size_t line;
  std::string_view rest;

  void expect(std::string_view literal, const char *what) {
    if (!rest.starts_with(literal)) fail(path, line, std::string("header: expected ") + what);
    rest.remove_prefix(literal.size());
  }
  unsigned number(const char *what) {
    std::size_t digits = 0;
    while (digits < rest.size() && rest[digits] >= '0' && rest[digits] <= '9') ++digits;
    unsigned value = 0;
    if (!parse_number(rest.substr(0, digits), value)) fail(path, line, std::string("header: expected ") + what);
    rest.remove_prefix(digits);
    return value;
  }
};

}  // namespace

std::int64_t PrvEvent::value_of(std::uint64_t type, std::int64_t missing) const {
  for (const auto &[t, v] : values)
    if (t == type) return v;
  return missing;
}

PrvTrace read_prv_strict(const std::string &path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error(path + ": cannot open");
  PrvTrace trace;
  std::string text;
  if (!std::getline(in, text)) fail(path, 1, "empty file: no #Paraver header");

  // Header.
  static const std::regex header_start(R"(^#Paraver \((\d\d)/(\d\d)/(\d\d|\d\d\d\d) at (\d\d):(\d\d)\):)");
  std::smatch date;
  if (!std::regex_search(text, date, header_start))
    fail(path, 1, "header must start with '#Paraver (dd/mm/yy at hh:mm):'");
  Cursor header{path, 1, std::string_view(text).substr(static_cast<std::size_t>(date.length(0)))};
  std::size_t colon = header.rest.find(':');
  if (colon == std::string_view::npos) fail(path, 1, "header: no field after the final time");
  std::string_view ftime = header.rest.substr(0, colon);
  if (ftime.ends_with("_ns")) {
    trace.nanoseconds = true;
    ftime.remove_suffix(3);
  }
  if (!parse_number(ftime, trace.ftime)) fail(path, 1, "header: final time is not a number");
  header.rest.remove_prefix(colon + 1);

  trace.nodes = header.number("the number of nodes");
  if (trace.nodes == 0) fail(path, 1, "header: zero nodes");
  header.expect("(", "'(' and the CPUs of each node");
  unsigned total_cpus = 0;
  for (unsigned n = 0; n < trace.nodes; ++n) {
    trace.cpus_per_node.push_back(header.number("a CPU count"));
    total_cpus += trace.cpus_per_node.back();
    header.expect(n + 1 < trace.nodes ? "," : ")", n + 1 < trace.nodes ? "','" : "')'");
  }
  header.expect(":", "':' before the number of applications");
  trace.applications = header.number("the number of applications");
  if (trace.applications == 0) fail(path, 1, "header: zero applications");
  std::vector<std::vector<unsigned>> threads_of;  // [appl][task] -> threads
  for (unsigned a = 0; a < trace.applications; ++a) {
    header.expect(":", "':' before an application");
    const unsigned tasks = header.number("a task count");
    if (tasks == 0) fail(path, 1, "header: an application with zero tasks");
    header.expect("(", "'(' and the threads of each task");
    threads_of.emplace_back();
    for (unsigned t = 0; t < tasks; ++t) {
      const unsigned threads = header.number("a thread count");
      if (threads == 0) fail(path, 1, "header: a task with zero threads");
      header.expect(":", "':' between threads and node");
      const unsigned node = header.number("a node number");
      if (node == 0 || node > trace.nodes) fail(path, 1, "header: a task on a node that does not exist");
      header.expect(t + 1 < tasks ? "," : ")", t + 1 < tasks ? "','" : "')'");
      threads_of.back().push_back(threads);
    }
  }
  if (!header.rest.empty()) fail(path, 1, "header: unexpected text after the application list");
  trace.tasks = static_cast<unsigned>(threads_of[0].size());
  trace.threads = threads_of[0][0];

  // Body.
  std::uint64_t last_time = 0;
  std::map<unsigned, std::uint64_t> state_end_of_thread;  // for overlap checks (appl 1 task 1)
  std::size_t line = 1;
  while (std::getline(in, text)) {
    ++line;
    if (text.empty()) fail(path, line, "empty line in the trace body");
    const std::vector<std::string_view> fields = split(text, ':');
    if (fields[0] != "1" && fields[0] != "2") fail(path, line, "unknown record type '" + std::string(fields[0]) + "'");
    const bool is_state = fields[0] == "1";
    if (is_state ? fields.size() != 8 : (fields.size() < 8 || fields.size() % 2 != 0))
      fail(path, line, is_state ? "a state record has 8 fields" : "an event record has 6 fields and type:value pairs");
    unsigned cpu = 0, appl = 0, task = 0, thread = 0;
    std::uint64_t time = 0;
    if (!parse_number(fields[1], cpu) || !parse_number(fields[2], appl) || !parse_number(fields[3], task) ||
        !parse_number(fields[4], thread) || !parse_number(fields[5], time))
      fail(path, line, "cpu, appl, task, thread and time must be unsigned numbers");
    if (cpu > total_cpus) fail(path, line, "cpu " + std::to_string(cpu) + " beyond the header's CPUs");
    if (appl == 0 || appl > trace.applications) fail(path, line, "application out of range");
    if (task == 0 || task > threads_of[appl - 1].size()) fail(path, line, "task out of range");
    if (thread == 0 || thread > threads_of[appl - 1][task - 1]) fail(path, line, "thread out of range");
    if (time > trace.ftime) fail(path, line, "time beyond the final time of the header");
    if (time < last_time) fail(path, line, "records are not sorted by time");
    last_time = time;
    if (is_state) {
      PrvState state{thread, time, 0, 0};
      if (!parse_number(fields[6], state.end) || !parse_number(fields[7], state.state))
        fail(path, line, "state end time and value must be unsigned numbers");
      if (state.end <= state.begin) fail(path, line, "a state must end after it begins");
      if (state.end > trace.ftime) fail(path, line, "state end beyond the final time of the header");
      if (appl == 1 && task == 1) {
        std::uint64_t &previous_end = state_end_of_thread[thread];
        if (state.begin < previous_end) fail(path, line, "state overlaps the previous state of its thread");
        previous_end = state.end;
        trace.states.push_back(state);
      }
    } else {
      PrvEvent event{thread, time, {}};
      for (std::size_t i = 6; i < fields.size(); i += 2) {
        std::uint64_t type = 0;
        std::int64_t value = 0;
        if (!parse_number(fields[i], type) || !parse_number(fields[i + 1], value))
          fail(path, line, "event type and value must be numbers");
        event.values.emplace_back(type, value);
      }
      if (appl == 1 && task == 1) trace.events.push_back(std::move(event));
    }
  }
  return trace;
}

PcfFile read_pcf_strict(const std::string &path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error(path + ": cannot open");
  PcfFile pcf;
  enum class Section { none, options, semantic, states, colors, event_type, values } section = Section::none;
  std::vector<std::uint64_t> current_types;  // the EVENT_TYPE block the VALUES belong to
  static const std::regex color(R"(^\{\d{1,3},\d{1,3},\d{1,3}\}$)");
  std::string text;
  std::size_t line = 0;
  while (std::getline(in, text)) {
    ++line;
    if (text.empty()) {  // a blank line ends a list section; options may contain blank lines
      if (section != Section::options && section != Section::semantic) section = Section::none;
      continue;
    }
    if (text == "DEFAULT_OPTIONS") {
      section = Section::options;
      continue;
    }
    if (text == "DEFAULT_SEMANTIC") {
      section = Section::semantic;
      continue;
    }
    if (text == "STATES") {
      section = Section::states;
      continue;
    }
    if (text == "STATES_COLOR") {
      section = Section::colors;
      continue;
    }
    if (text == "EVENT_TYPE") {
      section = Section::event_type;
      current_types.clear();
      continue;
    }
    if (text == "VALUES") {
      if (current_types.empty()) fail(path, line, "VALUES without an EVENT_TYPE before it");
      section = Section::values;
      continue;
    }
    std::istringstream fields(text);
    switch (section) {
      case Section::none: fail(path, line, "text outside any section");
      case Section::options:
      case Section::semantic: break;  // free-form KEY VALUE lines
      case Section::states:
      case Section::colors: {
        std::uint64_t value = 0;
        std::string name;
        if (!(fields >> value) || !std::getline(fields >> std::ws, name) || name.empty())
          fail(path, line, "expected 'value name'");
        if (section == Section::colors && !std::regex_match(name, color)) fail(path, line, "expected a color {r,g,b}");
        (section == Section::states ? pcf.states : pcf.state_colors)[value] = name;
        break;
      }
      case Section::event_type: {
        int gradient = 0;
        std::uint64_t type = 0;
        std::string name;
        if (!(fields >> gradient >> type) || !std::getline(fields >> std::ws, name) || name.empty())
          fail(path, line, "expected 'gradient type description'");
        pcf.event_types[type] = name;
        current_types.push_back(type);
        break;
      }
      case Section::values: {
        std::int64_t value = 0;
        std::string name;
        if (!(fields >> value) || !std::getline(fields >> std::ws, name) || name.empty())
          fail(path, line, "expected 'value name'");
        for (std::uint64_t type : current_types) pcf.event_values[type][value] = name;
        break;
      }
    }
  }
  for (const auto &[value, name] : pcf.states)
    if (!pcf.state_colors.contains(value)) fail(path, line, "state " + std::to_string(value) + " has no color");
  return pcf;
}

RowFile read_row_strict(const std::string &path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error(path + ": cannot open");
  RowFile row;
  static const std::regex level(R"(^LEVEL (CPU|NODE|THREAD|TASK|APPL|WORKLOAD|SYSTEM) SIZE (\d+)$)");
  std::string text;
  std::size_t line = 0;
  while (std::getline(in, text)) {
    ++line;
    if (text.empty()) continue;
    std::smatch match;
    if (!std::regex_match(text, match, level)) fail(path, line, "expected 'LEVEL <level> SIZE <n>'");
    std::vector<std::string> *names = match[1] == "CPU"      ? &row.cpus
                                      : match[1] == "NODE"   ? &row.nodes
                                      : match[1] == "THREAD" ? &row.threads
                                                             : nullptr;
    const unsigned long size = std::stoul(match[2]);
    for (unsigned long i = 0; i < size; ++i) {
      ++line;
      if (!std::getline(in, text) || text.empty()) fail(path, line, "fewer names than the LEVEL's SIZE");
      if (names != nullptr) names->push_back(text);
    }
  }
  return row;
}

}  // namespace nano::trace_test
