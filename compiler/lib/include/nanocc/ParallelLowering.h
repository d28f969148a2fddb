//===- ParallelLowering.h - `#pragma nano parallel` regions -*- C++ -*-===//
#ifndef NANOCC_PARALLELLOWERING_H
#define NANOCC_PARALLELLOWERING_H

#include "nanocc/Pragma.h"

#include <deque>

namespace nanocc {

struct LoweringContext;

/// Decomposes every parallel region of the main file into node tasks: appends
/// to \p Synthesised one task pragma per node (marked with its region) and
/// applies workers(); TaskLowering then wires the static arcs.
void planParallelRegions(LoweringContext &LC, PragmaTable &Table,
                         std::deque<NanoPragma> &Synthesised);

} // namespace nanocc

#endif // NANOCC_PARALLELLOWERING_H
