//===- DiagnosticLines.h - Reading a compiler's diagnostics -----*- C++ -*-===//
#ifndef NANOCC_DRIVER_DIAGNOSTICLINES_H
#define NANOCC_DRIVER_DIAGNOSTICLINES_H

#include <string>
#include <string_view>

namespace nanocc::driver {

/// Whether \p Line starts a diagnostic: `FILE:LINE:COL: KIND: ...` (KIND error,
/// warning, note, fatal error or remark). The lines after it up to the next
/// such line are its source excerpt, caret and fix-its.
bool startsDiagnostic(std::string_view Line);

/// Whether \p Line starts a note (`FILE:LINE:COL: note: ...`), which belongs
/// to the error or warning before it.
bool startsNote(std::string_view Line);

/// \p Line without the terminal's colour sequences (`ESC [ ... m`), as clang
/// writes it with -fcolor-diagnostics: what the functions above read.
std::string withoutColour(std::string_view Line);

/// "1 warning and 2 errors generated."
bool isSummary(std::string_view Line);

} // namespace nanocc::driver

#endif // NANOCC_DRIVER_DIAGNOSTICLINES_H
