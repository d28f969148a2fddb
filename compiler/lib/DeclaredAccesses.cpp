//===- DeclaredAccesses.cpp - `#pragma nano declare` lists as summaries ---===//
#include "nanocc/DeclaredAccesses.h"
#include "nanocc/AccessAnalysis.h"
#include "nanocc/AccessLvalueText.h"
#include "nanocc/Diagnostics.h"
#include "nanocc/Pragma.h"
#include "nanocc/RenameIdentifiers.h"
#include "nanocc/SourceUtil.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"

#include <cctype>

using namespace clang;

namespace nanocc {

namespace {

/// Where identifier \p Name is written in the pragma's line from \p From (an
/// access's first character), else \p From.
SourceLocation identifierAfter(SourceLocation From, llvm::StringRef Name, const SourceManager &SM) {
  if (From.isInvalid() || From.isMacroID()) return From;
  bool Invalid = false;
  const char *Text = SM.getCharacterData(From, &Invalid);
  if (Invalid || !Text) return From;
  auto Word = [](char C) { return std::isalnum(static_cast<unsigned char>(C)) || C == '_'; };
  for (size_t I = 0; Text[I] && Text[I] != '\n'; ++I)
    if ((I == 0 || !Word(Text[I - 1])) && llvm::StringRef(Text + I).starts_with(Name) && !Word(Text[I + Name.size()]))
      return From.getLocWithOffset(static_cast<int>(I));
  return From;
}

const VarDecl *findGlobal(ASTContext &Ctx, llvm::StringRef Name) {
  for (const Decl *D : Ctx.getTranslationUnitDecl()->decls())
    if (auto *VD = dyn_cast<VarDecl>(D))
      if (VD->getName() == Name) return VD;
  return nullptr;
}

/// What walking a declared lvalue from its base finds.
struct LvalueWalk {
  QualType Type;      ///< of the lvalue named (a section's elements); null when unsure
  bool Shared = false; ///< it lies in memory the caller reaches (not a by-value parameter's copy)
  /// The pointer lvalues in shared memory the path loads (`v->d` of
  /// `v->d[0:n]`): the function reads them to reach the memory.
  std::vector<std::pair<htg::Access, QualType>> LoadedPointers; ///< with their types
  std::string Problem; ///< why the lvalue names no memory
};

/// The type of field \p Name of the record type \p T; null when unsure (a
/// member of a base class). \p Missing: certainly no such field.
QualType memberType(QualType T, llvm::StringRef Name, ASTContext &Ctx, bool &Missing) {
  Missing = false;
  const RecordDecl *RD = T->getAsRecordDecl();
  if (!RD || !RD->getDefinition()) return {};
  RD = RD->getDefinition();
  for (const NamedDecl *D : RD->lookup(DeclarationName(&Ctx.Idents.get(Name)))) {
    if (const auto *FD = dyn_cast<FieldDecl>(D)) return FD->getType();
    if (const auto *IF = dyn_cast<IndirectFieldDecl>(D)) return IF->getType();
  }
  const auto *CRD = dyn_cast<CXXRecordDecl>(RD);
  Missing = !CRD || CRD->getNumBases() == 0;
  return {};
}

/// Walks \p A from a base of type \p BaseType in the order accessClauseText
/// evaluates it: the selectors, then a leading `*`, then a trailing section.
LvalueWalk walkLvalue(const htg::Access &A, QualType BaseType, bool BaseShared, ASTContext &Ctx) {
  LvalueWalk W;
  W.Type = BaseType.getNonReferenceType();
  W.Shared = BaseShared;
  size_t N = A.selectors.size();
  bool TrailingSection = N > 0 && A.selectors.back().kind == htg::Selector::Kind::section;
  size_t Inner = A.deref && TrailingSection ? N - 1 : N;
  htg::Access Operand; // the lvalue the next step applies to
  Operand.base = A.base;
  auto OperandText = [&] {
    std::string Bytes;
    std::string Addr = accessClauseText(Operand, Bytes, false);
    return Addr.substr(2, Addr.size() - 3); // &(X) -> X
  };
  // The operand is a pointer: its target.
  auto Through = [&](QualType Pointee) {
    if (W.Shared) W.LoadedPointers.push_back({Operand, W.Type});
    W.Shared = true;
    W.Type = Pointee;
  };
  auto Step = [&](const htg::Selector *S) -> bool { // null: the leading `*`
    if (W.Type.isNull()) { // unsure from here on: assume the worst, memory the caller reaches
      W.Shared = true;
      return true;
    }
    if (W.Type->isReferenceType()) { // a reference member: its referent, wherever it lies
      W.Shared = true;
      W.Type = W.Type.getNonReferenceType();
    }
    QualType T = W.Type;
    if (!S || S->kind != htg::Selector::Kind::field) {
      bool Arrow = S && S->kind == htg::Selector::Kind::arrow;
      if (T->isPointerType()) {
        Through(T->getPointeeType());
      } else if (T->isArrayType()) {
        W.Type = QualType(T->getArrayElementTypeNoTypeQual(), 0);
      } else {
        W.Problem = "'" + OperandText() + "' is not a pointer or an array";
        return false;
      }
      if (!Arrow) return true;
    }
    bool Missing;
    QualType Field = memberType(W.Type, S->name, Ctx, Missing);
    if (Field.isNull() && !W.Type->getAsRecordDecl()) {
      W.Problem = "'" + OperandText() + (S->kind == htg::Selector::Kind::arrow ? "' does not point to" : "' is not") +
                  " a structure or union";
      return false;
    }
    if (Missing) {
      W.Problem = "'" + W.Type.getUnqualifiedType().getAsString() + "' has no field '" + S->name + "'";
      return false;
    }
    W.Type = Field;
    return true;
  };
  for (size_t I = 0; I < Inner; ++I) {
    if (A.selectors[I].kind == htg::Selector::Kind::section && I + 1 < N) {
      W.Problem = "only the last subscript can be a section ('[lo:len]')";
      return W;
    }
    if (!Step(&A.selectors[I])) return W;
    Operand.selectors.push_back(A.selectors[I]);
  }
  if (A.deref) {
    if (!Step(nullptr)) return W;
    Operand.deref = true;
  }
  if (Inner < N && !Step(&A.selectors.back())) return W;
  if (!W.Type.isNull()) W.Type = W.Type.getNonReferenceType();
  return W;
}

/// A section of a pointer parameter's pointee or of a global, as a symbolic
/// byte range (`*p`, `p[i]`, `p[lo:len]`, `g`, `g[lo:len]`); false for any
/// other form. The range is Unbounded when its bounds are not integer
/// expressions of the parameters.
bool sectionOfBase(const htg::Access &A, QualType T, ASTContext &Ctx, SummaryAccess &SA) {
  bool Pointer = T->isPointerType();
  bool Simple = A.selectors.empty() ||
                (!A.deref && A.selectors.size() == 1 && A.selectors[0].kind != htg::Selector::Kind::field &&
                 A.selectors[0].kind != htg::Selector::Kind::arrow && (Pointer || T->isArrayType()));
  if (!Simple || T->isReferenceType() || (A.deref && !Pointer && !T->isArrayType())) return false;
  QualType Elem = Pointer ? T->getPointeeType()
                          : (T->isArrayType() ? QualType(T->getArrayElementTypeNoTypeQual(), 0) : T);
  SA.GlobalPointee = SA.Global && Pointer;
  SA.ElemType = Elem;
  int64_t ES = Elem->isIncompleteType() || Elem->isVoidType() ? 1 : Ctx.getTypeSizeInChars(Elem).getQuantity();
  SA.Range.Lo = Sym::constant(0);
  if (A.deref) {
    SA.Range.Len = Sym::constant(ES);
  } else if (!A.selectors.empty()) {
    const htg::Selector &S = A.selectors[0];
    SA.Range.Lo = parseSymText(S.index) * Sym::constant(ES);
    SA.Range.Len = S.kind == htg::Selector::Kind::section ? parseSymText(S.length) * Sym::constant(ES)
                                                          : Sym::constant(ES);
  } else if (SA.Global && !Pointer) {
    SA.Range.Len = Sym::constant(Ctx.getTypeSizeInChars(T).getQuantity());
  } else {
    SA.Unbounded = true; // a pointer named alone: all it points to
  }
  if (!SA.Unbounded && (hasOpaque(SA.Range.Lo) || hasOpaque(SA.Range.Len))) SA.Unbounded = true;
  return true;
}

/// The names \p A uses: its base and the names in its subscripts.
std::set<std::string> namesIn(const htg::Access &A) {
  std::set<std::string> Names = identifiersIn(A.base); // a name, or a translated argument's text
  for (const htg::Selector &Sel : A.selectors)
    for (const std::string *Text : {&Sel.index, &Sel.length})
      for (const std::string &Name : identifiersIn(*Text)) Names.insert(Name);
  return Names;
}

bool isParameter(const FunctionDecl *F, llvm::StringRef Name) {
  return llvm::any_of(F->parameters(), [&](const ParmVarDecl *PV) { return PV->getName() == Name; });
}

/// The first name \p A uses that is neither a parameter of \p F nor declared
/// around it (a global, an enumerator, a type), a keyword or a macro; empty
/// when there is none.
std::string undeclaredName(const htg::Access &A, const FunctionDecl *F, ASTContext &Ctx) {
  for (const std::string &Name : namesIn(A)) {
    if (isParameter(F, Name)) continue;
    IdentifierInfo &II = Ctx.Idents.get(Name);
    if (II.isKeyword(Ctx.getLangOpts()) || II.hasMacroDefinition()) continue;
    bool Found = false;
    for (const DeclContext *DC = F->getDeclContext(); DC && !Found; DC = DC->getParent())
      Found = !DC->lookup(DeclarationName(&II)).empty();
    if (!Found) return Name;
  }
  return "";
}

} // namespace

namespace {
/// \p F's prototype with its unnamed parameters named p1, p2, ... (for a note).
std::string namedPrototype(const FunctionDecl *F) {
  std::string Params;
  for (const ParmVarDecl *PV : F->parameters()) {
    std::string Name = PV->getName().empty() ? "p" + std::to_string(PV->getFunctionScopeIndex() + 1)
                                             : PV->getNameAsString();
    Params += (Params.empty() ? "" : ", ") + printDecl(PV->getType(), Name, F->getASTContext());
  }
  return printDecl(F->getReturnType(), "", F->getASTContext()) + " " + F->getNameAsString() + "(" + Params + ");";
}
} // namespace

FunctionSummary declaredSummary(const NanoPragma &P, ASTContext &Ctx, Diagnoser &Diags) {
  FunctionSummary S;
  S.Declared = true;
  S.ParamNames = P.Function; // the clauses name the parameters of this declaration
  for (const ClauseAccess &CA : P.Accesses) {
    SummaryAccess SA;
    SA.Read = CA.Read;
    SA.Write = CA.Write;
    SA.Why = "from '#pragma nano declare'";
    const htg::Access &A = CA.Access;
    QualType T;
    for (const ParmVarDecl *PV : P.Function->parameters())
      if (PV->getName() == A.base) {
        SA.Param = static_cast<int>(PV->getFunctionScopeIndex());
        T = PV->getType();
      }
    if (SA.Param < 0) {
      if (const VarDecl *G = findGlobal(Ctx, A.base)) {
        SA.Global = cast<VarDecl>(variableIdentity(G));
        T = G->getType();
      } else {
        Diags.report(CA.Loc, Diag::UnknownName) << A.base << (CA.Write ? "writes" : "reads");
        if (llvm::any_of(P.Function->parameters(), [](const ParmVarDecl *PV) { return PV->getName().empty(); }))
          Diags.report(P.Function->getLocation(), Diag::NoteDeclareUnnamedParams)
              << P.Function->getNameAsString() << namedPrototype(P.Function);
        continue;
      }
    }
    if (std::string Name = undeclaredName(A, P.Function, Ctx); !Name.empty()) {
      Diags.report(identifierAfter(CA.Loc, Name, Ctx.getSourceManager()), Diag::UnknownName)
          << Name << (CA.Write ? "writes" : "reads");
      continue;
    }
    // A length written as a negative number (`v[0:-4]`, `(-4)`) or a negative
    // enumerator names no element, as in a task's clause.
    auto NegativeLength = [&](const htg::Selector &Sel) {
      if (Sel.kind != htg::Selector::Kind::section) return false;
      llvm::StringRef Length = llvm::StringRef(Sel.length).trim();
      while (Length.starts_with("(") && Length.ends_with(")")) Length = Length.drop_front().drop_back().trim();
      if (Length.consume_front("-"))
        return !Length.trim().ltrim('0').empty() &&
               Length.trim().find_first_not_of("0123456789") == llvm::StringRef::npos;
      if (Length.empty() || isdigit(static_cast<unsigned char>(Length[0])) ||
          !llvm::all_of(Length, [](char C) { return isalnum(static_cast<unsigned char>(C)) || C == '_'; }))
        return false;
      for (const NamedDecl *D : Ctx.getTranslationUnitDecl()->lookup(&Ctx.Idents.get(Length)))
        if (const auto *E = dyn_cast<EnumConstantDecl>(D)) return E->getInitVal().isNegative();
      return false;
    };
    if (llvm::any_of(A.selectors, NegativeLength)) {
      Diags.report(CA.Loc, Diag::ClauseNegativeLength) << (CA.Write ? "writes" : "reads");
      continue;
    }
    // A pointer named alone stands for all it points to.
    bool PointerAlone = !A.deref && A.selectors.empty() && (T->isPointerType() || T->isReferenceType());
    LvalueWalk W = walkLvalue(A, T, SA.Global || T->isReferenceType(), Ctx);
    if (!W.Problem.empty()) {
      Diags.report(CA.Loc, Diag::DeclareUnmappable)
          << A.text << (W.Problem + "; name memory that its parameters or globals reach, such as "
                                    "p[lo:len], *p, s.f, s->f[0:n] or m[i][0:n]");
      continue;
    }
    if (!W.Shared && !PointerAlone) continue; // a by-value parameter's own copy: nothing shared
    if (PointerAlone || (sectionOfBase(A, T, Ctx, SA) && !SA.Unbounded)) {
      if (PointerAlone) {
        SA.GlobalPointee = SA.Global != nullptr;
        SA.ElemType = T->getPointeeType();
        SA.Range.Lo = Sym::constant(0);
        SA.Unbounded = true;
      }
      S.Accesses.push_back(SA);
      continue;
    }
    // Any other lvalue: as written, with the pointers it loads read too.
    std::set<const VarDecl *> Globals;
    for (const std::string &Name : namesIn(A))
      if (!isParameter(P.Function, Name))
        if (const VarDecl *G = findGlobal(Ctx, Name)) Globals.insert(G);
    SA.Unbounded = false;
    SA.GlobalPointee = false;
    SA.Range = SymRange();
    SA.ElemType = W.Type;
    SA.Lvalue = A;
    SA.LvalueGlobals = Globals;
    for (const auto &[Pointer, PointerType] : W.LoadedPointers) {
      if (llvm::any_of(S.Accesses, [&](const SummaryAccess &E) { return E.Lvalue == Pointer && !E.Write; }))
        continue; // also on the way to another declared access
      SummaryAccess Load = SA;
      Load.Read = true;
      Load.Write = false;
      Load.Lvalue = Pointer;
      Load.ElemType = PointerType;
      Load.Why = "loaded to reach '" + A.text + "', from '#pragma nano declare'";
      S.Accesses.push_back(Load);
    }
    S.Accesses.push_back(SA);
  }
  return S;
}

namespace {

/// Whether \p E needs no parentheses before `.`, `->`, `[` (a postfix
/// expression or a name): for the text users read in messages.
bool isPostfix(const Expr *E) {
  E = E->IgnoreImpCasts();
  return isa<DeclRefExpr, ArraySubscriptExpr, MemberExpr, CallExpr, ParenExpr, IntegerLiteral>(E);
}

/// \p Mapped's text as the user would write it: an argument `&s` for a
/// parameter `v` makes `v->f` read `s.f`; postfix arguments unparenthesised.
std::string textAsWritten(const htg::Access &Declared, const std::map<std::string, const Expr *> &Args,
                          ASTContext &Ctx) {
  std::map<std::string, std::string> Plain;
  std::vector<std::pair<std::string, std::string>> Arrows; // `(&x)->` -> `x.`
  for (const auto &[Name, Arg] : Args) {
    const Expr *Bare = Arg->IgnoreImpCasts();
    std::string Text = exprText(Arg, Ctx);
    Plain[Name] = isPostfix(Arg) ? Text : "(" + Text + ")";
    if (const auto *UO = dyn_cast<UnaryOperator>(Bare); UO && UO->getOpcode() == UO_AddrOf) {
      const Expr *Object = UO->getSubExpr();
      std::string ObjectText = exprText(Object, Ctx);
      Arrows.push_back({"(" + Text + ")->", (isPostfix(Object) ? ObjectText : "(" + ObjectText + ")") + "."});
    }
  }
  std::string Text = substituteNames(Declared, Plain).text;
  for (const auto &[From, To] : Arrows)
    for (size_t At = Text.find(From); At != std::string::npos; At = Text.find(From, At + To.size()))
      Text.replace(At, From.size(), To);
  return Text;
}

} // namespace

Access declaredLvalueAccess(const SummaryAccess &SA, const CallExpr *CE, const FunctionDecl *Names,
                            ASTContext &Ctx) {
  std::set<const ValueDecl *> ArgumentVars;
  std::set<std::string> Named = namesIn(*SA.Lvalue);
  std::map<std::string, std::string> Texts;
  std::map<std::string, const Expr *> Args;
  for (unsigned I = 0; I < Names->getNumParams() && I < CE->getNumArgs(); ++I) {
    const ParmVarDecl *PV = Names->getParamDecl(I);
    if (!PV->getIdentifier() || !Named.count(PV->getName().str())) continue;
    const Expr *Arg = CE->getArg(I);
    if (const auto *DA = dyn_cast<CXXDefaultArgExpr>(Arg)) Arg = DA->getExpr();
    Texts[PV->getName().str()] = "(" + exprText(Arg, Ctx) + ")";
    Args[PV->getName().str()] = Arg;
    ArgumentVars.merge(varsIn(Arg));
  }
  htg::Access Mapped = substituteNames(*SA.Lvalue, Texts);
  Access A;
  A.Read = SA.Read;
  A.Write = SA.Write;
  A.Loc = CE->getBeginLoc();
  A.Text = textAsWritten(*SA.Lvalue, Args, Ctx);
  A.Why = SA.Why;
  A.Declared = true;
  std::string Bytes;
  A.Ref.Kind = BaseKind::PointeeExpr;
  A.Ref.ExprText = accessClauseText(Mapped, Bytes, Ctx.getLangOpts().CPlusPlus);
  A.Ref.ExprVars = ArgumentVars;
  A.Ref.ExprVars.insert(SA.LvalueGlobals.begin(), SA.LvalueGlobals.end());
  A.Ref.Range.Lo = Sym::constant(0);
  A.Ref.Range.Len = Sym::opaque(Bytes);
  A.Ref.ElemType = SA.ElemType;
  return A;
}


namespace {

/// A parameter of \p F that F never changes (no assignment, no address taken):
/// in F it holds what the caller passed for the whole call.
bool unchangedParameter(const ValueDecl *V, const FunctionDecl *F, const std::set<const ValueDecl *> &Changed) {
  const auto *PV = dyn_cast_or_null<ParmVarDecl>(V);
  return PV && llvm::is_contained(F->parameters(), PV) && !Changed.count(PV);
}

/// Is the lvalue \p E in memory its function's caller passed (reached through
/// a pointer or a reference), not in a by-value parameter's own copy?
bool throughPointer(const Expr *E) {
  E = E->IgnoreParens();
  if (const auto *ME = dyn_cast<MemberExpr>(E)) return ME->isArrow() || throughPointer(ME->getBase());
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E))
    return AS->getBase()->IgnoreParenImpCasts()->getType()->isPointerType() ||
           throughPointer(AS->getBase()->IgnoreParenImpCasts());
  if (const auto *UO = dyn_cast<UnaryOperator>(E)) return UO->getOpcode() == UO_Deref;
  if (const auto *DR = dyn_cast<DeclRefExpr>(E)) return DR->getType()->isReferenceType() ||
                                                        DR->getDecl()->getType()->isReferenceType();
  return false;
}

