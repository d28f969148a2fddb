//===- RepeatedDiagnostics.cpp - Dropping diagnostics printed twice -------===//
#include "RepeatedDiagnostics.h"

#include "DiagnosticLines.h"

#include <set>
#include <string_view>

namespace nanocc::driver {

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
    bool IsNote = startsNote(withoutColour(std::string_view(Block).substr(0, Block.find('\n'))));
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
    std::string Plain = withoutColour(Line);
    if (startsDiagnostic(Plain)) {
      flush();
    } else if (Block.empty() || isSummary(Plain)) {
      // Text outside any diagnostic ("2 errors generated.": counts what was
      // printed, so it is left out once a repeat has been dropped).
      flush();
      if (!(Dropped > 0 && isSummary(Plain)))
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
