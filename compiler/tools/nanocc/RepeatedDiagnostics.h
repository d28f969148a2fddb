//===- RepeatedDiagnostics.h - Diagnostics printed twice -------*- C++ -*-===//
#ifndef NANOCC_DRIVER_REPEATEDDIAGNOSTICS_H
#define NANOCC_DRIVER_REPEATEDDIAGNOSTICS_H

#include <string>

namespace nanocc::driver {

/// \p Text (a compiler's stderr) without the diagnostics that repeat an earlier
/// one word for word: a diagnostic is a line `FILE:LINE:COL: KIND: ...` with
/// the lines after it up to the next such line (source excerpt, caret, fix-it).
/// Code generated from an HTG file compiles some fragments twice (a loop bound
/// gives the value and the type of the loop variable), both under a `#line` to
/// the same JSON position, so the same error would be printed twice. Once one
/// is dropped, the compiler's "N errors generated." line, which counts it, is
/// dropped too.
std::string dropRepeatedDiagnostics(const std::string &Text);

} // namespace nanocc::driver

#endif // NANOCC_DRIVER_REPEATEDDIAGNOSTICS_H
