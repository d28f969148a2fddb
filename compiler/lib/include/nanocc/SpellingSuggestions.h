//===- SpellingSuggestions.h - "did you mean" for pragma words --*- C++ -*-===//
#ifndef NANOCC_SPELLINGSUGGESTIONS_H
#define NANOCC_SPELLINGSUGGESTIONS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace nanocc {

/// The word of \p Known a user probably meant by \p Typed: the equivalent of an
/// OpenMP spelling (`taskwait` -> `wait`, `dynamic` -> `fixed`) when that is
/// known, else the closest known word when it is at most two edits away and
/// the edits change less than half of \p Typed. Empty when nothing is close.
std::string suggestSpelling(llvm::StringRef Typed, llvm::ArrayRef<llvm::StringRef> Known);

} // namespace nanocc

#endif
