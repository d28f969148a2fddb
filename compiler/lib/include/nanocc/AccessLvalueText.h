//===- AccessLvalueText.h - C text of an access-list lvalue -*- C++ -*-===//
//
// The lvalues of access lists (task clauses, `#pragma nano declare`) are kept
// as written and registered at run time as text evaluated where the task is
// created: its address and its size in bytes.
//
//===----------------------------------------------------------------------===//
#ifndef NANOCC_ACCESSLVALUETEXT_H
#define NANOCC_ACCESSLVALUETEXT_H

#include "htg/model.hpp"

#include <map>
#include <string>

namespace nanocc {

/// The address of the memory \p A names, as text (`&(p->d)[lo]`, `&(s.f)`),
/// with its size in bytes in \p Bytes (`(size_t)(len) * sizeof((p->d)[0])`,
/// `sizeof(s.f)`). A leading `*` applies to the whole lvalue but a trailing
/// section (`*p[0:n]` is `(*p)[0:n]`).
std::string accessClauseText(const htg::Access &A, std::string &Bytes, bool CXX);

/// \p A with each variable name that is a key of \p Texts (its base, and the
/// names in its subscripts; not field names) replaced by the mapped text,
/// which should be parenthesised: a declared function's parameters replaced by
/// a call's arguments.
htg::Access substituteNames(const htg::Access &A, const std::map<std::string, std::string> &Texts);

} // namespace nanocc

#endif // NANOCC_ACCESSLVALUETEXT_H
