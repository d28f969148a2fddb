//===- LoopCheckDiagnostics.h - Loop bound checks at their value -*- C++ -*-===//
#ifndef NANOCC_DRIVER_LOOPCHECKDIAGNOSTICS_H
#define NANOCC_DRIVER_LOOPCHECKDIAGNOSTICS_H

#include "htg/source_map.hpp"

#include <string>

namespace nanocc::driver {

/// \p Text (clang's stderr for the code generated from the HTG file \p HTGPath)
/// with each failed loop check of that code (a static assertion that a loop's
/// `from`, `to` or `step` has an integer type of at most 64 bits, whose message
/// starts "loop 'ID': its 'FIELD' (") reported at the field's value in the
/// document (\p Map), under that line of the document, without the assertion's
/// generated code and its notes (a loop with a "loc" keeps that place, without
/// them too). Clang reports it at the assertion, which
/// starts before the value, and shows the generated lines, `#line` directives
/// naming the temporary file included.
std::string placeLoopChecksAtValues(const std::string &Text, const std::string &HTGPath,
                                    const htg::SourceMap &Map);

} // namespace nanocc::driver

#endif // NANOCC_DRIVER_LOOPCHECKDIAGNOSTICS_H
