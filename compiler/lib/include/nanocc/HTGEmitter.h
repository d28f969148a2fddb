//===- HTGEmitter.h - --emit-htg: the regions of a file as HTG JSON -*- C++ -*-===//
#ifndef NANOCC_HTGEMITTER_H
#define NANOCC_HTGEMITTER_H

#include "htg/model.hpp"

#include <string>
#include <vector>

namespace clang {
class ASTContext;
}

namespace nanocc {

class Diagnoser;

/// Writes \p Doc (buildHTGDocument), named after the main file, to \p Path
/// ("-" = stdout). Returns false after reporting an I/O error.
bool emitHTG(htg::Document Doc, clang::ASTContext &Ctx, const std::string &Path);

} // namespace nanocc

#endif // NANOCC_HTGEMITTER_H
