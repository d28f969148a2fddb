//===- PhaseTimes.h - NANO_TRANSLATE_TIMES=1: where a plugin compile spends its time -*- C++ -*-===//
//
// With NANO_TRANSLATE_TIMES=1 in the environment, the plugin prints one line to
// stderr per compiled file when the compile ends:
//   nano-times: <file>: startup <ms> preamble <ms> parse <ms> translate <ms> compile <ms> total <ms> (CPU ms)
// Each figure is the CPU time (user + system) of the process spent in that phase:
//   startup    process start until the plugin's action begins (clang's own start-up,
//              the clang driver, and loading the plugin)
//   preamble   precompiling a C++ file's preamble (SharedPreamble.h; 0 when not built)
//   parse      the analysis parse of the file (with the preamble when built)
//   translate  the translator: pragma binding, summaries, lowering, rewriting
//   compile    the nested compile of the translated text (parse, optimise, emit)
// Protocol: mark(Phase) ends the running phase and charges it the CPU time since
// the previous mark; report() prints once (the first call), only when enabled.
//
//===----------------------------------------------------------------------===//
#ifndef NANOPLUGIN_PHASETIMES_H
#define NANOPLUGIN_PHASETIMES_H

#include "llvm/ADT/StringRef.h"

#include <array>
#include <string>

namespace nanoplugin {

class PhaseTimes {
public:
  enum Phase { Startup, Preamble, Parse, Translate, Compile, Count };

  PhaseTimes();
  /// Whether NANO_TRANSLATE_TIMES=1 asked for the report.
  bool enabled() const { return Enabled; }
  /// Charges the CPU time since the last mark to \p Ended.
  void mark(Phase Ended);
  /// Prints the line for \p File (once).
  void report(llvm::StringRef File);

private:
  bool Enabled = false;
  bool Reported = false;
  double Last = 0;
  std::array<double, Count> Spent{};
};

} // namespace nanoplugin

#endif // NANOPLUGIN_PHASETIMES_H