/// Is the argument \p E of a call in \p F an unchanged parameter of F, or a
/// field, element or target of one (subscripts over unchanged integer
/// parameters and constants)? Then its text means, where F is called with the
/// caller's arguments for F's parameters, what it means inside F.
bool parameterPath(const Expr *E, const FunctionDecl *F, const std::set<const ValueDecl *> &Changed,
                   const ASTContext &Ctx) {
  E = E->IgnoreParenImpCasts();
  if (E->getBeginLoc().isMacroID()) return false; // its text is not what the expansion means
  if (const auto *DR = dyn_cast<DeclRefExpr>(E)) return unchangedParameter(DR->getDecl(), F, Changed);
  if (const auto *ME = dyn_cast<MemberExpr>(E)) return parameterPath(ME->getBase(), F, Changed, Ctx);
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E)) {
    const Expr *Index = AS->getIdx();
    return parameterPath(AS->getBase(), F, Changed, Ctx) && Index->getType()->isIntegerType() &&
           !Index->HasSideEffects(Ctx) &&
           llvm::all_of(varsIn(Index), [&](const ValueDecl *V) { return unchangedParameter(V, F, Changed); });
  }
  if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
    if (UO->getOpcode() == UO_Deref) return parameterPath(UO->getSubExpr(), F, Changed, Ctx);
    if (UO->getOpcode() == UO_AddrOf)
      return throughPointer(UO->getSubExpr()) && parameterPath(UO->getSubExpr(), F, Changed, Ctx);
  }
  return false;
}

