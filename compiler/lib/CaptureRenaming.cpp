//===- CaptureRenaming.cpp - Creation code of a task nested in another task -===//
//
// A task created inside an enclosing task's block evaluates its creation code
// (its captured values, registered addresses, if() condition) in the
// enclosing task's outlined body, where each variable the enclosing task
// captured is named through its argument block (`x` is `(*nano_o1_->x)`).
// The creation code is generated text naming variables as the source does, so
// the identifiers naming those variables are replaced in it.
//
// Invariant relied on (checked by the caller, Site::RenameClash): no variable
// declared inside the enclosing block has the name of a captured one, so in
// the block a captured variable's name names that variable, except where it
// names a member (after `.`, `->`, `::`), a tag (after struct/union/enum), or
// a generated argument block's member (declared after its `nano_ty_` type).
//
//===----------------------------------------------------------------------===//
#include "FunctionTaskLowering.h"

#include "llvm/ADT/StringRef.h"

#include <algorithm>
#include <cctype>

namespace nanocc {
namespace detail {

namespace {
bool identifierStart(char C) { return std::isalpha(static_cast<unsigned char>(C)) || C == '_'; }
bool identifierChar(char C) { return std::isalnum(static_cast<unsigned char>(C)) || C == '_'; }
} // namespace

std::string renameCaptures(llvm::StringRef Text, const std::map<std::string, std::string> &Renames) {
  std::string Out;
  std::string Previous; // the previous token (identifier or punctuation), for the exceptions above
  size_t I = 0, N = Text.size();
  bool LineStart = true;
  while (I < N) {
    char C = Text[I];
    if (C == '\n') {
      Out += C;
      ++I;
      LineStart = true;
      continue;
    }
    if (C == ' ' || C == '\t') {
      Out += C;
      ++I;
      continue;
    }
    if (LineStart && C == '#') { // a preprocessing line (#line): copied as is
      size_t E = Text.find('\n', I);
      E = E == llvm::StringRef::npos ? N : E;
      Out += Text.slice(I, E).str();
      I = E;
      continue;
    }
    LineStart = false;
    if (C == '"' || C == '\'') { // a literal: copied up to its closing quote
      size_t J = I + 1;
      while (J < N && Text[J] != C) J += Text[J] == '\\' ? 2 : 1;
      J = std::min(J + 1, N);
      Out += Text.slice(I, J).str();
      Previous = "literal";
      I = J;
      continue;
    }
    if (Text.substr(I).starts_with("//")) {
      size_t E = Text.find('\n', I);
      E = E == llvm::StringRef::npos ? N : E;
      Out += Text.slice(I, E).str();
      I = E;
      continue;
    }
    if (Text.substr(I).starts_with("/*")) {
      size_t E = Text.find("*/", I + 2);
      E = E == llvm::StringRef::npos ? N : E + 2;
      Out += Text.slice(I, E).str();
      I = E;
      continue;
    }
    if (std::isdigit(static_cast<unsigned char>(C))) { // a number, suffixes and exponents included
      size_t J = I;
      while (J < N && (identifierChar(Text[J]) || Text[J] == '.')) ++J;
      Out += Text.slice(I, J).str();
      Previous = "number";
      I = J;
      continue;
    }
    if (identifierStart(C)) {
      size_t J = I;
      while (J < N && identifierChar(Text[J])) ++J;
      std::string Name = Text.slice(I, J).str();
      auto It = Renames.find(Name);
      bool Names = It != Renames.end() && Previous != "." && Previous != "->" && Previous != "::" &&
                   Previous != "struct" && Previous != "union" && Previous != "enum" &&
                   !llvm::StringRef(Previous).starts_with("nano_ty_");
      Out += Names ? It->second : Name;
      Previous = Name;
      I = J;
      continue;
    }
    if (Text.substr(I).starts_with("->") || Text.substr(I).starts_with("::")) {
      Previous = Text.substr(I, 2).str();
      Out += Previous;
      I += 2;
      continue;
    }
    Previous = std::string(1, C);
    Out += C;
    ++I;
  }
  return Out;
}

} // namespace detail
} // namespace nanocc
