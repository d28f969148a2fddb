//===- RegionSurroundings.h - The code of a function around its regions -*- C++ -*-===//
//
// For --emit-htg: what the document can say about the code of a function that
// runs around its regions (tasks outside blocks, parallel blocks, parallel
// loops). An `if` around a region is its condition, and so is a `switch` arm
// (when control dependence can split it); a canonical `for` loop counting up
// around a region is a sequential loop node of the document. Any other loop
// cannot be written.
//
//===----------------------------------------------------------------------===//
#ifndef NANOCC_REGIONSURROUNDINGS_H
#define NANOCC_REGIONSURROUNDINGS_H

#include "nanocc/AccessAnalysis.h"
#include "nanocc/ControlDependence.h"

#include <optional>
#include <string>
#include <vector>

namespace nanocc {

struct LoweringContext;

/// The first statement in \p S (inside \p Top) that leaves \p Top: a return,
/// a break or continue of no loop or switch inside \p Top, a goto to a label
/// outside it. Lambda and block bodies are other functions.
const clang::Stmt *jumpOutOf(const clang::Stmt *S, const clang::Stmt *Top, clang::ASTContext &Ctx,
                             bool InLoop = false, bool InSwitch = false);

/// The keyword of jump \p J, for messages: return, break, continue, goto.
const char *jumpKeyword(const clang::Stmt *J);

/// A `for` loop as a sequential loop node: its variable, the texts of the
/// node's `from`, `to` (half-open) and `step`.
struct SequentialLoop {
  const clang::VarDecl *Var = nullptr;
  std::string From, To, Step;
};

/// \p S as a sequential loop node of the document, when it is one: a `for`
/// loop of a function (not a parallel loop) in canonical form that declares an
/// integer variable (int or wider) and counts it up (`<` or `<=`, a positive
/// step), and whose body no jump leaves (a `continue` included: the body's
/// nodes after it would still run). The document's variable has the type of
/// `from + to`: the bounds are cast to the program's variable's type when
/// theirs differs (`(size_t)(10)`). For a `for` loop that is not one,
/// \p WhyNot says why (`its body's 'continue' at line 12 ...`).
std::optional<SequentialLoop> sequentialLoopOfRegions(const clang::Stmt *S, LoweringContext &LC,
                                                      std::string *WhyNot = nullptr);

/// The graph variable holding the value of the condition of \p If, an `if`
/// around regions, when the code inside it may change what that condition
/// reads (`if (flag) { flag = 0; ... }`): a node computes it where the `if`
/// is, and the nodes inside test it, since the program tests the `if` once.
/// Empty when the condition can be tested as written.
std::string capturedCondition(const clang::IfStmt *If, LoweringContext &LC);

/// The arms of \p Switch, a `switch` around regions, each statement with its
/// condition (splitBranches); none when its control flow is not structured
/// enough (a `break` inside an `if`, a statement writing what the switch
/// reads, ...; \p WhyNot says which): the document cannot write it.
std::optional<std::vector<BranchStatement>> switchArms(const clang::SwitchStmt *Switch, LoweringContext &LC,
                                                       std::string *WhyNot = nullptr);

/// The condition under which region \p S runs in its function: the
/// conditions of the `if`s around it, conjoined (`(mode > 0) && !(k)`), their
/// expressions added to \p Reads; empty when it always runs. The `if`s are
/// those inside the innermost sequential loop around \p S
/// (sequentialLoopOfRegions), which evaluates them each iteration; `switch`es
/// and other loops are not conditions, nor are `switch`es without switchArms.
/// An `if` with a captured condition is
/// its variable (`nano_if_12_5`, not in \p Reads).
std::string regionCondition(const clang::Stmt *S, LoweringContext &LC, std::vector<const clang::Expr *> &Reads);

} // namespace nanocc

#endif // NANOCC_REGIONSURROUNDINGS_H