/// The argument texts of \p CE for the parameters of \p Names that \p A
/// names, each parenthesised; empty when one is not a parameterPath of \p F.
std::optional<std::map<std::string, std::string>>
parameterTexts(const htg::Access &A, const CallExpr *CE, const FunctionDecl *Names, const FunctionDecl *F,
               const std::set<const ValueDecl *> &Changed, ASTContext &Ctx) {
  std::map<std::string, std::string> Texts;
  std::set<std::string> Named = namesIn(A);
  for (unsigned I = 0; I < Names->getNumParams() && I < CE->getNumArgs(); ++I) {
    const ParmVarDecl *PV = Names->getParamDecl(I);
    if (!PV->getIdentifier() || !Named.count(PV->getName().str())) continue;
    const Expr *Arg = CE->getArg(I);
    bool Integer = Arg->getType()->isIntegerType() && !Arg->HasSideEffects(Ctx) &&
                   llvm::all_of(varsIn(Arg), [&](const ValueDecl *V) { return unchangedParameter(V, F, Changed); });
    if (isa<CXXDefaultArgExpr>(Arg) || (!Integer && !parameterPath(Arg, F, Changed, Ctx))) return std::nullopt;
    Texts[PV->getName().str()] = "(" + exprText(Arg, Ctx) + ")";
  }
  return Texts;
}

} // namespace

