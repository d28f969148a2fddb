//===- RenameIdentifiers.h - Rename variables in C/C++ code text -*- C++ -*-===//
#ifndef NANOCC_RENAMEIDENTIFIERS_H
#define NANOCC_RENAMEIDENTIFIERS_H

#include <functional>
#include <map>
#include <set>
#include <string>

namespace nanocc {

/// \p Code with every identifier token W that names a variable, function or
/// type (see renameIdentifiers for the tokens left alone) replaced by
/// Map(W, P), P being the token before W. With \p KeepDirectiveLines, lines
/// starting with `#` (preprocessing lines such as `#line`) are copied as is.
std::string mapIdentifiers(const std::string &Code,
                           const std::function<std::string(const std::string &, const std::string &)> &Map,
                           bool KeepDirectiveLines = false);

/// \p Code with every identifier token that is a key of \p Names replaced by
/// its value. Tokens inside string and character literals, comments and
/// numbers are left alone, as are member names (after `.`, `->`, `::`) and
/// tags (after struct/union/enum/class). Renaming is by spelling, so it
/// applies to a variable's declaration inside \p Code as well as to its uses:
/// the result binds the same way as long as no new name occurs in \p Code.
std::string renameIdentifiers(const std::string &Code, const std::map<std::string, std::string> &Names);

/// The identifiers \p Code names (as mapIdentifiers sees them).
std::set<std::string> identifiersIn(const std::string &Code);

} // namespace nanocc

#endif // NANOCC_RENAMEIDENTIFIERS_H
