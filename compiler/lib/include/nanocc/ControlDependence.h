//===- ControlDependence.h - Branches of a parallel block as conditional nodes -*- C++ -*-===//
#ifndef NANOCC_CONTROLDEPENDENCE_H
#define NANOCC_CONTROLDEPENDENCE_H

#include "nanocc/Access.h"

#include <string>
#include <vector>

namespace clang {
class ASTContext;
class Expr;
class Stmt;
} // namespace clang

namespace nanocc {

class SummaryTable;

/// A statement of a branch of an if/else or switch, with its execution
/// condition: the conjunction of the branch conditions that control it.
struct BranchStatement {
  const clang::Stmt *S = nullptr;
  std::string Condition;                          ///< C expression
  std::vector<const clang::Expr *> ConditionExprs; ///< what the condition reads
  std::string Controller;                         ///< "if at line N" / "switch at line N"
};

/// When the conditions of a split if/switch are evaluated.
enum class ConditionTiming {
  /// Once, by the creator, where the sequential program evaluates them (the
  /// lowering: only the taken branch's nodes are created).
  Once,
  /// By each node when it becomes ready (an HTG document's `condition`).
  WhenReady
};

/// Splits an if/else or switch statement \p S into the statements of its
/// branches (nested if/switch split recursively), each with the condition under
/// which it runs. Returns false, with the reason in \p WhyNot, when the
/// statement's control flow is not structured enough for that: jumps out of
/// it (return, goto, continue, a break that is not a case's last statement),
/// labels, conditions that change state (calls whose summaries only read do
/// not) or declare variables, or, with ConditionTiming::WhenReady, a statement
/// inside that writes what a condition reads before a statement that condition
/// controls (a node would see the new value).
bool splitBranches(const clang::Stmt *S, clang::ASTContext &Ctx, const SummaryTable *Summaries,
                   const AliasFacts &Facts, ConditionTiming Timing, std::vector<BranchStatement> &Out,
                   std::string &WhyNot);

} // namespace nanocc

#endif // NANOCC_CONTROLDEPENDENCE_H
