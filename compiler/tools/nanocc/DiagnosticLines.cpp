//===- DiagnosticLines.cpp - Reading a compiler's diagnostics -------------===//
#include "DiagnosticLines.h"

namespace nanocc::driver {
namespace {

/// Where `: KIND: ` follows `FILE:LINE:COL` in \p Line, npos if it does not.
size_t kindAfterLocation(std::string_view Line, std::string_view Kind) {
  size_t At = Line.find(Kind);
  if (At == std::string_view::npos || At == 0)
    return std::string_view::npos;
  size_t Colon = Line.rfind(':', At - 1);
  if (Colon == std::string_view::npos || Colon + 1 >= At)
    return std::string_view::npos;
  for (size_t I = Colon + 1; I < At; ++I)
    if (Line[I] < '0' || Line[I] > '9')
      return std::string_view::npos;
  return At;
}

} // namespace

bool startsDiagnostic(std::string_view Line) {
  for (std::string_view Kind : {": error: ", ": warning: ", ": note: ",
                                ": fatal error: ", ": remark: "})
    if (kindAfterLocation(Line, Kind) != std::string_view::npos)
      return true;
  return false;
}

bool startsNote(std::string_view Line) {
  return kindAfterLocation(Line, ": note: ") != std::string_view::npos;
}

std::string withoutColour(std::string_view Line) {
  std::string Plain;
  for (size_t I = 0; I < Line.size(); ++I) {
    if (Line[I] == '\x1b' && I + 1 < Line.size() && Line[I + 1] == '[') {
      size_t End = Line.find('m', I);
      if (End != std::string_view::npos) {
        I = End;
        continue;
      }
    }
    Plain += Line[I];
  }
  return Plain;
}

bool isSummary(std::string_view Line) {
  while (!Line.empty() && (Line.back() == '\n' || Line.back() == '\r'))
    Line.remove_suffix(1);
  return Line.size() > 11 && Line.substr(Line.size() - 11) == " generated." &&
         Line[0] >= '0' && Line[0] <= '9';
}

} // namespace nanocc::driver
