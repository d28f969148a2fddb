// summary.cpp — computes and prints nano-trace summary.
#include "summary.hpp"

#include <algorithm>
#include <cstdio>
#include <unordered_map>

namespace nano::trace_tool {

std::string format_duration(std::uint64_t ns) {
  char text[32];
  if (ns >= 1000000000u)
    std::snprintf(text, sizeof text, "%.3f s", static_cast<double>(ns) / 1e9);
  else if (ns >= 1000000u)
    std::snprintf(text, sizeof text, "%.3f ms", static_cast<double>(ns) / 1e6);
  else if (ns >= 1000u)
    std::snprintf(text, sizeof text, "%.1f us", static_cast<double>(ns) / 1e3);
  else
    std::snprintf(text, sizeof text, "%llu ns", static_cast<unsigned long long>(ns));
  return text;
}

std::vector<HistogramBin> granularity_histogram(const LoadedTrace &trace) {
  std::vector<HistogramBin> bins{{0, 64, 0}};
  for (const TaskRecord &task : trace.tasks) {
    if (task.start == no_time) continue;
    const std::uint64_t work = task.work();
    while (work >= bins.back().to) bins.push_back({bins.back().to, bins.back().to * 4, 0});
    std::size_t bin = 0;
    while (work >= bins[bin].to) ++bin;
    ++bins[bin].count;
  }
  // Drop empty bins at the low end, keep the range contiguous after that.
  std::size_t first = 0;
  while (first + 1 < bins.size() && bins[first].count == 0) ++first;
  return {bins.begin() + static_cast<std::ptrdiff_t>(first), bins.end()};
}

Summary summarize(const LoadedTrace &trace) {
  Summary summary;
  summary.span = trace.end_time;
  for (const ThreadTrack &thread : trace.threads) {
    ThreadSummary row;
    row.name = thread.name;
    for (const StateInterval &state : thread.states) {
      row.in_state[static_cast<std::size_t>(state.state)] += state.end - state.begin;
      row.traced += state.end - state.begin;
    }
    summary.threads.push_back(row);
  }
  std::unordered_map<std::uint32_t, LabelSummary> labels;
  for (const TaskRecord &task : trace.tasks) {
    if (task.start == no_time) continue;
    ++summary.tasks;
    if (task.thread >= 0 && static_cast<std::size_t>(task.thread) < summary.threads.size())
      ++summary.threads[static_cast<std::size_t>(task.thread)].tasks;
    LabelSummary &label = labels[task.label];
    label.label = trace.labels[task.label];
    ++label.tasks;
    label.total += task.work();
    label.longest = std::max(label.longest, task.work());
    summary.longest.push_back(&task);
  }
  for (auto &[index, label] : labels) summary.labels.push_back(label);
  std::sort(summary.labels.begin(), summary.labels.end(), [](const LabelSummary &a, const LabelSummary &b) {
    return a.total != b.total ? a.total > b.total : a.label < b.label;
  });
  const std::size_t keep = std::min<std::size_t>(10, summary.longest.size());
  std::partial_sort(summary.longest.begin(), summary.longest.begin() + static_cast<std::ptrdiff_t>(keep),
                    summary.longest.end(), [](const TaskRecord *a, const TaskRecord *b) {
                      return a->work() != b->work() ? a->work() > b->work() : a->id < b->id;
                    });
  summary.longest.resize(keep);
  summary.granularity = granularity_histogram(trace);
  summary.critical_path = critical_path(trace);
  return summary;
}

namespace {

std::string percent(std::uint64_t part, std::uint64_t whole) {
  char text[16];
  std::snprintf(text, sizeof text, "%5.1f%%",
                whole == 0 ? 0.0 : 100.0 * static_cast<double>(part) / static_cast<double>(whole));
  return text;
}

std::string padded(std::string text, std::size_t width, bool right = false) {
  if (text.size() >= width) return text;
  return right ? std::string(width - text.size(), ' ') + text : text + std::string(width - text.size(), ' ');
}

}  // namespace

void print_summary(std::ostream &out, const LoadedTrace &trace, const Summary &summary) {
  out << "trace     " << trace.path << " (" << trace.format << ")\n";
  out << "span      " << format_duration(summary.span) << ", " << trace.threads.size() << " threads, " << summary.tasks
      << " tasks, " << trace.releases.size() << " dependency releases, " << trace.steals << " steals, "
      << trace.loop_chunks << " loop chunks\n\n";

  std::size_t name_width = 8;
  for (const ThreadSummary &row : summary.threads) name_width = std::max(name_width, row.name.size() + 2);
  out << padded("thread", name_width) << padded("traced", 12, true) << padded("running", 10, true)
      << padded("sched", 9, true) << padded("idle", 9, true) << padded("susp", 9, true) << padded("released", 10, true)
      << padded("tasks", 10, true) << '\n';
  bool stateless = false;  // a thread with tasks but no state records (an outside thread)
  for (const ThreadSummary &row : summary.threads) {
    const bool none = row.traced == 0;
    stateless |= none && row.tasks > 0;
    out << padded(row.name, name_width) << padded(none ? "-" : format_duration(row.traced), 12, true);
    for (WorkerState state : {WorkerState::running, WorkerState::scheduling, WorkerState::idle, WorkerState::suspended,
                              WorkerState::released})
      out << padded(none ? "-" : percent(row.in_state[static_cast<std::size_t>(state)], row.traced),
                    state == WorkerState::running || state == WorkerState::released ? 10 : 9, true);
    out << padded(std::to_string(row.tasks), 10, true) << '\n';
  }
  if (stateless) out << "(-: no state records; an outside thread records only the tasks it runs while it waits)\n";

  out << "\ntask granularity (time inside each task; nested tasks excluded)\n";
  std::size_t most = 1;
  for (const HistogramBin &bin : summary.granularity) most = std::max(most, bin.count);
  for (const HistogramBin &bin : summary.granularity) {
    out << "  [" << padded(format_duration(bin.from), 10, true) << ", " << padded(format_duration(bin.to), 10, true)
        << ")" << padded(std::to_string(bin.count), 10, true) << "  " << std::string(bin.count * 40 / most, '#')
        << '\n';
  }

  out << "\nlabels by total time\n  " << padded("label", 24) << padded("tasks", 10, true) << padded("total", 12, true)
      << padded("mean", 12, true) << padded("longest", 12, true) << '\n';
  for (std::size_t i = 0; i < summary.labels.size() && i < 15; ++i) {
    const LabelSummary &label = summary.labels[i];
    out << "  " << padded(label.label, 24) << padded(std::to_string(label.tasks), 10, true)
        << padded(format_duration(label.total), 12, true)
        << padded(format_duration(label.total / std::max<std::size_t>(1, label.tasks)), 12, true)
        << padded(format_duration(label.longest), 12, true) << '\n';
  }

  out << "\nlongest tasks\n";
  for (const TaskRecord *task : summary.longest) {
    out << "  " << padded(format_duration(task->work()), 12, true) << "  " << trace.labels[task->label] << " (id "
        << task->id;
    if (!task->source.empty()) out << ", " << task->source;
    if (task->thread >= 0) out << ", on " << trace.threads[static_cast<std::size_t>(task->thread)].name;
    out << (task->finished ? "" : ", unfinished") << ")\n";
  }

  const CriticalPath &path = summary.critical_path;
  char parallelism[32];
  std::snprintf(parallelism, sizeof parallelism, "%.2f", path.parallelism());
  out << "\ncritical path estimate  " << format_duration(path.length) << " through " << path.tasks
      << " tasks; total work " << format_duration(path.work) << ", so at most " << parallelism
      << "x parallelism (recorded dependences and parent-child creation)\n";
}

}  // namespace nano::trace_tool
