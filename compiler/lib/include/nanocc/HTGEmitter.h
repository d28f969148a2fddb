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

/// Writes one HTG document whose root holds a node per region of the main
/// file (the tasks of a function, a parallel region, a parallel loop) to
/// \p Path ("-" = stdout). Returns false after reporting an I/O error.
bool emitHTG(const std::vector<htg::Node> &Regions, clang::ASTContext &Ctx,
             const std::string &Path);

} // namespace nanocc

#endif // NANOCC_HTGEMITTER_H
