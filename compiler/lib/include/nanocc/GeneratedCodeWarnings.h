//===- GeneratedCodeWarnings.h - The user's warning flags and generated code -*- C++ -*-===//
#ifndef NANOCC_GENERATEDCODEWARNINGS_H
#define NANOCC_GENERATEDCODEWARNINGS_H

#include <string>

namespace nanocc {

/// The translated text compiles under the user's warning flags (with -Werror):
/// every stretch of purely generated code, which starts at a
/// `#line 1 "<nano-generated>"` and ends at the next `#line` naming another
/// file, is put between `#pragma clang diagnostic push`, ignoring the
/// style-only warnings (conversions, casts, unused helpers, padding...), and
/// `pop`. The user's own text (always under a `#line` of its file) keeps every
/// warning, and errors are never silenced. Generated code on the user's lines
/// is written clean instead (its casts, types and attributes).
std::string quietGeneratedCode(const std::string &Translated);

} // namespace nanocc

#endif
