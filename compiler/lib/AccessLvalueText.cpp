//===- AccessLvalueText.cpp - C text of an access-list lvalue -------------===//
#include "nanocc/AccessLvalueText.h"
#include "nanocc/RenameIdentifiers.h"
#include "nanocc/SourceUtil.h"
#include "htg/writer.hpp"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"

namespace nanocc {

namespace {

/// The text of selector \p S; a section stands for its first element, or
/// with \p Last for its last one.
std::string selectorText(const htg::Selector &S, bool Last) {
  switch (S.kind) {
  case htg::Selector::Kind::field: return "." + S.name;
  case htg::Selector::Kind::arrow: return "->" + S.name;
  case htg::Selector::Kind::index: return "[" + S.index + "]";
  case htg::Selector::Kind::section:
    return Last ? "[(" + S.index + ") + (" + S.length + ") - 1]" : "[" + S.index + "]";
  }
  return "";
}

} // namespace

std::string accessClauseText(const htg::Access &A, std::string &Bytes, bool CXX) {
  const std::vector<htg::Selector> &Sels = A.selectors;
  bool TrailingSection = !Sels.empty() && Sels.back().kind == htg::Selector::Kind::section;
  size_t Inner = TrailingSection ? Sels.size() - 1 : Sels.size(); // selectors the leading `*` applies to
  bool InnerSection = llvm::any_of(llvm::ArrayRef(Sels).take_front(Inner), [](const htg::Selector &S) {
    return S.kind == htg::Selector::Kind::section;
  });
  std::string First = (A.deref ? "*" : "") + A.base, Last = First;
  for (size_t I = 0; I < Inner; ++I) {
    First += selectorText(Sels[I], false);
    Last += selectorText(Sels[I], true);
  }
  if (TrailingSection) {
    First = "(" + First + ")" + selectorText(Sels.back(), false);
    Last = "(" + Last + ")" + selectorText(Sels.back(), true);
  }
  if (InnerSection) {
    // `m[r:h][c:w]`: rows apart from each other. Their hull, from the first
    // element to the end of the last, contains them (an empty last section
    // still covers the rows before it: more than named, never less).
    auto Chars = [CXX](const std::string &P) {
      return CXX ? "nano_bytes_(" + P + ")" : "(const char *)(" + P + ")";
    };
    Bytes = "nano_len_(" + castText("long long", "(" + Chars("&(" + Last + ") + 1") + " - " + Chars("&(" + First + ")") + ")", CXX) + ")";
    return "&(" + First + ")";
  }
  if (TrailingSection) {
    const htg::Selector &S = Sels.back();
    std::string Prefix = First.substr(0, First.size() - selectorText(S, false).size());
    Bytes = castText("size_t", "(" + S.length + ")", CXX) + " * sizeof(" + Prefix + "[0])";
    return "&" + First;
  }
  Bytes = "sizeof(" + First + ")";
  return "&(" + First + ")";
}

htg::Access substituteNames(const htg::Access &A, const std::map<std::string, std::string> &Texts) {
  htg::Access Out = A;
  Out.base = renameIdentifiers(A.base, Texts); // a name, or a wrapper's argument text (`(&s->v)`)
  for (htg::Selector &S : Out.selectors) {
    S.index = renameIdentifiers(S.index, Texts);
    S.length = renameIdentifiers(S.length, Texts);
  }
  Out.text = htg::access_to_string(Out);
  return Out;
}

} // namespace nanocc
