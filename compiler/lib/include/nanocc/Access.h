//===- Access.h - Memory accesses of statements, calls and tasks -*- C++ -*-===//
//
// An access is a read and/or write of a byte range of one memory *base*:
//  - Object:  a named variable (local, parameter, global), range within it;
//  - Pointee: the memory a pointer variable points to, range relative to it;
//  - PointeeExpr: the memory a pointer-valued expression points to (e.g. the
//    block A[k][k] of an array of pointers), evaluated where the access happens;
//  - Unknown: any memory reachable from the program (a call we know nothing of);
//  - AllGlobals: every global variable (the default for external functions).
// Ranges are in bytes, symbolic (SymExpr), in the scope where the access is
// used. Unbounded means "from the base on, extent unknown".
//
//===----------------------------------------------------------------------===//
#ifndef NANOCC_ACCESS_H
#define NANOCC_ACCESS_H

#include "nanocc/SymExpr.h"

#include "clang/AST/Type.h"
#include "clang/Basic/SourceLocation.h"
#include <map>
#include <set>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class VarDecl;
class ValueDecl;
class FunctionDecl;
} // namespace clang

namespace nanocc {

enum class BaseKind { Object, Pointee, PointeeExpr, Unknown, AllGlobals };

/// How generated code names the variable \p V: in C++ a namespace-scope
/// variable or static data member fully qualified from the global namespace
/// (`::stats::total`, `::Cfg::count`; anonymous namespaces left out, their
/// names are found through them), so that the creator's scope, where an
/// access of a callee's summary is registered, always finds it.
std::string nameInGeneratedCode(const clang::ValueDecl *V, bool CXX);

/// The declaration that stands for variable \p V in every MemRef: a variable declared
/// more than once (`extern long G;` then `long G = 0;`, a block-scope `extern`, a
/// static data member defined outside its class) is its definition (or tentative
/// definition; without one in the file, a declaration outside any function),
/// whichever one an expression names.
const clang::ValueDecl *variableIdentity(const clang::ValueDecl *V);

struct MemRef {
  BaseKind Kind = BaseKind::Unknown;
  const clang::ValueDecl *Var = nullptr; ///< Object / Pointee
  std::string ExprText;                  ///< PointeeExpr: the pointer expression
  std::set<const clang::ValueDecl *> ExprVars; ///< PointeeExpr: variables it reads
  /// PointeeExpr of a standard view (`(s.first(h)).data()`): the view variable
  /// whose memory it is part of, which stands for it where the expression has
  /// no meaning (a summary, where h is the callee's local).
  const clang::ValueDecl *PartOfView = nullptr;
  /// PointeeExpr: the type the expression points to, where it is known (the
  /// class of `this`; --emit-htg names the fields an access lies in).
  clang::QualType PointeeType;
  SymRange Range;                        ///< bytes; valid unless Unbounded
  bool Unbounded = false;
  clang::QualType ElemType;              ///< type of the accessed lvalues (aliasing)
  /// PointeeExpr `c.data()` of a standard container `c`: two containers' buffers
  /// are the same or disjoint, never offset from each other.
  bool ContainerData = false;
  /// ContainerData: the container's type, as written (qualifiers and sugar kept).
  clang::QualType ContainerType;
  /// ContainerData whose elements are containers owning buffers of their own
  /// (`m[i][j]` on a std::vector of std::vector): the range of an element
  /// stands for that element's buffer, which no other base's range describes.
  bool NestedBuffers = false;
  /// ContainerData of a std::vector or std::basic_string of arithmetic or
  /// pointer elements (not characters, which may provide storage for other
  /// objects): an allocation of its own holding only elements, so never a
  /// field of a record object.
  bool ElementsOnlyBuffer = false;
  /// A field of a record object (`s.f`, `p->f`, a member through `this`), or
  /// an element of an array field.
  bool RecordField = false;
  /// Unbounded: reached by a pointer walking forward from the base (`for (p =
  /// s; *p; p++)`), so inside the object the base points into, extent unknown.
  bool PointerWalk = false;
  /// RecordField: the bytes of the innermost field from the base. Indexing an
  /// array field never leaves it (anything else is undefined behaviour).
  SymRange FieldExtent;
  /// Object, or Pointee of a reference: a std::vector variable read by `v.data()`, `v[i]`, `v.at(i)`...
  /// only to find an element: the object's own pointers, not its elements
  /// (which an access of the object otherwise stands for). Arithmetic lvalues
  /// reached through pointers never overlap them.
  bool ContainerHeader = false;
  /// Object of a class type: a read of the variable's own bytes (its fields, the
  /// pointers of its std::vector members), not of the elements those members own
  /// (a call that reaches them only as sections of the members' buffers:
  /// memberBufferElements). No std::allocator buffer lies inside them.
  bool OwnBytes = false;
  /// The container stand-in (Object or Pointee of a std::vector variable) made
  /// for one element `v[i]` of arithmetic or pointer type, whose index the
  /// statement does not change: that element's lvalue. The access reads the
  /// container's header but never writes it (a ContainerHeader read never
  /// conflicts with it); a task registers that element and a read of the
  /// header instead of the whole container (TaskLowering).
  const clang::Expr *ContainerElement = nullptr;

