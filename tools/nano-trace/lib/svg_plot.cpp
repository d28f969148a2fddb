// svg_plot.cpp — renders the timeline and granularity histogram of nano-trace plot as SVG.
#include "svg_plot.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

namespace nano::trace_tool {
namespace {

constexpr int left_margin = 150;
constexpr int right_margin = 20;
constexpr int row_height = 22;
constexpr int row_gap = 6;
constexpr double char_width = 6.2;  // of the 11 px sans-serif labels, roughly

std::string escape(const std::string &text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

std::string fixed(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2f", value);
  return text;
}

// A round tick step (1, 2 or 5 times a power of ten ns) giving at most ~10 ticks.
std::uint64_t tick_step(std::uint64_t span) {
  std::uint64_t step = 1;
  while (true) {
    for (std::uint64_t factor : {1, 2, 5})
      if (span / (step * factor) <= 10) return step * factor;
    step *= 10;
  }
}

// A tick label in the unit of the window's end, without needless decimals ("38.25 ms").
std::string format_tick(std::uint64_t time, std::uint64_t window_end) {
  const char *unit = "ns";
  double scale = 1;
  if (window_end >= 1000000000u) {
    unit = "s";
    scale = 1e9;
  } else if (window_end >= 1000000u) {
    unit = "ms";
    scale = 1e6;
  } else if (window_end >= 1000u) {
    unit = "us";
    scale = 1e3;
  }
  char text[32];
  std::snprintf(text, sizeof text, "%.6g %s", static_cast<double>(time) / scale, unit);
  return text;
}

class Plot {
 public:
  Plot(std::ostream &out, const LoadedTrace &trace, const Summary &summary, const PlotOptions &options)
      : out_(out),
        trace_(trace),
        summary_(summary),
        options_(options),
        plot_width_(std::max(100, options.width - left_margin - right_margin)) {
    choose_window();
  }

  void write() {
    const int rows_top = 60;
    const int rows_bottom = rows_top + static_cast<int>(trace_.threads.size()) * (row_height + row_gap);
    const int legend_top = rows_bottom + 10;
    const int histogram_top = legend_top + 50;
    const int histogram_height = 180;
    const int height = histogram_top + histogram_height + 60;
    out_ << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << options_.width << "\" height=\"" << height
         << "\" font-family=\"sans-serif\" font-size=\"11\">\n";
    out_ << "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
    out_ << "<text x=\"10\" y=\"20\" font-size=\"14\" font-weight=\"bold\">" << escape(file_name()) << "</text>\n";
    out_ << "<text x=\"10\" y=\"36\">span " << format_duration(trace_.end_time) << ", " << trace_.threads.size()
         << " threads, " << summary_.tasks << " tasks; critical path estimate "
         << format_duration(summary_.critical_path.length);
    if (origin_ != 0 || span_ < trace_.end_time)
      out_ << "; showing " << format_duration(origin_) << " to " << format_duration(origin_ + span_)
           << ", where tasks ran";
    out_ << "</text>\n";
    axis(rows_top - 6, rows_bottom);
    for (std::size_t i = 0; i < trace_.threads.size(); ++i)
      thread_row(i, rows_top + static_cast<int>(i) * (row_height + row_gap));
    task_labels(rows_top);
    legend(legend_top);
    histogram(histogram_top, histogram_height);
    out_ << "</svg>\n";
  }

 private:
  std::string file_name() const {
    const std::size_t slash = trace_.path.find_last_of('/');
    return "nano-trace: " + (slash == std::string::npos ? trace_.path : trace_.path.substr(slash + 1));
  }
  // Times are drawn relative to origin_; anything outside [origin_, origin_ + span_] is clipped.
  double x_of(std::uint64_t time) const {
    const double t =
        std::clamp(static_cast<double>(time) - static_cast<double>(origin_), 0.0, static_cast<double>(span_));
    return left_margin + t * plot_width_ / static_cast<double>(span_);
  }

  // By default the window where tasks ran, with a 3% margin each side: start-up and
  // shutdown would otherwise squeeze the interesting part.
  void choose_window() {
    origin_ = 0;
    span_ = std::max<std::uint64_t>(1, trace_.end_time);
    if (options_.whole) return;
    std::uint64_t first = no_time, last = 0;
    for (const TaskRecord &task : trace_.tasks) {
      if (task.start == no_time) continue;
      first = std::min(first, task.start);
      last = std::max(last, task.end);
    }
    if (first == no_time || last <= first) return;
    const std::uint64_t margin = (last - first) * 3 / 100;
    origin_ = first > margin ? first - margin : 0;
    span_ = std::max<std::uint64_t>(1, std::min(trace_.end_time, last + margin) - origin_);
  }

  void axis(int y, int rows_bottom) {
    const std::uint64_t step = tick_step(span_);
    for (std::uint64_t t = (origin_ + step - 1) / step * step; t <= origin_ + span_; t += step) {
      const std::string x = fixed(x_of(t));
      out_ << "<line x1=\"" << x << "\" y1=\"" << y << "\" x2=\"" << x << "\" y2=\"" << rows_bottom
           << "\" stroke=\"#dddddd\"/>\n";
      out_ << "<text x=\"" << x << "\" y=\"" << y - 4 << "\" text-anchor=\"middle\" fill=\"#555\">"
           << format_tick(t, origin_ + span_) << "</text>\n";
    }
  }

  // The dominant state of each pixel column, merged into runs.
  void thread_row(std::size_t index, int y) {
    const ThreadTrack &thread = trace_.threads[index];
    out_ << "<text x=\"" << left_margin - 8 << "\" y=\"" << y + row_height / 2 + 4 << "\" text-anchor=\"end\">"
         << escape(thread.name) << "</text>\n";
    out_ << "<rect x=\"" << left_margin << "\" y=\"" << y << "\" width=\"" << plot_width_ << "\" height=\""
         << row_height << "\" fill=\"#f4f4f4\"/>\n";
    std::vector<std::array<double, worker_state_count>> columns(static_cast<std::size_t>(plot_width_));
    for (const StateInterval &state : thread.states) {
      if (state.end <= origin_ || state.begin >= origin_ + span_) continue;
      const double from = x_of(state.begin) - left_margin, to = x_of(state.end) - left_margin;
      for (int column = std::max(0, static_cast<int>(from)); column < plot_width_ && column < to; ++column) {
        const double overlap = std::min<double>(to, column + 1) - std::max<double>(from, column);
        if (overlap > 0) columns[static_cast<std::size_t>(column)][static_cast<std::size_t>(state.state)] += overlap;
      }
    }
    int run_start = 0, run_state = -1;
    for (int column = 0; column <= plot_width_; ++column) {
      int dominant = -1;
      if (column < plot_width_) {
        const auto &time = columns[static_cast<std::size_t>(column)];
        const auto best = std::max_element(time.begin(), time.end());
        if (*best > 0.05) dominant = static_cast<int>(best - time.begin());
      }
      if (dominant == run_state) continue;
      if (run_state >= 0)
        out_ << "<rect x=\"" << left_margin + run_start << "\" y=\"" << y << "\" width=\"" << column - run_start
             << "\" height=\"" << row_height << "\" fill=\"" << state_color(static_cast<WorkerState>(run_state))
             << "\"><title>" << state_name(static_cast<WorkerState>(run_state)) << "</title></rect>\n";
      run_start = column;
      run_state = dominant;
    }
  }

  // Tasks at least 24 px wide get an outline and as much of their label as fits.
  void task_labels(int rows_top) {
    std::vector<const TaskRecord *> wide;
    for (const TaskRecord &task : trace_.tasks)
      if (task.start != no_time && task.thread >= 0 && x_of(task.end) - x_of(task.start) >= 24) wide.push_back(&task);
    std::sort(wide.begin(), wide.end(),
              [](const TaskRecord *a, const TaskRecord *b) { return a->duration() > b->duration(); });
    if (wide.size() > static_cast<std::size_t>(options_.max_labels))
      wide.resize(static_cast<std::size_t>(options_.max_labels));
    std::sort(wide.begin(), wide.end(), [](const TaskRecord *a, const TaskRecord *b) { return a->start < b->start; });
    for (const TaskRecord *task : wide) {
      const std::string &label = trace_.labels[task->label];
      out_ << "<g><title>" << escape(label) << " (id " << task->id << ", " << format_duration(task->duration())
           << (task->source.empty() ? "" : ", " + escape(task->source)) << ")</title>";
      // One outline per stretch on a thread (a suspended task resumes on another row).
      for (const TaskSegment &segment : task->segments()) {
        if (segment.thread < 0) continue;
        const double x = x_of(segment.begin), width = x_of(segment.end) - x;
        const int y = rows_top + segment.thread * (row_height + row_gap);
        out_ << "<rect x=\"" << fixed(x) << "\" y=\"" << y + 1 << "\" width=\"" << fixed(width) << "\" height=\""
             << row_height - 2 << "\" fill=\"none\" stroke=\"white\" stroke-width=\"1\"/>";
        const auto fits = static_cast<std::size_t>((width - 6) / char_width);
        if (fits >= 2) {
          const std::string shown = label.size() <= fits ? label : label.substr(0, fits - 1) + "~";
          out_ << "<text x=\"" << fixed(x + 3) << "\" y=\"" << y + row_height / 2 + 4 << "\" fill=\"white\">"
               << escape(shown) << "</text>";
        }
      }
      out_ << "</g>\n";
    }
  }

  void legend(int y) {
    int x = left_margin;
    for (int s = 0; s < worker_state_count; ++s) {
      const auto state = static_cast<WorkerState>(s);
      out_ << "<rect x=\"" << x << "\" y=\"" << y << "\" width=\"14\" height=\"14\" fill=\"" << state_color(state)
           << "\"/><text x=\"" << x + 20 << "\" y=\"" << y + 11 << "\">" << state_name(state) << "</text>\n";
      x += 110;
    }
    out_ << "<text x=\"" << x << "\" y=\"" << y + 11
         << "\" fill=\"#555\">white outline: one task, with its label</text>\n";
  }

  void histogram(int top, int height) {
    out_ << "<text x=\"10\" y=\"" << top - 8 << "\" font-size=\"13\" font-weight=\"bold\">"
         << "task granularity (time inside each task, nested tasks excluded)</text>\n";
    const auto &bins = summary_.granularity;
    if (bins.empty()) return;
    std::size_t most = 1;
    for (const HistogramBin &bin : bins) most = std::max(most, bin.count);
    const double bar = std::min(80.0, static_cast<double>(plot_width_) / static_cast<double>(bins.size()));
    const int base = top + height;
    out_ << "<line x1=\"" << left_margin << "\" y1=\"" << base << "\" x2=\"" << fixed(left_margin + bar * bins.size())
         << "\" y2=\"" << base << "\" stroke=\"#333\"/>\n";
    for (std::size_t i = 0; i < bins.size(); ++i) {
      const double x = left_margin + bar * static_cast<double>(i);
      const double h = (height - 16) * static_cast<double>(bins[i].count) / static_cast<double>(most);
      out_ << "<rect x=\"" << fixed(x + 2) << "\" y=\"" << fixed(base - h) << "\" width=\"" << fixed(bar - 4)
           << "\" height=\"" << fixed(h) << "\" fill=\"#0000ff\"><title>" << bins[i].count << " tasks in ["
           << format_duration(bins[i].from) << ", " << format_duration(bins[i].to) << ")</title></rect>\n";
      out_ << "<text x=\"" << fixed(x + bar / 2) << "\" y=\"" << fixed(base - h - 3) << "\" text-anchor=\"middle\">"
           << bins[i].count << "</text>\n";
      out_ << "<text x=\"" << fixed(x + 2) << "\" y=\"" << base + 14 << "\" fill=\"#555\" font-size=\"9\">&#8805;"
           << format_duration(bins[i].from) << "</text>\n";
    }
    out_ << "<text x=\"" << left_margin << "\" y=\"" << base + 32
         << "\" fill=\"#555\">tasks per bin; bins grow by 4x</text>\n";
  }

  std::ostream &out_;
  const LoadedTrace &trace_;
  const Summary &summary_;
  const PlotOptions &options_;
  int plot_width_;
  std::uint64_t origin_ = 0;  // ns at the left edge
  std::uint64_t span_ = 1;    // ns across the plot
};

}  // namespace

void write_svg_plot(std::ostream &out, const LoadedTrace &trace, const Summary &summary, const PlotOptions &options) {
  Plot(out, trace, summary, options).write();
}

}  // namespace nano::trace_tool
