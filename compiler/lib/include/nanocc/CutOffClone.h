//===- CutOffClone.h - Sequential clones for invocations whose if() cut-offs all hold -*- C++ -*-===//
#ifndef NANOCC_CUTOFFCLONE_H
#define NANOCC_CUTOFFCLONE_H

#include <string>
#include <vector>

namespace clang {
class FunctionDecl;
class SourceManager;
} // namespace clang

namespace nanocc {

struct LoweringContext;
struct NanoPragma;
struct PragmaTable;

/// After F's tasks were lowered: when every task site of F has an if() clause
/// that is decidable at entry (see CutOffClone.cpp), F becomes a dispatcher that
/// calls a copy of F's original body (the sequential elision, `nano_seq_K_F`)
/// when all those conditions are false and the lowered body (`nano_par_K_F`)
/// otherwise. \p FunctionPragmas are F's task/wait pragmas. Returns true when
/// the clone was made.
bool addCutOffClone(LoweringContext &LC, const PragmaTable &Table, const clang::FunctionDecl *F,
                    const std::vector<NanoPragma *> &FunctionPragmas);

/// The source text of F's body with every pragma line inside it blanked (line
/// breaks kept, so a copy keeps the original line numbers): its sequential elision.
std::string bodyWithoutPragmas(const clang::FunctionDecl *F, const PragmaTable &Table,
                               const clang::SourceManager &SM);

} // namespace nanocc

#endif // NANOCC_CUTOFFCLONE_H