  /// Expression (in the access's scope) for the base address, as `const char *`:
  /// in C++ through the preamble's nano_bytes_ (no old-style cast on the user's line).
  std::string baseAddressText(bool CXX) const;
  /// True when the C text of the base address or of the range holds \p Text.
  bool textMentions(const std::string &Text) const;
};

struct Access {
  MemRef Ref;
  bool Read = false;
  bool Write = false;
  clang::SourceLocation Loc;
  std::string Text;   ///< the expression as written, for messages
  std::string Why;    ///< non-empty when the access is a conservative assumption
  /// For an lvalue `a[e0][e1]...` written on the base variable itself (an array, or
  /// the pointer of a Pointee base): the subscripts, outermost first, before loop
  /// sweeping. A null entry is a subscript that varies inside the analysed statement
  /// (an inner loop's variable, a modified or local variable) or is not affine. Empty
  /// for every other access. Dimension-wise dependence tests use them.
  std::vector<SymRef> Subscripts;
  /// With Subscripts, per dimension: the values the subscript takes while the
  /// analysed statement runs (swept over the statement's own loops: `m[i][j]`
  /// under `for (j = 0; j < i; j++)` has [i:1] and [0:i]); a null Len where
  /// unknown. The joint dimension-wise test uses them.
  std::vector<SymRange> SubscriptSpans;
  /// Facts (each: expression >= 0) that hold whenever the access reaches any
  /// element, as C's array indexing requires: each SubscriptSpans entry of a
  /// dimension of known extent lies within it (`b[c][i]` of `char b[4][8]`,
  /// i over [0, r): r <= 8). Dependence tests sample only values where they hold.
  std::vector<SymRef> InBounds;
  /// Made by an atomic operation (`atomic_fetch_add(&n, i)`): iterations
  /// running it at once do not race, only their order is free.
  bool Atomic = false;
  /// A write assumed, not seen: a member function that is not const, called on
  /// the object, may change it (`m[i]` through `double *operator[](int)`).
  /// A loop is then refused as unprovable, not as a proven dependence.
  bool AssumedWrite = false;
  /// The conservative default for a call of this function, which has no body in
  /// the translation unit and no `#pragma nano declare` (diagnostics suggest one).
  const clang::FunctionDecl *Undeclared = nullptr;
  /// Facts (each: expression >= 0) that hold whenever the access executes: the
  /// conditions of the enclosing `if`s and the negated conditions of earlier
  /// `if (c) ... return;` of the analysed statement, over integers it does not
  /// modify. Summaries use them to see that a point like a[n - 1] lies inside a
  /// section the function already accesses (it runs only when n > 2).
  std::vector<SymRef> Guards;
  /// Unknown memory that a called function with a body reaches through pointers
  /// it loads (a tree walked through t->l): ordered at run time by the stand-in
  /// for all memory reachable through pointers, not run in the creating nano-thread.
  bool ThroughLoadedPointers = false;
  /// Unbounded only because its range reads an integer field through a pointer
  /// or a reference (`x->v[i]` for i < x->n) that the analysis does not keep
  /// outside the loop dependence test: Ref.Range still holds the section in
  /// terms of that field (a function summary may keep it: ParameterFieldSections.h).
  bool WidenedOnFieldAtoms = false;
  /// From a `#pragma nano declare` clause: Text is the declared lvalue in the
  /// caller's terms (`v.d[0:v.n]`), which --emit-htg writes as it stands.
  bool Declared = false;
  /// An AllGlobals access standing for the C library's global state (I/O, time,
  /// random numbers), reached by the call directly or through callees.
  bool LibraryState = false;
  /// An AllGlobals access of a call: the function without a body here whose
  /// global state it stands for (`printf`, also through callees), for messages.
  std::string GlobalsFunction;
  /// A write of one bit of a std::vector<bool> or std::bitset (through its
  /// proxy `reference`): neighbouring elements share the bit's word, so the
  /// access stands for the whole container and no two iterations of a loop
  /// may make it at once.
  bool PackedBits = false;
};

using AccessList = std::vector<Access>;

/// Facts about a function's variables that aliasing decisions need.
struct AliasFacts {
  /// Locals and parameters whose address is taken or that are arrays (decay).
  std::set<const clang::ValueDecl *> Escaped;
  /// Local pointers that only ever hold a fresh allocation (malloc/new):
  /// distinct from every other object and allocation.
  std::set<const clang::ValueDecl *> FreshAllocation;
  /// Local pointers initialised with the address of a named object and only
  /// ever loaded afterwards (`int *pq = &q;`): `*pq` is that object.
  std::map<const clang::ValueDecl *, const clang::ValueDecl *> SingleTarget; ///< by variableIdentity
  /// Pointer parameters the function only loads or moves along (`p++`, `p +=
  /// k`): they point into what the caller passed, never into an automatic
  /// variable of the call, which did not exist when it was passed.
  std::set<const clang::ValueDecl *> EntryPointers;
  /// Local containers that may hold a buffer that existed before them (moved
  /// from another, swapped, returned by a call): an entry pointer may reach it.
  std::set<const clang::ValueDecl *> AdoptedBuffers;
};

/// Whether lvalues of different types may be assumed not to overlap (C's
/// effective-type rule). True unless the translation unit is compiled with
/// -fno-strict-aliasing, where type punning is defined; set once per
/// translation unit, before its analysis (createTranslator).
void setTypeBasedAliasing(bool Enabled);

/// The container whose element buffer \p Memory names (`v` for `v.data()`,
/// `s` for `(s).data()`), else \p Memory as it is: how messages name it.
std::string containerOfBuffer(std::string Memory);

/// May the two references name overlapping memory?
bool mayAlias(const MemRef &A, const MemRef &B, const AliasFacts &Facts);

/// Accesses of two fields of one object whose bytes are disjoint (`b->sum[i]`
/// and `b->lo[j]`): whatever the subscripts, they never overlap (indexing an
/// array field never leaves it).
bool distinctFields(const MemRef &A, const MemRef &B);

/// Fields reached directly through two pointers or references to one record type (`y->d[i]`,
/// `x->d[i]` with `struct Vec *x, *y`): the two objects are one or disjoint (no
/// object lies partly inside another of its type, and indexing an array field
/// never leaves it), so their offsets from the objects can be compared as
/// through one pointer. Not with -fno-strict-aliasing.
bool fieldsOfOneRecordType(const MemRef &A, const MemRef &B, const clang::ASTContext &Ctx);
/// Fields reached through pointers or references to two struct types neither of
/// which may hold the other (`q.b[i]` of `Series &q`, `o.a[i]` of `Other &o`): one
/// object cannot be both, so they never overlap (type-based aliasing).
bool fieldsOfUnrelatedRecordTypes(const MemRef &A, const MemRef &B, const clang::ASTContext &Ctx);

/// May the write \p W of a named object change what \p Reads read of it
/// (`G.a[i] = x` never changes the `G.n` a loop bound reads)? Only reads of the
/// same variable count; when \p Reads name no part of it, yes.
bool writeReachesReads(const Access &W, const AccessList &Reads);

/// Can an lvalue of type \p Accessed, reached through a pointer or a reference,
/// designate (part of) an object declared with type \p Object? By C's
/// effective-type rule, recursively into array elements, fields and bases:
/// `v->n` (a `struct V`) may be part of a global `struct V G` or `struct W { struct
/// V v; }`, never of a global `int count`.
bool objectMayHold(clang::QualType Object, clang::QualType Accessed);
/// Do the accesses conflict (overlap, and at least one writes)?
bool conflicts(const Access &A, const Access &B, const AliasFacts &Facts);

/// Two ContainerData references into the element buffers of std::vector or
/// std::basic_string objects of different types: no object has two types, and
/// such a container's buffer is an allocation of its own, so the buffers are
/// disjoint. (Not std::array, whose elements lie inside the object and so
/// inside an enclosing array's buffer, nor std::span, a view of any memory.)
bool distinctContainerTypes(const MemRef &A, const MemRef &B);

/// Whether two references that may alias can overlap only if two different
/// bases (two pointers, or a pointer and a named object) hold the same memory
/// at run time: their overlap is possible but not proven, so registered byte
/// ranges can decide it. False for the same base (one named object, one
/// pointer) and for memory no range names (Unknown, AllGlobals).
bool overlapOnlyByAliasing(const MemRef &A, const MemRef &B);

/// An unbounded access of a named object of known size (an array indexed in a
/// way the analysis cannot bound) becomes the whole object: C forbids reaching
/// beyond it through its address. So does one through a reference to a
/// standard container (the container object; its buffer goes with it).
/// Returns true when \p R was bounded.
bool boundByWholeObject(MemRef &R, const clang::ASTContext &Ctx);

/// "write", "read" or "read/write".
const char *modeName(const Access &A);

} // namespace nanocc

#endif // NANOCC_ACCESS_H
