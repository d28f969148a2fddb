// svg_plot.hpp — nano-trace plot: a per-thread timeline coloured by state, with task labels and a histogram.
#pragma once

#include "summary.hpp"
#include "trace_model.hpp"

#include <ostream>

namespace nano::trace_tool {

struct PlotOptions {
  int width = 1200;       // px
  int max_labels = 2000;  // task labels drawn, widest first
  bool whole = false;     // the whole trace; by default only the window where tasks ran
};

// A self-contained SVG: title, time axis, one row per thread (the dominant state of each
// pixel column; tasks wide enough get an outline and their label), a legend, and the
// histogram of task granularity.
void write_svg_plot(std::ostream &out, const LoadedTrace &trace, const Summary &summary,
                    const PlotOptions &options = {});

}  // namespace nano::trace_tool
