// task_catalog.cpp — interns task labels and source locations of a decoded session.
#if defined(NANO_TRACING)

#include "trace/task_catalog.hpp"

namespace nano::detail::trace {

TaskCatalog::TaskCatalog(const DecodedTrace &trace) {
  // Labels and files are pointers to static strings: intern them by content, since the
  // same literal may have several addresses. Most tasks share a few pointers, so a
  // pointer-keyed cache avoids building a string per task.
  std::unordered_map<const char *, std::uint32_t> label_cache;
  std::unordered_map<const char *, std::unordered_map<std::int32_t, std::uint32_t>> source_cache;
  for (const TraceThread &thread : trace.threads) {
    for (const TraceEvent &event : thread.events) {
      if (event.kind != EventKind::task_create) continue;
      TaskMeta meta;
      meta.parent = event.b;
      if (event.label != nullptr) {
        auto [it, fresh] = label_cache.try_emplace(event.label, 0);
        if (fresh) it->second = intern(labels_, label_ids_, event.label);
        meta.label = it->second;
      }
      if (event.file != nullptr) {
        auto [it, fresh] = source_cache[event.file].try_emplace(event.line, 0);
        if (fresh)
          it->second = intern(sources_, source_ids_, std::string(event.file) + ":" + std::to_string(event.line));
        meta.source = it->second;
      }
      tasks_[event.a] = meta;
    }
  }
}

const TaskMeta &TaskCatalog::meta(std::uint64_t task_id) const {
  auto it = tasks_.find(task_id);
  return it == tasks_.end() ? unknown_ : it->second;
}

std::uint32_t TaskCatalog::intern(std::vector<std::string> &names, std::unordered_map<std::string, std::uint32_t> &ids,
                                  std::string name) {
  auto [it, fresh] = ids.try_emplace(std::move(name), static_cast<std::uint32_t>(names.size()));
  if (fresh) names.push_back(it->first);
  return it->second;
}

}  // namespace nano::detail::trace

#endif  // NANO_TRACING
