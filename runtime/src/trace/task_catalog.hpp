// task_catalog.hpp — per-task metadata of a decoded session: interned labels and source locations.
#pragma once

#include "trace/decoded_trace.hpp"

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace nano::detail::trace {

struct TaskMeta {
  std::uint32_t label = 1;   // index in labels(); 1 is "unnamed"
  std::uint32_t source = 0;  // index in sources(); 0: unknown
  std::uint64_t parent = 0;
};

class TaskCatalog {
 public:
  // Collects the task_create events of every thread.
  explicit TaskCatalog(const DecodedTrace &trace);

  // Metadata of a task; a task whose creation was not recorded is "unnamed".
  const TaskMeta &meta(std::uint64_t task_id) const;
  // labels()[0] is "" (no task), labels()[1] "unnamed"; sources()[0] is "" (unknown).
  const std::vector<std::string> &labels() const { return labels_; }
  const std::vector<std::string> &sources() const { return sources_; }

 private:
  std::uint32_t intern(std::vector<std::string> &names, std::unordered_map<std::string, std::uint32_t> &ids,
                       std::string name);

  std::unordered_map<std::uint64_t, TaskMeta> tasks_;
  std::vector<std::string> labels_{"", "unnamed"};
  std::vector<std::string> sources_{""};
  std::unordered_map<std::string, std::uint32_t> label_ids_{{"unnamed", 1}};
  std::unordered_map<std::string, std::uint32_t> source_ids_;
  TaskMeta unknown_;
};

}  // namespace nano::detail::trace
