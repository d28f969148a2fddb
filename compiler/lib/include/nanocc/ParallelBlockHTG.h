//===- ParallelBlockHTG.h - --emit-htg: the document of a translation unit -*- C++ -*-===//
#ifndef NANOCC_PARALLELBLOCKHTG_H
#define NANOCC_PARALLELBLOCKHTG_H

#include "nanocc/Pragma.h"
#include "htg/model.hpp"

namespace nanocc {

struct LoweringContext;

/// The HTG of the main file's regions, after lowering: each parallel block in
/// place with every statement as a node, the parallel loops and function task
/// regions outside blocks, placed in the code of their functions around them
/// (sequential loops, the statements between regions), and the variables they
/// name. Functions are in source order; the root's name, language and id are
/// left to emitHTG.
htg::Document buildHTGDocument(LoweringContext &LC, const PragmaTable &Table);

} // namespace nanocc

#endif // NANOCC_PARALLELBLOCKHTG_H
