//===- RepeatedDiagnostics.cpp - Dropping diagnostics printed twice -------===//
#include "RepeatedDiagnostics.h"

#include <set>
#include <string_view>

namespace nanocc::driver {
namespace {

/// `FILE:LINE:COL: error: ...` (or warning, note, fatal error, remark).
bool startsDiagnostic(std::string_view Line) {
  for (std::string_view Kind : {": error: ", ": warning: ", ": note: ",
                                ": fatal error: ", ": remark: "}) {
    size_t At = Line.find(Kind);
    if (At == std::string_view::npos || At == 0)
      continue;
    // FILE:LINE:COL just before the kind.
    size_t Colon = Line.rfind(':', At - 1);
    if (Colon == std::string_view::npos || Colon + 1 >= At)
      continue;
    bool Digits = true;
    for (size_t I = Colon + 1; I < At; ++I)
      Digits &= Line[I] >= '0' && Line[I] <= '9';
    if (Digits)
      return true;
  }
  return false;
}

/// "1 warning and 2 errors generated."
bool isSummary(std::string_view Line) {
  while (!Line.empty() && (Line.back() == '\n' || Line.back() == '\r'))
    Line.remove_suffix(1);
  return Line.size() > 11 && Line.substr(Line.size() - 11) == " generated." &&
         Line[0] >= '0' && Line[0] <= '9';
}

} // namespace

std::string dropRepeatedDiagnostics(const std::string &Text) {
  std::string Out;
  std::string Block; // the diagnostic being read, with its excerpt lines
  std::set<std::string> Seen;
  // A note belongs to the error or warning before it: it is kept or dropped
  // with it.
  bool DroppingParent = false;
  int Dropped = 0;
  auto flush = [&] {
    if (Block.empty())
      return;
    bool IsNote = Block.find(": note: ") != std::string::npos &&
                  Block.find(": note: ") < Block.find('\n');
    bool Repeated = IsNote ? DroppingParent : !Seen.insert(Block).second;
    if (!IsNote)
      DroppingParent = Repeated;
    if (!Repeated)
      Out += Block;
    else
      ++Dropped;
    Block.clear();
  };
  size_t Start = 0;
  while (Start < Text.size()) {
    size_t End = Text.find('\n', Start);
    size_t Next = End == std::string::npos ? Text.size() : End + 1;
    std::string_view Line(Text.data() + Start, Next - Start);
    if (startsDiagnostic(Line)) {
      flush();
    } else if (Block.empty() || isSummary(Line)) {
      // Text outside any diagnostic ("2 errors generated.": counts what was
      // printed, so it is left out once a repeat has been dropped).
      flush();
      if (!(Dropped > 0 && isSummary(Line)))
        Out += Line;
      Start = Next;
      continue;
    }
    Block += Line;
    Start = Next;
  }
  flush();
  return Out;
}

} // namespace nanocc::driver
