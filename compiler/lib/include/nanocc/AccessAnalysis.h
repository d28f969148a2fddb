//===- AccessAnalysis.h - Read/write sets of statements -*- C++ -*-===//
#ifndef NANOCC_ACCESSANALYSIS_H
#define NANOCC_ACCESSANALYSIS_H

#include "nanocc/Access.h"

#include "clang/AST/LambdaCapture.h"
#include "clang/AST/Stmt.h"
#include <functional>
#include <map>
#include <optional>

namespace clang {
class ASTContext;
class SourceManager;
class Expr;
class DeclRefExpr;
class ForStmt;
class Stmt;
class FunctionDecl;
class CallExpr;
class CXXMethodDecl;
class CXXConstructExpr;
class CXXOperatorCallExpr;
} // namespace clang

namespace nanocc {

class SummaryTable;

/// A `for` loop in canonical form: `for (v = Lb; v Rel Ub; v += Step)`.
struct CanonicalLoop {
  const clang::VarDecl *Var = nullptr;
  const clang::Expr *Lb = nullptr;
  const clang::Expr *Ub = nullptr;
  clang::BinaryOperatorKind Rel = clang::BO_LT;
  const clang::Expr *StepExpr = nullptr; ///< null when the step is +1/-1 (++/--)
  int64_t StepSign = 1;                  ///< +1 increasing, -1 decreasing
  bool DeclaresVar = false;              ///< `for (int i = ...`
  /// The step moves away from the bound (`i >= 10` with `i++`): the loop runs
  /// no iteration, or runs until the variable wraps (overflows). Only matched
  /// when asked for (AllowDiverging); its bounds describe no range.
  bool Diverges = false;
};

/// True when \p E is `std::size(a)` or `std::ssize(a)` of an array: its extent,
/// whatever the array holds.
bool isArrayExtentCall(const clang::Expr *E);
/// A standard library iterator class (a vector's, a map's, a reverse_iterator),
/// not a stream or insert iterator.
bool isLibraryIterator(clang::QualType T, const clang::ASTContext &Ctx);
/// The element type of a standard library iterator into a contiguous buffer
/// (libstdc++'s `__normal_iterator<T *, C>` of a vector, string or span,
/// libc++'s `__wrap_iter<T *>`), which holds only a pointer: like a pointer,
/// `first + k`, `last - first` and its element's address are positions in one
/// buffer. A null type for anything else.
clang::QualType contiguousIteratorElement(clang::QualType T, const clang::ASTContext &Ctx);
/// True when a loop bound or step \p E has one value whatever memory holds: a
/// constant expression, or an array's extent (isArrayExtentCall).
bool isConstantBound(const clang::Expr *E, clang::ASTContext &Ctx);

/// Recognises the canonical form; on failure \p Why says what is wrong and
/// \p Where points at it. With \p Summaries, a bound may call a function of
/// the file whose summary writes nothing (`i < rows(m)`). With \p AllowDiverging
/// a loop whose step moves away from its bound is matched (CanonicalLoop::Diverges).
std::optional<CanonicalLoop> matchCanonicalLoop(const clang::ForStmt *For,
                                                clang::ASTContext &Ctx,
                                                std::string &Why,
                                                clang::SourceLocation &Where,
                                                const SummaryTable *Summaries = nullptr,
                                                bool AllowDiverging = false);

/// The first and last values (inclusive) of \p L's variable: `lb` and `ub - 1`
/// for `<`, `ub + 1` for `>`, `ub` for `<=`/`>=` (the last value reached may lie
/// before it when the step is not 1).
std::pair<SymRef, SymRef> loopVariableBounds(const CanonicalLoop &L, clang::ASTContext &Ctx);

/// A `break`, `return` or `goto` in the body of \p For that leaves the loop (its
/// iterations could not all run in parallel), or null; \p What names it for messages.
const clang::Stmt *jumpOutOfLoopBody(const clang::ForStmt *For, std::string &What);

/// Integer expression -> symbolic form (atoms are variable names).
SymRef toSym(const clang::Expr *E, clang::ASTContext &Ctx);
/// `n_` (`this->n_`), `g->n`, `g->d.n`, `r.n` (r a reference): an integer
/// field reached through `this`, a pointer or a reference variable, named as
/// a symbolic atom by that path; empty for anything else. Unlike a variable,
/// a write through any pointer may change it: collectAccesses widens the
/// ranges using one that the statement may write.
std::string fieldAtomPath(const clang::Expr *E);
/// Text of a simple integer expression (clause bounds) -> symbolic form.
SymRef parseSymText(llvm::StringRef Text);

struct AccessQuery {
  clang::ASTContext &Ctx;
  const SummaryTable *Summaries = nullptr;
  /// Statements whose execution is deferred (task sites): only what their
  /// creation evaluates is collected for them.
  std::function<bool(const clang::Stmt *)> IsDeferred;
  /// `v[i]` on std::vector/array/span/string is the element reached through
  /// `v.data()`, not a use of the whole object. Only where no address is
  /// registered at run time (the loop dependence test): a whole-object access
  /// elsewhere would not overlap the element's registered range.
  bool ContainerElements = false;
  /// A call of a closure variable that the statement's function declares
  /// before the statement (`auto body = [&](int i) { ... };`, not `mutable`)
  /// runs that lambda's body, as a call of a lambda the statement creates
  /// does: in the loop dependence test, for a task's statement (which calls
  /// the closure through its address, and whose scope ends wait for it) and
  /// for the creator's statements. Off for summaries, where the closure
  /// variable is not the caller's.
  bool NamedClosures = false;
  /// The body of such a closure, analysed for a statement calling it: a
  /// closure variable it captures from that function (`gen` of `[&](int i) {
  /// a[i] = gen(i); }`) is the function's own, and runs its body too.
  bool CapturedClosures = false;
  /// Deferred statements that are calls (`*p = heavy(*p)`) but are outlined
  /// as written: their creation evaluates no argument, only captured values.
  std::function<bool(const clang::Stmt *)> OutlinedAsWritten = {};
};

/// Accesses performed by executing \p S. Ranges are in the scope enclosing S;
/// loop variables of canonical loops inside S are replaced by their bounds,
/// and bounds that depend on variables S itself modifies are widened.
AccessList collectAccesses(const clang::Stmt *S, const AccessQuery &Q);

/// Accesses performed when a task's statement is *created*: the argument values
/// of a call form, the address of the assigned lvalue, or the captured values.
AccessList collectCreationAccesses(const clang::Stmt *S, const AccessQuery &Q);

/// A pointer to the characters of a string literal (`"abc"`, `__func__`, both
/// branches of `c ? "node" : "edge"`):
/// constant memory that no task may write, so reading it needs no ordering.
bool pointsToStringLiteral(const clang::Expr *E);

/// The pointer target of a pointer-valued expression: base and byte offset
/// (Range.Lo; Range.Len unset). Returns false when nothing is known.
bool pointerTarget(const clang::Expr *E, clang::ASTContext &Ctx, MemRef &Out);

/// A view type: a trivially copyable C++ class holding pointers or references
/// (std::span, std::string_view, iterators, a user `struct View { int *p; int n; }`).
/// Passed by value it still reaches the memory it points to; pointerTarget()
/// resolves a view expression to that memory when its construction shows it.
bool isViewType(clang::QualType T, const clang::ASTContext &Ctx);

/// Does \p S cast const away (`const_cast<int &>(x)`, `(int *)cp`): an object
/// reached as const may be written.
bool castsAwayConst(const clang::Stmt *S);

/// The first template argument of a standard class template specialization
/// when it is a type (`T` of std::vector<T>, std::span<T>); null otherwise.
clang::QualType standardTemplateElement(clang::QualType T);

/// The element type of a std::span or std::basic_string_view: what every
/// access through it reaches. Null for any other type.
clang::QualType standardViewElement(clang::QualType View);

/// A view (a std::span or string_view, or part of one: `s.first(h)`,
/// `s.subspan(h)`) of what a view variable shows whose target the analysis
/// cannot follow (a parameter): for a std::span or std::basic_string_view,
/// exactly the bytes \p E shows (`(s.first(h)).data()`, its size() elements);
/// for another view, the memory the variable points to, unbounded.
bool viewedThrough(const clang::Expr *E, clang::ASTContext &Ctx, MemRef &Out);

/// The whole of variable \p V: its object, or a reference's referent.
bool wholeObject(const clang::ValueDecl *V, clang::ASTContext &Ctx, MemRef &Out);

/// Widens \p R to all it may reach when its part cannot be told: a named
/// object to the object whole (keeping its element type), anything else to
/// unbounded from its start.
void widenToWholeObject(MemRef &R, clang::ASTContext &Ctx);

/// Standard classes whose object stands for the memory it owns (containers,
/// streams, optional, pair...): an access of the object is one of its elements.
bool isOwningLibraryClass(const clang::CXXRecordDecl *RD);
/// \p RD comes from the standard library (namespace std or a system header).
bool isLibraryClass(const clang::CXXRecordDecl *RD, const clang::ASTContext &Ctx);

/// \p E when it is `v[i]` on a std::vector variable of arithmetic or pointer
/// elements (not bool), or of std::vectors of such elements (a row, whose
/// object stands for its own buffer), whose index has no side effect and reads
/// only local, non-reference variables and constants; else null.
const clang::Expr *vectorElementSubscript(const clang::Expr *E, clang::ASTContext &Ctx);
/// The element `v[i]` (vectorElementSubscript) that \p E is, or whose record
/// holds \p E as a chain of its fields (`v[i].p.x`); else null.
const clang::Expr *vectorElementHolding(const clang::Expr *E, clang::ASTContext &Ctx);

/// The field of variable \p V that \p Path names from it (`.r.n` of `s.r.n`:
/// fields of records held inline, no pointer on the way). False, and \p Out
/// untouched, when the path is not such a chain of fields.
bool fieldPath(const clang::ValueDecl *V, llvm::StringRef Path, clang::ASTContext &Ctx, MemRef &Out);

/// The object an lvalue designates: base and byte range.
bool refOf(const clang::Expr *E, clang::ASTContext &Ctx, MemRef &Out);

/// The memory that the reference returned by \p CE (a call of a function of
/// the program with a body: `pick(s)` with `double &pick(std::span<double> s)
/// { return s[0]; }`) lies somewhere in, in the caller's terms, when it is one
/// object or one view's elements: unbounded unless \p Out's range is what a
/// view shows; the called object itself when the member returns a part of it
/// (`b.bonus()` with `long &bonus() { return bonus_; }`). False otherwise.
bool returnedReferenceTarget(const clang::CallExpr *CE, clang::ASTContext &Ctx, MemRef &Out);
/// Every object the reference \p CE returns may designate (`k ? G : H`: G and
/// H; `k ? f_ : G` in a member function: G and the called object), as
/// returnedReferenceTarget gives one; false where it gives none.
bool returnedReferenceObjects(const clang::CallExpr *CE, clang::ASTContext &Ctx, std::vector<MemRef> &Out);

/// An element of a standard owning container (or a field of one) reached
/// through the container's operators and member functions: `v[i]`,
/// `rows[i][j]`, `v.at(i).f`, `m[k]`. The container stands for its elements
/// (the convention of the whole analysis, as for `v[i] = x` in a task), so
/// \p Out is the container object, whole. False for anything else.
bool containerStandIn(const clang::Expr *E, clang::ASTContext &Ctx, MemRef &Out);

/// `v[i]` on a standard contiguous container, or a field of it (`v[i].f.g`):
/// its bytes in the container's buffer in \p Out, the subscript call at the
/// bottom in \p Subscript. False for anything else.
bool containerElementOrField(const clang::Expr *E, clang::ASTContext &Ctx,
                             const clang::CXXOperatorCallExpr *&Subscript, MemRef &Out);

/// Where an iterator or pointer into a contiguous buffer points: `v.begin()`,
/// `v.end()`, `v.begin() + h`, `a + k`, `v.data() + h` (v a std::vector,
/// std::array or std::basic_string, not std::vector<bool>).
struct IteratorPosition {
  MemRef Base;             ///< the buffer; Base.Range.Lo: the byte offset
  clang::QualType Elem;    ///< the element type
  SymRef ElemSize;         ///< its size in bytes
  const clang::Expr *Container = nullptr; ///< `v` of `v.begin() + h`, else null
  const clang::Expr *View = nullptr;      ///< `s` of `s.begin() + h`, a standard view, else null
  std::vector<const clang::Expr *> Offsets; ///< `h` of `v.begin() + h`
};
bool iteratorPosition(const clang::Expr *E, clang::ASTContext &Ctx, IteratorPosition &Out);

/// The container of a bit proxy: \p Proxy is `v[i]`, `v.at(i)`, `v.front()`
/// or `v.back()` of a std::vector<bool>, or `b[i]` of a std::bitset, each a
/// `reference` object returned by value that names one bit of a word the
/// neighbouring elements share. \p Call receives the call that made it.
/// Null for anything else.
const clang::Expr *packedBitContainer(const clang::Expr *Proxy, const clang::ASTContext &Ctx,
                                      const clang::CallExpr *&Call);

/// What a call of the member function \p MD does besides accessing its object,
/// in the caller's scope: the accesses of its body (its parameters' targets
/// resolved through the call's arguments, which start at \p FirstArg; globals)
/// or the conservative default (no body, virtual, a library class reaching
/// memory through pointers it holds, a callable of unknown body). Accesses of
/// the object's own fields are not in Accesses but in ObjectRead/ObjectWrite;
/// memory reached through the object's pointer members is unknown memory.
struct MemberCallEffects {
  AccessList Accesses;
  bool ObjectRead = false, ObjectWrite = false;
  /// With ObjectPartsKnown, the accesses ObjectRead/ObjectWrite stand for:
  /// byte ranges of the object (from its start) in the caller's terms, the
  /// method's integer parameters replaced by the arguments.
  AccessList ObjectParts;
  bool ObjectPartsKnown = false;
};
MemberCallEffects memberCallEffects(const clang::CallExpr *Call, const clang::CXXMethodDecl *MD,
                                    unsigned FirstArg, const AccessQuery &Q);

/// True when the non-const member call \p Call of \p MD writes none of its
/// object's bytes: its body (in this file) writes nothing, and a reference it
/// returns for the caller to write through is, at every return, an element of
/// a std::vector member (`double &operator()(int i, int j) { return d_[i * c_ + j]; }`).
/// Only with Q.ContainerElements, where such a reference is taken as that
/// member's buffer (returnedReferenceTargets); elsewhere the call writes the object.
bool memberCallLeavesObject(const clang::CallExpr *Call, const clang::CXXMethodDecl *MD, unsigned FirstArg,
                            const AccessQuery &Q);

/// What constructing an object with \p CE does besides initialising the object:
/// a user constructor's body and initialisers in the caller's scope (pointer and
/// reference parameters resolved through the arguments, globals), or the
/// conservative default when its body is not in this file. Nothing for the
/// standard library's classes and trivial constructors.
AccessList constructionAccesses(const clang::CXXConstructExpr *CE, const AccessQuery &Q);

/// What destroying an object of type \p T (an array: each element) at \p Site
/// does besides ending the object: its user destructor's body and those of its
/// fields and bases, in the caller's scope. Memory reached through the object's
/// pointer members is unknown memory.
AccessList destructionAccesses(clang::QualType T, const clang::Expr *Site, const AccessQuery &Q);

/// Alias facts of a function body. With \p At, as they hold while the
/// statement At runs: a local whose address escapes only after At, outside
/// any loop around it, cannot be reached through a pointer in At.
AliasFacts computeAliasFacts(const clang::FunctionDecl *F, const clang::Stmt *At = nullptr);

/// The variables \p E names (by declaration).
std::set<const clang::ValueDecl *> varsIn(const clang::Expr *E);

/// Variables (by declaration) assigned, incremented or address-taken in S.
std::set<const clang::ValueDecl *> modifiedVars(const clang::Stmt *S);
/// The names of the variables S declares (any block), block-scope `extern`
/// declarations of globals among them only with \p Externs.
std::set<std::string> variableNamesIn(const clang::Stmt *S, bool Externs = true);

/// Pointer variables whose only modifications in S are increments (`p++`,
/// `++p`): they stay inside the object they were set to point into.
std::set<const clang::ValueDecl *> onlyAdvancedPointers(const clang::Stmt *S);

/// Variables (by declaration) whose address \p S takes (`&x`, or of a part of
/// it: `&s.b`, `&s.a[1]`) or to which it binds a reference: a reference variable
/// initialised with `x`, `x` passed to a reference parameter (`std::addressof(x)`,
/// `f(x)` with `const T &`), a lambda capturing `x` by reference. Code that
/// receives such a variable must receive the variable itself, not a copy of its value.
std::set<const clang::ValueDecl *> addressBoundVars(const clang::Stmt *S);
/// The uses (names) of addressBoundVars(\p S) whose address \p S takes or binds.
std::set<const clang::DeclRefExpr *> addressBoundUses(const clang::Stmt *S);
/// Those of addressBoundUses(\p S) that are the object of the scope enclosing
/// \p S (the creator's local, for a task or a loop body), by where they are:
/// outside lambdas, or in lambdas that all capture it by reference. A lambda
/// capturing it by copy makes the name its own copy, and is in neither set.
struct EnclosingObjectUses {
  /// Outside lambdas, or under captures by reference that are all implicit
  /// (`[&]`): the outlined code names the enclosing object at the use.
  std::set<const clang::DeclRefExpr *> Named;
  /// Under a capture list naming the object by reference (`[&K]`): the use, with
  /// the outermost such capture, which the outlined code binds to the object
  /// (`[&K = object]`) so that the name inside is the object.
  std::map<const clang::DeclRefExpr *, const clang::LambdaCapture *> ThroughCapture;
  /// Such captures under which the variable is also named where a constant
  /// expression is needed (`std::array<int, K>`, `case K:`), which the bound
  /// capture would no longer be.
  std::set<const clang::LambdaCapture *> ConstantUnderCapture;
};
EnclosingObjectUses enclosingObjectUses(const clang::Stmt *S);
/// The names in \p S inside a lambda that has no capture-default and does not
/// capture them (a static local, a constant read by value; not in an
/// init-capture's initialiser): outlined code that reaches such a variable
/// through a pointer or a parameter cannot name it there.
std::set<const clang::DeclRefExpr *> namesUncapturedInLambdas(const clang::Stmt *S,
                                                              const clang::SourceManager &SM);

/// How a task statement that is not a call captures the local \p V (a
/// variable or a structured binding) it uses: by address when the statement
/// modifies it or takes its address or binds a reference to it (\p Modified:
/// modifiedVars and addressBoundVars of the statement) or it is an
/// array, a reference, a record (not a standard library iterator), a static
/// local or a thread-local (the
/// creator's copy); otherwise its value is
/// copied when the task is created.
bool capturedByAddress(const clang::ValueDecl *V, const std::set<const clang::ValueDecl *> &Modified);

} // namespace nanocc

#endif // NANOCC_ACCESSANALYSIS_H