DeclaredCallTranslation translateDeclaredCalls(const FunctionDecl *F, const AccessList &Body,
                                               const SummaryTable &Table, ASTContext &Ctx) {
  DeclaredCallTranslation Out;
  if (!F->getBody()) return Out;
  // The calls of F, and whether each may run more than once (in a loop, or
  // with a label to jump back to).
  struct Calls : RecursiveASTVisitor<Calls> {
    std::vector<std::pair<const CallExpr *, bool>> Found;
    unsigned LoopDepth = 0;
    bool Labels = false;
    bool TraverseStmt(Stmt *S) {
      bool Loop = S && isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S);
      LoopDepth += Loop;
      bool R = RecursiveASTVisitor::TraverseStmt(S);
      LoopDepth -= Loop;
      return R;
    }
    bool VisitLabelStmt(LabelStmt *) {
      Labels = true;
      return true;
    }
    bool VisitCallExpr(CallExpr *CE) {
      Found.push_back({CE, LoopDepth > 0});
      return true;
    }
  } C;
  C.TraverseStmt(F->getBody());
  std::set<const ValueDecl *> Changed = modifiedVars(F->getBody());
  AliasFacts Facts = computeAliasFacts(F);
  Changed.insert(Facts.Escaped.begin(), Facts.Escaped.end());
  const SourceManager &SM = Ctx.getSourceManager();
  unsigned DeclaredCalls = 0;
  for (const auto &[CE, Repeated] : C.Found) {
    const FunctionDecl *FD = CE->getDirectCallee();
    const FunctionSummary *S = FD ? Table.lookup(FD) : nullptr;
    if (!S || !S->Declared ||
        llvm::none_of(S->Accesses, [](const SummaryAccess &SA) { return SA.Lvalue.has_value(); }))
      continue;
    if (++DeclaredCalls > 1 || Repeated || C.Labels) return DeclaredCallTranslation();
    const FunctionDecl *Names = S->ParamNames ? S->ParamNames : FD;
    SourceLocation At = SM.getExpansionLoc(CE->getBeginLoc());
    for (const SummaryAccess &SA : S->Accesses) {
      if (!SA.Lvalue) continue;
      auto Texts = parameterTexts(*SA.Lvalue, CE, Names, F, Changed, Ctx);
      if (!Texts) return DeclaredCallTranslation();
      // The access this call adds to Body (declaredLvalueAccess, at the call).
      std::string Address = declaredLvalueAccess(SA, CE, Names, Ctx).Ref.ExprText;
      for (size_t I = 0; I < Body.size(); ++I)
        if (Body[I].Ref.Kind == BaseKind::PointeeExpr && Body[I].Ref.ExprText == Address && Body[I].Loc == At)
          Out.Covered.insert(I);
      SummaryAccess T = SA;
      T.Lvalue = substituteNames(*SA.Lvalue, *Texts);
      T.Param = -1;
      T.Global = nullptr;
      Out.Accesses.push_back(std::move(T));
    }
  }
  // The caller evaluates the translated lvalues when its task is created, F
  // when it makes the call: with one such call, run once, and no other write
  // of F to memory its caller can see, nothing changes what they read on the
  // way (a pointer, a length) in between. Else F keeps its conservative summary.
  for (size_t I = 0; I < Body.size(); ++I) {
    const Access &A = Body[I];
    if (!A.Write || Out.Covered.count(I)) continue;
    const auto *Local = A.Ref.Kind == BaseKind::Object ? dyn_cast_or_null<VarDecl>(A.Ref.Var) : nullptr;
    if (!Local || Local->hasGlobalStorage()) return DeclaredCallTranslation();
  }
  return Out;
}

} // namespace nanocc
