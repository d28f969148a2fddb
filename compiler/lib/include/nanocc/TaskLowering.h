//===- TaskLowering.h - `#pragma nano task` and the waits it needs -*- C++ -*-===//
#ifndef NANOCC_TASKLOWERING_H
#define NANOCC_TASKLOWERING_H

#include "nanocc/Access.h"
#include "htg/model.hpp"

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class CallExpr;
class CompoundStmt;
class Expr;
class FunctionDecl;
class Rewriter;
class Stmt;
} // namespace clang

namespace nanocc {

class Diagnoser;
class SummaryTable;
struct NanoPragma;
struct TranslateOptions;
struct UserMacro;

/// Text to place around a function: declarations before it (argument blocks,
/// prototypes) and outlined bodies after it.
struct FunctionAppendix {
  std::string Before, After;
};

/// A static arc between two nodes of a parallel region (for --emit-htg).
struct StaticArc {
  const clang::Stmt *Region;
  unsigned From, To;
  std::string On;
  bool Control = false; ///< due only to a branch condition's reads
};

/// A parallel block as decomposed (for --emit-htg): in a template, the block of
/// the analysed instantiation.
struct ParallelBlock {
  const NanoPragma *P;
  const clang::CompoundStmt *Block;
  const clang::FunctionDecl *Analysed;
};

/// A statement of a parallel block that runs as a node task (for --emit-htg).
struct TaskNode {
  unsigned Id;
  std::string Label;
  std::optional<double> Cost; ///< from the cost clause or the cost model
  /// What the task accesses when it runs: what the runtime orders it by.
  std::vector<htg::Access> Reads, Writes;
  /// The variables those accesses name (graph variables of the document).
  std::vector<const clang::VarDecl *> Accessed;
  /// Some access has no HTG spelling (a declared lvalue through `k ? &a :
  /// &b`): the node is ordered with every sibling.
  bool Unwritable = false;
};

struct RegionSurroundingsMemo; // RegionSurroundings.cpp
struct PragmaTable;            // Pragma.h

/// Per translation unit state shared by all lowerings.
struct LoweringContext {
  clang::ASTContext &Ctx;
  clang::Rewriter &Rewrite;
  Diagnoser &Diags;
  const SummaryTable &Summaries;
  const TranslateOptions &Opts;
  unsigned NextId = 0;
  std::map<const clang::FunctionDecl *, FunctionAppendix> Pending;
  std::vector<StaticArc> Arcs;
  /// The tasks outside parallel blocks lowered so far, each as a node (for
  /// --emit-htg: ParallelBlockHTG groups runs of them into task regions).
  struct RegionTask {
    const clang::Stmt *S;
    std::string Function;
    htg::Node Node;
  };
  std::vector<RegionTask> RegionTasks;
  /// What each node of those regions names, by node id: the statements whose
  /// text it holds (its code, its condition) and the variables its accesses
  /// name. Its graph variables are listed from them.
  struct NodeNames {
    std::vector<const clang::Stmt *> Code;
    std::vector<const clang::VarDecl *> Accessed;
  };
  std::map<std::string, NodeNames> RegionNodeNames;
  /// Statements whose directive checkNodeCode reported (once each).
  std::set<clang::SourceLocation> DirectivesReported;
  /// The node of each lowered parallel loop, by its `for` (for --emit-htg).
  std::map<const clang::Stmt *, htg::Node> LoopNodes;
  /// The privates of each lowered loop (checkParallelLoop): each iteration's
  /// copy is the body's own, so its body node does not list them.
  std::map<const clang::Stmt *, std::vector<const clang::VarDecl *>> LoopPrivates;
  /// Of a lowered loop whose HTG variable is the iteration number nano_k (a
  /// decreasing one): the source variable's value in terms of nano_k.
  std::map<const clang::Stmt *, std::string> LoopVarBindings;
  std::vector<ParallelBlock> ParallelBlocks;
  std::map<const clang::Stmt *, TaskNode> TaskNodes;
  /// The statements of the tasks lowered with a loop's body (lowerBlockTasks):
  /// their text there is the code creating them.
  std::set<const clang::Stmt *> LoopBodyTasks;
  /// The static locals registered through their stand-ins (StaticLocals.h),
  /// defined at the top of the generated file.
  std::set<const clang::VarDecl *> StaticStandIns;
  /// The macros the program defines (not those of system headers).
  const std::vector<UserMacro> *Macros = nullptr;
  /// What RegionSurroundings found for each loop, switch and if it was asked
  /// about (--emit-htg asks once per statement inside them): made on first use.
  std::shared_ptr<RegionSurroundingsMemo> RegionMemo;
  /// Globals a task registers where their name does not reach them, by
  /// (variable, GlobalGetterKind): the getter's name (GlobalGetters.h).
  std::map<std::pair<const clang::VarDecl *, int>, std::string> GlobalGetters;
  /// The translation unit's directives and preprocessor records.
  const PragmaTable *Table = nullptr;
};

/// Reports a preprocessor directive other than `#pragma` in \p Code, the
/// text of \p S that a node holds (`#ifdef` inside an `if`): a node's code
/// cannot hold one. False when one was reported.
bool checkNodeCode(LoweringContext &LC, const clang::Stmt *S, const std::string &Code);
/// An HTG source location for \p Loc.
htg::SourceLocation htgLoc(clang::SourceLocation Loc, const clang::SourceManager &SM);

/// Inserts every pending appendix around its function, with #line directives.
void flushAppendices(LoweringContext &LC);

/// Lowers the task/wait pragmas of one function: outlines each task, registers
/// its accesses, inserts the waits its later statements need and the waits at
/// every exit (Cilk semantics). Returns true when F creates tasks.
bool lowerFunctionTasks(LoweringContext &LC, const clang::FunctionDecl *F,
                        const std::vector<NanoPragma *> &Pragmas);

/// Lowers the task/wait pragmas written in \p Block, the body of a parallel
/// loop of F, before the loop is: the chunk's nano-thread creates them, and
/// each iteration waits for its tasks where its statements need their results
/// and at its end (as a function does at its return).
bool lowerBlockTasks(LoweringContext &LC, const clang::FunctionDecl *F, const clang::CompoundStmt *Block,
                     const std::vector<NanoPragma *> &Pragmas);

/// C++: the declaration that gives an outlined copy its own \p V, a constant of
/// an integral or enumeration type (`constexpr int N = 8;`, `const int K = 3;`),
/// with V's value, and a use of it: `constexpr int N = 8; (void)N; `. A copy received in an argument block
/// is no constant expression (`std::array<long, N>`, `case K:`, a lambda naming
/// it without a capture). Empty for any other variable, and in C.
std::string constantRedeclaration(const clang::VarDecl *V, clang::ASTContext &Ctx);
/// Why a task or loop body cannot be outlined when a lambda in it captures the
/// constant \p Name by name and by reference (`[&K]`), takes its address and
/// needs it as a constant expression (EnclosingObjectUses::ConstantUnderCapture).
std::string constantCaptureProblem(const std::string &Name);

/// \p S as a C string literal (quotes and backslashes escaped).
std::string stringLiteralText(llvm::StringRef S);

/// C (or C++, \p CXX) text for `nano_access(Task, mode, addr, bytes)` of a
/// bounded access, or an empty string when it cannot be registered.
/// \p GlobalAddress: for a global the name cannot reach at the task, the
/// expression of its address (else empty).
std::string registrationText(const Access &A, llvm::StringRef Task, bool CXX,
                             const std::function<std::string(const clang::VarDecl *)> &GlobalAddress = nullptr);

} // namespace nanocc

#endif // NANOCC_TASKLOWERING_H
