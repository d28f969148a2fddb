//===- LoopCheckDiagnostics.cpp - Loop bound checks at their value --------===//
#include "LoopCheckDiagnostics.h"

#include "DiagnosticLines.h"

#include <cstdio>
#include <fstream>
#include <algorithm>
#include <optional>
#include <utility>
#include <string_view>
#include <vector>

namespace nanocc::driver {
namespace {

struct LoopCheck {
  std::string Message; ///< from "loop 'ID'" on
  const htg::FragmentPosition *Value = nullptr; ///< null: a loop with a "loc", reported there
  std::string Where;   ///< Value null: `FILE:LINE:COL` of the loop's "loc"
};

/// The failed loop check \p Line reports in \p HTGPath, if it is one.
std::optional<LoopCheck> loopCheck(const std::string &Line, const std::string &HTGPath,
                                   const htg::SourceMap &Map) {
  size_t Failed = Line.find(": error: static assertion failed");
  if (Failed == std::string::npos)
    return std::nullopt;
  size_t Loop = Line.find(": loop '", Failed);
  if (Loop == std::string::npos)
    return std::nullopt;
  size_t IdStart = Loop + 8;
  size_t Its = Line.find("': its '", IdStart);
  if (Its == std::string::npos)
    return std::nullopt;
  size_t FieldStart = Its + 8;
  size_t FieldEnd = Line.find("' (", FieldStart);
  if (FieldEnd == std::string::npos)
    return std::nullopt;
  std::string Field = Line.substr(FieldStart, FieldEnd - FieldStart);
  if (Field != "from" && Field != "to" && Field != "step")
    return std::nullopt;
  std::string Message = Line.substr(Loop + 2);
  while (!Message.empty() && (Message.back() == '\n' || Message.back() == '\r'))
    Message.pop_back();
  // A loop with a "loc" is reported there (the code generator's #line): only the
  // generated condition, excerpt and note go.
  if (Line.compare(0, HTGPath.size() + 1, HTGPath + ":") != 0)
    return LoopCheck{Message, nullptr, Line.substr(0, Failed)};
  const htg::FragmentPosition *Value = Map.find(Line.substr(IdStart, Its - IdStart), Field);
  if (!Value || Value->line <= 0 || Value->column <= 0)
    return std::nullopt;
  return LoopCheck{Message, Value, ""};
}

/// The lines of the document, read when a check first needs them.
class DocumentLines {
public:
  explicit DocumentLines(const std::string &Path) : Path(Path) {}

  const std::string *line(int Number) {
    if (!Read) {
      Read = true;
      std::ifstream In(Path, std::ios::binary);
      for (std::string Line; std::getline(In, Line);) {
        if (!Line.empty() && Line.back() == '\r')
          Line.pop_back();
        Lines.push_back(Line);
      }
    }
    return Number >= 1 && static_cast<size_t>(Number) <= Lines.size() ? &Lines[Number - 1] : nullptr;
  }

private:
  std::string Path;
  bool Read = false;
  std::vector<std::string> Lines;
};

/// Where the text of the JSON value at \p Quote of \p Line (its opening quote)
/// starts, and how many bytes it spans up to its closing quote.
std::pair<size_t, size_t> stringValue(const std::string &Line, size_t Quote) {
  if (Quote >= Line.size() || Line[Quote] != '"')
    return {Quote, 1};
  size_t End = Quote + 1;
  while (End < Line.size() && Line[End] != '"')
    End += Line[End] == '\\' ? 2 : 1;
  End = std::min(End, Line.size());
  return {Quote + 1, std::max<size_t>(End - Quote - 1, 1)};
}

/// clang's excerpt: the document's line and a caret under the value (tabs
/// shown as spaces to the next multiple of 8, as clang shows them).
std::string excerpt(const std::string &Line, size_t Start, size_t Length, bool Colour) {
  std::string Shown, Marks;
  for (size_t I = 0; I < Line.size(); ++I) {
    size_t Width = Line[I] == '\t' ? 8 - Shown.size() % 8 : 1;
    Shown += Line[I] == '\t' ? std::string(Width, ' ') : std::string(1, Line[I]);
    char Mark = I == Start ? '^' : I > Start && I < Start + Length ? '~' : ' ';
    Marks += std::string(Width, Mark);
  }
  while (!Marks.empty() && Marks.back() == ' ')
    Marks.pop_back();
  if (Colour)
    Marks = "\x1b[0;1;32m" + Marks + "\x1b[0m";
  return Shown + "\n      | " + Marks + "\n";
}

/// `WHERE: error: MESSAGE`, in clang's colours when \p Colour.
std::string errorLine(const std::string &Where, const std::string &Message, bool Colour) {
  if (!Colour)
    return Where + ": error: " + Message + "\n";
  return "\x1b[1m" + Where + ": \x1b[0m\x1b[0;1;31merror: \x1b[0m\x1b[1m" + Message + "\x1b[0m\n";
}

/// The diagnostic of \p Check at its value: `FILE:LINE:COL: error: MESSAGE`
/// with the document's line under it (coloured as clang colours its own when
/// \p Colour).
std::string placed(const LoopCheck &Check, const std::string &HTGPath, DocumentLines &Document, bool Colour) {
  if (!Check.Value)
    return errorLine(Check.Where, Check.Message, Colour);
  const auto [LineNumber, Quote] = *Check.Value;
  const std::string *Shown = Document.line(LineNumber);
  auto [Start, Length] = Shown ? stringValue(*Shown, static_cast<size_t>(Quote - 1))
                               : std::pair<size_t, size_t>{static_cast<size_t>(Quote), 1};
  std::string Out = errorLine(HTGPath + ":" + std::to_string(LineNumber) + ":" + std::to_string(Start + 1),
                              Check.Message, Colour);
  if (Shown) {
    char Number[16];
    std::snprintf(Number, sizeof Number, "%5d | ", LineNumber);
    Out += Number + excerpt(*Shown, Start, Length, Colour);
  }
  return Out;
}

} // namespace

std::string placeLoopChecksAtValues(const std::string &Text, const std::string &HTGPath,
                                    const htg::SourceMap &Map) {
  DocumentLines Document(HTGPath);
  std::string Out;
  bool Replacing = false; // the lines of a replaced check (excerpt, notes)
  size_t Start = 0;
  while (Start < Text.size()) {
    size_t End = Text.find('\n', Start);
    size_t Next = End == std::string::npos ? Text.size() : End + 1;
    std::string_view Line(Text.data() + Start, Next - Start);
    Start = Next;
    std::string Plain = withoutColour(Line);
    if (isSummary(Plain)) {
      Replacing = false;
    } else if (startsDiagnostic(Plain) && !(Replacing && startsNote(Plain))) {
      Replacing = false;
      if (std::optional<LoopCheck> Check = loopCheck(Plain, HTGPath, Map)) {
        Out += placed(*Check, HTGPath, Document, Plain.size() != Line.size());
        Replacing = true;
      }
    }
    if (Replacing)
      continue;
    Out += Line;
  }
  return Out;
}

} // namespace nanocc::driver
