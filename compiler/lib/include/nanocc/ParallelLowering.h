//===- ParallelLowering.h - `#pragma nano parallel` regions -*- C++ -*-===//
#ifndef NANOCC_PARALLELLOWERING_H
#define NANOCC_PARALLELLOWERING_H

#include "nanocc/ControlDependence.h"
#include "nanocc/Pragma.h"

#include <deque>
#include <string>
#include <vector>

namespace nanocc {

struct LoweringContext;

/// Decomposes every parallel region of the main file into node tasks: appends
/// to \p Synthesised one task pragma per node (marked with its region) and
/// applies workers(); TaskLowering then wires the static arcs.
void planParallelRegions(LoweringContext &LC, PragmaTable &Table,
                         std::deque<NanoPragma> &Synthesised);

/// The `for` statements of the main file's parallel blocks that may become
/// parallel loop nodes (LANGUAGE.md: "loops without loop-carried dependences
/// become parallel loop nodes"): those holding no directive whose estimated
/// cost reaches the grain threshold, each as a loop pragma with no clauses
/// (schedule gss) on it. Lowered before planParallelRegions; a loop whose
/// iterations are not independent is left as written and becomes a candidate
/// node like any other statement.
std::deque<NanoPragma> implicitLoopCandidates(LoweringContext &LC, const PragmaTable &Table);

/// Static cost model: the estimated operations of \p S. Loops multiply their
/// body by the trip count when it is a constant (else 100); calls add their
/// callee's body (3 levels deep, else 50).
double estimateCost(const clang::Stmt *S, clang::ASTContext &Ctx);

/// Whether the statement \p S of the block of \p P holds another directive
/// (or is the target of one): it then stays in the creator, as written.
bool holdsDirective(const clang::Stmt *S, const NanoPragma &P, const PragmaTable &Table,
                    clang::ASTContext &Ctx);

/// The statements of \p Block in runs whose source texts overlap: a run of
/// more than one is written by one macro invocation (`BOTH(a, b)` expanding
/// to `f(a); f(b);`), whose text cannot be split among nodes.
std::vector<std::vector<const clang::Stmt *>> statementRuns(const clang::CompoundStmt *Block,
                                                             const clang::ASTContext &Ctx);

/// The branch statements an if/switch of a parallel block is decomposed into,
/// each a candidate node with its execution condition evaluated as \p Timing
/// says (the lowering: once; an HTG document: by each node); empty when it stays
/// one candidate node (\p WhyNot says why when its control flow is not
/// structured, or when a macro writes the if/switch).
std::vector<BranchStatement> splitIntoCandidates(const clang::Stmt *S, LoweringContext &LC,
                                                 const AliasFacts &Facts, ConditionTiming Timing,
                                                 std::string &WhyNot);

} // namespace nanocc

#endif // NANOCC_PARALLELLOWERING_H
