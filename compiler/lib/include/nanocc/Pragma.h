//===- Pragma.h - Recorded #pragma nano directives and their clauses -*- C++ -*-===//
//
// The preprocessor hands each `#pragma nano` line to NanoPragmaHandler before any
// AST exists. The handler lexes the directive and its clauses, checks their
// syntax, and records them in a PragmaTable. PragmaBinding later attaches each
// record to the statement (or function declaration) that follows it.
//
//===----------------------------------------------------------------------===//
#ifndef NANOCC_PRAGMA_H
#define NANOCC_PRAGMA_H

#include "clang/Basic/SourceLocation.h"
#include "clang/Lex/Pragma.h"
#include "clang/Lex/Token.h"
#include "htg/model.hpp"
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class Stmt;
} // namespace clang

namespace clang {
class Expr;
class Stmt;
class FunctionDecl;
class Preprocessor;
} // namespace clang

namespace nanocc {

class Diagnoser;

enum class DirectiveKind { Task, Parallel, Loop, Wait, Declare };

const char *directiveName(DirectiveKind K);

/// One argument of a clause, split at top-level commas, as source text and as
/// the (macro-expanded) tokens it was spelled from.
struct ClauseArg {
  std::string Text;
  clang::SourceLocation Loc;
  std::vector<clang::Token> Toks;
  clang::SourceLocation EndLoc; ///< the ',' or ')' that ends the argument
};

struct Clause {
  std::string Name;
  clang::SourceLocation Loc;
  std::vector<ClauseArg> Args;
};

/// An access named in a clause (in/out/inout/reads/writes), parsed.
struct ClauseAccess {
  htg::Access Access;
  clang::SourceLocation Loc;
  bool Read = false;
  bool Write = false;
};

enum class ReductionOp { Add, Mul, Min, Max, BitAnd, BitOr, BitXor, LogAnd, LogOr };
const char *reductionOpSpelling(ReductionOp Op);

struct ReductionClause {
  ReductionOp Op;
  std::string Var;
  clang::SourceLocation Loc;
};

struct NanoPragma {
  DirectiveKind Kind = DirectiveKind::Task;
  clang::SourceLocation HashLoc;   ///< the '#' of '#pragma'
  clang::SourceLocation DirectiveLoc;
  clang::SourceLocation EndLoc;    ///< end of the pragma line
  bool Valid = true;               ///< false when a syntax error was reported
  std::vector<Clause> Clauses;

  // Parsed clause values.
  std::vector<ClauseAccess> Accesses;       ///< in/out/inout or reads/writes
  std::optional<ClauseArg> If, Cost, Workers;
  std::string Label;
  bool Independent = false;
  htg::ScheduleKind Schedule = htg::ScheduleKind::gss;
  bool HasSchedule = false;
  std::vector<std::string> ScheduleArgs;
  std::vector<ReductionClause> Reductions;

  /// Set on the task pragmas the lowering synthesises for the nodes of a
  /// `parallel` region: the region's block (static arcs instead of regions).
  const clang::Stmt *ParallelRegion = nullptr;
  /// A node of a parallel region the lowering made (no task pragma written).
  bool Synthesised = false;
  /// Nodes of a parallel region in a branch of an if/switch: the condition
  /// under which the node runs (C text), the expressions it reads, and the
  /// controlling statement ("if at line N") for --explain. Empty: always runs.
  std::string Condition;
  std::vector<const clang::Expr *> ConditionExprs;
  std::string Controller;

  // Binding (filled by PragmaBinding).
  const clang::Stmt *Target = nullptr;
  /// Compiler loop hints (`#pragma GCC unroll`, `#pragma clang loop`) on the
  /// target, where they were written: the lowering removes them, since the
  /// statement they named is replaced.
  std::vector<clang::SourceLocation> LoopHints;
  const clang::FunctionDecl *Function = nullptr; ///< enclosing, or declared (declare)

  const Clause *clause(llvm::StringRef Name) const;
};

/// All pragmas of the translation unit, in source order.
struct PragmaTable {
  std::vector<NanoPragma> Pragmas;
  /// Where `__COUNTER__` expanded (expansion locations): text holding one
  /// gives another value each time it is compiled, so it is not copied.
  std::vector<clang::SourceLocation> CounterExpansions;
};

/// Whether \p S declares a static local or expands `__COUNTER__` (recorded
/// in \p Table): a second copy of its text would not be the same code (another
/// object, another value).
bool textMustNotRepeat(const clang::Stmt *S, const PragmaTable &Table, const clang::ASTContext &Ctx);

/// Parses an access such as `m[i][0:n]`, `*p`, `s->f[0:n]`, `*(p + 1)`,
/// `(*pp)[0:n]` (kept as written in Out.text); false when malformed, with the
/// reason in \p Why when one is known.
bool parseAccess(llvm::StringRef Text, htg::Access &Out, std::string *Why = nullptr);

/// Installs the `#pragma nano` handler and the recording of `__COUNTER__`
/// expansions; records go to \p Table.
void installPragmaHandler(clang::Preprocessor &PP, std::shared_ptr<Diagnoser> Diags,
                          std::shared_ptr<PragmaTable> Table);

} // namespace nanocc

#endif // NANOCC_PRAGMA_H
