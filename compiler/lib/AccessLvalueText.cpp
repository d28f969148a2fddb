//===- AccessLvalueText.cpp - C text of an access-list lvalue -------------===//
#include "nanocc/AccessLvalueText.h"
#include "nanocc/RenameIdentifiers.h"
#include "nanocc/SourceUtil.h"

namespace nanocc {

std::string accessClauseText(const htg::Access &A, std::string &Bytes, bool CXX) {
  std::string Prefix = (A.deref ? "*" : "") + A.base;
  auto Sel = [](const htg::Selector &S) -> std::string {
    switch (S.kind) {
    case htg::Selector::Kind::field: return "." + S.name;
    case htg::Selector::Kind::arrow: return "->" + S.name;
    case htg::Selector::Kind::index: return "[" + S.index + "]";
    case htg::Selector::Kind::section: return "";
    }
    return "";
  };
  for (size_t I = 0; I + 1 < A.selectors.size(); ++I) Prefix += Sel(A.selectors[I]);
  if (!A.selectors.empty() && A.selectors.back().kind == htg::Selector::Kind::section) {
    const htg::Selector &S = A.selectors.back();
    Bytes = castText("size_t", "(" + S.length + ")", CXX) + " * sizeof((" + Prefix + ")[0])";
    return "&(" + Prefix + ")[" + S.index + "]";
  }
  if (!A.selectors.empty()) Prefix += Sel(A.selectors.back());
  Bytes = "sizeof(" + Prefix + ")";
  return "&(" + Prefix + ")";
}

htg::Access substituteNames(const htg::Access &A, const std::map<std::string, std::string> &Texts) {
  htg::Access Out = A;
  Out.base = renameIdentifiers(A.base, Texts); // a name, or a wrapper's argument text (`(&s->v)`)
  for (htg::Selector &S : Out.selectors) {
    S.index = renameIdentifiers(S.index, Texts);
    S.length = renameIdentifiers(S.length, Texts);
  }
  Out.text = (Out.deref ? "*" : "") + Out.base;
  for (const htg::Selector &S : Out.selectors)
    switch (S.kind) {
    case htg::Selector::Kind::field: Out.text += "." + S.name; break;
    case htg::Selector::Kind::arrow: Out.text += "->" + S.name; break;
    case htg::Selector::Kind::index: Out.text += "[" + S.index + "]"; break;
    case htg::Selector::Kind::section: Out.text += "[" + S.index + ":" + S.length + "]"; break;
    }
  return Out;
}

} // namespace nanocc
