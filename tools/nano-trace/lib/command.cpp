// command.cpp — parses the nano-trace command line and runs summary or plot.
#include "command.hpp"

#include "summary.hpp"
#include "svg_plot.hpp"
#include "trace_model.hpp"

#include <fstream>

namespace nano::trace_tool {
namespace {

constexpr const char *usage_text =
    "usage: nano-trace summary TRACE\n"
    "       nano-trace plot TRACE -o timeline.svg [--whole]\n"
    "TRACE is a Paraver trace (.prv, with .pcf and .row beside it) or Chrome JSON written\n"
    "by a nanothreads program run with NANO_TRACE=prv or NANO_TRACE=chrome. plot shows the\n"
    "time where tasks ran; --whole shows the whole trace.\n";

int usage(std::ostream &err, const std::string &problem) {
  err << "nano-trace: " << problem << "\n" << usage_text;
  return exit_usage;
}

}  // namespace

int run_command(const std::vector<std::string> &args, std::ostream &out, std::ostream &err) {
  if (args.empty()) return usage(err, "missing command");
  if (args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
    out << usage_text;
    return exit_ok;
  }
  const std::string &command = args[0];
  if (command != "summary" && command != "plot") return usage(err, "unknown command '" + command + "'");
  std::string trace_path, output_path;
  PlotOptions plot_options;
  for (std::size_t i = 1; i < args.size(); ++i) {
    if (args[i] == "-o" || args[i] == "--output") {
      if (command != "plot") return usage(err, "-o is an option of plot only");
      if (i + 1 == args.size()) return usage(err, "-o needs a file name");
      output_path = args[++i];
    } else if (args[i] == "--whole") {
      if (command != "plot") return usage(err, "--whole is an option of plot only");
      plot_options.whole = true;
    } else if (!args[i].empty() && args[i][0] == '-') {
      return usage(err, "unknown option '" + args[i] + "'");
    } else if (trace_path.empty()) {
      trace_path = args[i];
    } else {
      return usage(err, "more than one trace given ('" + trace_path + "', '" + args[i] + "')");
    }
  }
  if (trace_path.empty()) return usage(err, command + " needs a trace file");
  if (command == "plot" && output_path.empty()) return usage(err, "plot needs -o FILE.svg");

  try {
    const LoadedTrace trace = load_trace(trace_path);
    for (const std::string &warning : trace.warnings) err << "nano-trace: warning: " << warning << '\n';
    const Summary summary = summarize(trace);
    if (command == "summary") {
      print_summary(out, trace, summary);
      return exit_ok;
    }
    std::ofstream svg(output_path);
    if (svg) write_svg_plot(svg, trace, summary, plot_options);
    svg.close();
    if (!svg) {
      err << "nano-trace: " << output_path << ": cannot write the plot; check the directory exists and is writable\n";
      return exit_trace_error;
    }
    out << "nano-trace: wrote " << output_path << " (" << trace.threads.size() << " threads, " << summary.tasks
        << " tasks)\n";
    return exit_ok;
  } catch (const TraceError &error) {
    err << "nano-trace: " << error.what() << '\n';
    return exit_trace_error;
  } catch (const std::bad_alloc &) {
    err << "nano-trace: " << trace_path << ": out of memory while reading the trace\n";
    return exit_trace_error;
  }
}

}  // namespace nano::trace_tool
