//===- PhaseTimes.cpp - NANO_TRANSLATE_TIMES=1: where a plugin compile spends its time ===//
#include "PhaseTimes.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <sys/resource.h>

#include <cstdlib>
#include <cstring>

namespace nanoplugin {
namespace {

/// User + system CPU seconds of this process so far (its start-up included).
double processCPUSeconds() {
  rusage Usage{};
  getrusage(RUSAGE_SELF, &Usage);
  auto Seconds = [](const timeval &T) { return T.tv_sec + T.tv_usec / 1e6; };
  return Seconds(Usage.ru_utime) + Seconds(Usage.ru_stime);
}

} // namespace

PhaseTimes::PhaseTimes() {
  const char *Value = std::getenv("NANO_TRANSLATE_TIMES");
  Enabled = Value && std::strcmp(Value, "1") == 0;
  // The start-up phase runs from the process's start: Last stays 0.
}

void PhaseTimes::mark(Phase Ended) {
  if (!Enabled)
    return;
  double Now = processCPUSeconds();
  Spent[Ended] += Now - Last;
  Last = Now;
}

void PhaseTimes::report(llvm::StringRef File) {
  if (!Enabled || Reported)
    return;
  Reported = true;
  static const char *const Names[Count] = {"startup", "preamble", "parse", "translate",
                                           "compile"};
  double Total = 0;
  llvm::errs() << "nano-times: " << File << ":";
  for (int P = 0; P < Count; ++P) {
    llvm::errs() << " " << Names[P] << " " << llvm::format("%.1f", Spent[P] * 1000);
    Total += Spent[P];
  }
  llvm::errs() << " total " << llvm::format("%.1f", Total * 1000) << " (CPU ms)\n";
}

} // namespace nanoplugin
