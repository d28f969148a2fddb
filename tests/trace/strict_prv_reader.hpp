// strict_prv_reader.hpp — a strict reader of Paraver traces (.prv/.pcf/.row), written for the tests.
//
// Written from the format's documentation and Paraver's own parser (paraver-kernel
// ktrace.cpp, resourcemodel.cpp, processmodel.cpp, tracebodyio_v1.cpp), independently of
// the writer it checks:
//   header  #Paraver (dd/mm/yy at hh:mm):ftime[_ns]:nNodes(cpus,...):nAppl:nTasks(nThreads:node,...)
//   state   1:cpu:appl:task:thread:begin:end:state
//   event   2:cpu:appl:task:thread:time:type:value[:type:value...]
// Every deviation (a missing field, a non-number, an id out of the header's ranges, a
// time beyond ftime, records out of time order, overlapping states of one thread) is
// an error "file:line: what".
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace nano::trace_test {

struct PrvState {
  unsigned thread = 0;  // 1-based, within application 1 task 1
  std::uint64_t begin = 0;
  std::uint64_t end = 0;
  std::uint64_t state = 0;
};

struct PrvEvent {
  unsigned thread = 0;
  std::uint64_t time = 0;
  std::vector<std::pair<std::uint64_t, std::int64_t>> values;  // (type, value) in record order
  std::int64_t value_of(std::uint64_t type, std::int64_t missing = -1) const;
};

struct PrvTrace {
  std::uint64_t ftime = 0;
  bool nanoseconds = false;
  unsigned nodes = 0;
  std::vector<unsigned> cpus_per_node;
  unsigned applications = 0;
  unsigned tasks = 0;
  unsigned threads = 0;  // of application 1, task 1
  std::vector<PrvState> states;  // in file order
  std::vector<PrvEvent> events;  // in file order
};

struct PcfFile {
  std::map<std::uint64_t, std::string> states;
  std::map<std::uint64_t, std::string> state_colors;
  std::map<std::uint64_t, std::string> event_types;                           // type -> description
  std::map<std::uint64_t, std::map<std::int64_t, std::string>> event_values;  // type -> value -> name
};

struct RowFile {
  std::vector<std::string> cpus;
  std::vector<std::string> nodes;
  std::vector<std::string> threads;
};

// Each throws std::runtime_error("file:line: problem") on the first violation.
PrvTrace read_prv_strict(const std::string &path);
PcfFile read_pcf_strict(const std::string &path);
RowFile read_row_strict(const std::string &path);

}  // namespace nano::trace_test
