//===- ClauseExpressions.cpp - Clause expressions checked at their pragma --===//
//
// Each expression is parsed again from the pragma's tokens (so every location
// is a column inside the pragma) by a recursive-descent recogniser of C
// expressions, with names looked up in the scope of the pragma's function.
//
// Invariant: only certain errors are reported. On any construct the recogniser
// does not model (C++ scope qualifiers, templates, lambdas, casts, members of a
// class with bases, names in a template...) it stops checking that expression
// silently and the compiler judges it in the generated code, as before.
//
//===----------------------------------------------------------------------===//
#include "nanocc/ClauseExpressions.h"
#include "nanocc/AccessAnalysis.h"
#include "nanocc/ContainerBuffers.h"
#include "nanocc/Diagnostics.h"
#include "nanocc/Pragma.h"
#include "nanocc/Summaries.h"
#include "nanocc/TemplateInstances.h"
#include "htg/model.hpp"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"

#include <cstdlib>
#include <functional>
#include <optional>
#include <set>

using namespace clang;

namespace nanocc {

namespace {

enum class Found { Yes, No, Unsure };

QualType fieldType(QualType Record, llvm::StringRef Name) {
  const RecordDecl *RD = Record->getAsRecordDecl();
  if (!RD || !RD->getDefinition()) return {};
  for (const FieldDecl *FD : RD->getDefinition()->fields())
    if (FD->getName() == Name) return FD->getType();
  return {}; // a base class's member, an anonymous member's: unsure
}

QualType elementType(QualType T) {
  if (const ArrayType *AT = T->getAsArrayTypeUnsafe()) return AT->getElementType();
  if (T->isPointerType()) return T->getPointeeType();
  if (QualType Viewed = standardViewElement(T); !Viewed.isNull()) return Viewed; // `s[0:h]` of a span
  // A standard container's element (not a std::vector<bool>'s: bits of words).
  const CXXRecordDecl *RD = T->getAsCXXRecordDecl();
  bool Deque = RD && RD->isInStdNamespace() && RD->getIdentifier() && RD->getName() == "deque";
  return ownsElementBuffer(T) || holdsElementsInline(T) || Deque ? standardTemplateElement(T) : QualType();
}

/// A name declared in a function's body and the statement whose scope it
/// belongs to (invalid: the whole function, as a parameter).
struct LocalName {
  const NamedDecl *Decl;
  SourceRange Scope;
};
using LocalNames = llvm::DenseMap<const IdentifierInfo *, std::vector<LocalName>>;

/// Collects the names a body declares, each with its scope.
class ScopedNames : public RecursiveASTVisitor<ScopedNames> {
public:
  ScopedNames(LocalNames &Out, std::vector<LocalName> &Usings) : Out(Out), Usings(Usings) {}
  bool VisitNamedDecl(NamedDecl *D) {
    SourceRange Scope = Scopes.empty() ? SourceRange() : Scopes.back();
    if (isa<UsingDirectiveDecl>(D)) Usings.push_back({D, Scope});
    else if (const IdentifierInfo *II = D->getIdentifier()) Out[II].push_back({D, Scope});
    return true;
  }
#define NANO_SCOPE(KIND)                                                                                               \
  bool Traverse##KIND(KIND *S) {                                                                                       \
    Scopes.push_back(S->getSourceRange());                                                                             \
    bool Ok = RecursiveASTVisitor::Traverse##KIND(S);                                                                  \
    Scopes.pop_back();                                                                                                 \
    return Ok;                                                                                                         \
  }
  NANO_SCOPE(CompoundStmt)
  NANO_SCOPE(ForStmt)
  NANO_SCOPE(IfStmt)
  NANO_SCOPE(WhileStmt)
  NANO_SCOPE(SwitchStmt)
  NANO_SCOPE(CXXForRangeStmt)
  NANO_SCOPE(CXXCatchStmt)
  NANO_SCOPE(LambdaExpr)
#undef NANO_SCOPE

private:
  LocalNames &Out;
  std::vector<LocalName> &Usings;
  std::vector<SourceRange> Scopes;
};

/// The names visible at a pragma in a function's body: its parameters and the
/// names declared inside it whose scope (block, `for`, `if`, `while`, `switch`,
/// `catch`, lambda) holds the pragma and that are declared before it, plus those
/// of the functions enclosing a lambda or a local class. Without the pragma's
/// location every name declared in the body counts (a lenient approximation,
/// which can only hide errors, never invent one).
class FunctionScope {
public:
  FunctionScope(const FunctionDecl *F, SourceLocation At = SourceLocation())
      : F(F), SM(F->getASTContext().getSourceManager()), At(At.isValid() ? SM.getExpansionLoc(At) : At) {
    for (const DeclContext *DC = F; DC; DC = DC->getParent())
      if (const auto *FD = dyn_cast<FunctionDecl>(DC)) {
        for (const ParmVarDecl *PD : FD->parameters())
          if (const IdentifierInfo *II = PD->getIdentifier()) LocalDecls[II].push_back({PD, SourceRange()});
        if (FD->getBody()) collectBody(FD->getBody());
        if (FD != F) Nested = true;
      }
    if (const FunctionDecl *Pattern = F->getTemplateInstantiationPattern())
      for (const DeclContext *DC = Pattern; DC; DC = DC->getParent()) {
        const TemplateParameterList *Params = nullptr;
        if (const auto *FD = dyn_cast<FunctionDecl>(DC); FD && FD->getDescribedFunctionTemplate())
          Params = FD->getDescribedFunctionTemplate()->getTemplateParameters();
        else if (const auto *RD = dyn_cast<CXXRecordDecl>(DC); RD && RD->getDescribedClassTemplate())
          Params = RD->getDescribedClassTemplate()->getTemplateParameters();
        else if (const auto *PS = dyn_cast<ClassTemplatePartialSpecializationDecl>(DC))
          Params = PS->getTemplateParameters();
        if (Params)
          for (const NamedDecl *P : *Params)
            if (const IdentifierInfo *II = P->getIdentifier()) TemplateParameters.insert(II);
      }
  }

  /// Whether \p II names something visible at the pragma.
  Found lookup(const IdentifierInfo *II, const NamedDecl *&Decl) const {
    Decl = nullptr;
    if (const NamedDecl *Local = visibleLocal(II)) {
      Decl = Local;
      return Found::Yes;
    }
    DeclarationName Name(II);
    // An instantiation's template parameters (`K` of `template <int K>`) are
    // no declarations of its scope: they are its pattern's.
    if (TemplateParameters.count(II)) return Found::Yes;
    bool Unsure = Nested || F->isTemplated() || F->isDependentContext();
    // `using namespace NN;` in the body, before the pragma.
    for (const LocalName &U : LocalUsings)
      if (visibleAtPragma(U))
        if (const NamespaceDecl *NS = cast<UsingDirectiveDecl>(U.Decl)->getNominatedNamespace();
            NS && !NS->lookup(Name).empty())
          return Found::Yes;
    std::set<const DeclContext *> Seen;
    for (const DeclContext *Start : {F->getDeclContext(), F->getLexicalDeclContext()})
      for (const DeclContext *DC = Start; DC; DC = DC->getParent()) {
        if (!Seen.insert(DC).second) continue;
        if (isa<FunctionDecl>(DC)) continue; // collected above
        if (const auto *RD = dyn_cast<CXXRecordDecl>(DC))
          if (!RD->hasDefinition() || RD->getNumBases() > 0 || RD->isDependentContext())
            Unsure = true;
        DeclContext::lookup_result R = DC->lookup(Name);
        if (!R.empty()) {
          Decl = R.isSingleResult() ? R.front() : nullptr;
          return Found::Yes;
        }
        for (const UsingDirectiveDecl *UD : DC->using_directives())
          if (const NamespaceDecl *NS = UD->getNominatedNamespace())
            if (!NS->lookup(Name).empty()) return Found::Yes;
      }
    return Unsure ? Found::Unsure : Found::No;
  }

private:
  bool before(SourceLocation A, SourceLocation B) const {
    return SM.isBeforeInTranslationUnit(SM.getExpansionLoc(A), SM.getExpansionLoc(B));
  }
  bool visibleAtPragma(const LocalName &N) const {
    if (At.isInvalid() || N.Scope.isInvalid()) return true;
    SourceLocation Declared = N.Decl->getLocation();
    if (Declared.isInvalid() || N.Scope.getBegin().isInvalid() || N.Scope.getEnd().isInvalid()) return true;
    return before(Declared, At) && before(N.Scope.getBegin(), At) && before(At, N.Scope.getEnd());
  }
  /// The innermost declaration of \p II visible at the pragma (the last one
  /// declared: an inner block's shadows an outer one's).
  const NamedDecl *visibleLocal(const IdentifierInfo *II) const {
    auto It = LocalDecls.find(II);
    if (It == LocalDecls.end()) return nullptr;
    const NamedDecl *Found = nullptr;
    for (const LocalName &N : It->second)
      if (visibleAtPragma(N)) Found = N.Decl;
    return Found;
  }

  void collectBody(const Stmt *Body) {
    ScopedNames(LocalDecls, LocalUsings).TraverseStmt(const_cast<Stmt *>(Body));
  }

  const FunctionDecl *F;
  const SourceManager &SM;
  SourceLocation At;
  bool Nested = false;
  LocalNames LocalDecls;
  std::vector<LocalName> LocalUsings; ///< `using namespace` directives of the body
  std::set<const IdentifierInfo *> TemplateParameters; ///< of an instantiation's pattern
};

/// What the recogniser knows about a subexpression's type.
struct Value {
  enum Kind { Unknown, Pointer, Arith, Record };
  Value() = default;
  Value(Kind K, std::string Type, QualType Exact = {}, bool String = false)
      : K(K), Type(std::move(Type)), Exact(Exact), String(String) {}
  Kind K = Unknown;
  std::string Type; ///< spelling of an arithmetic type, when exactly known
  QualType Exact;   ///< the declared type, when the expression names an object
  bool String = false; ///< a string literal
};

/// What each expression clause needs of its value. A clause argument whose
/// type cannot convert to it is reported at the argument, in the user's words
/// (the generated code would report a cast the user never wrote).
enum class Needs { Anything, Number, Scalar, Integer };

Needs clauseNeeds(llvm::StringRef Clause, size_t ArgIndex) {
  if (Clause == "cost") return Needs::Number;
  if (Clause == "if") return Needs::Scalar;
  if (Clause == "workers") return Needs::Integer;
  if (Clause == "schedule" && ArgIndex > 0) return Needs::Integer; // chunk sizes
  return Needs::Anything;
}

class ExprChecker {
public:
  ExprChecker(ASTContext &Ctx, const FunctionScope &Scope, Diagnoser &Diags,
              llvm::StringRef Clause, const ClauseArg &Arg, bool Sections, Needs Need)
      : Ctx(Ctx), Scope(Scope), Diags(Diags), Clause(Clause), Arg(Arg),
        Toks(Arg.Toks), Sections(Sections), Need(Need) {}

  /// False after reporting an error.
  bool run() {
    if (Toks.empty()) return true;
    Value V = expression();
    if (!Stopped && I < Toks.size()) error(Diag::ClauseUnexpected) << spelling(Toks[I]) << Clause;
    if (!Stopped) checkNeed(V); // only a fully recognised expression is judged
    return !Failed;
  }

private:
  bool CPlusPlus() const { return Ctx.getLangOpts().CPlusPlus; }

  /// Reports \p V when it certainly cannot convert to what the clause needs.
  void checkNeed(const Value &V) {
    if (Need == Needs::Anything || V.K == Value::Unknown) return;
    bool Fits = true;
    switch (Need) {
    case Needs::Anything: break;
    case Needs::Scalar: Fits = V.K != Value::Record; break;
    case Needs::Number: Fits = V.K == Value::Arith; break;
    case Needs::Integer:
      Fits = V.K == Value::Arith && (V.Exact.isNull() || V.Exact->isIntegerType());
      break;
    }
    if (Fits) return;
    static const char *const Wanted[] = {"", "a number", "a number or a pointer", "an integer"};
    std::string Got = V.String ? "a string literal"
                      : V.Exact.isNull()
                          ? "a pointer"
                          : "'" + V.Exact.getUnqualifiedType().getAsString(PrintingPolicy(Ctx.getLangOpts())) + "'";
    error(Diag::ClauseOperandType, Arg.Loc) << Clause << Wanted[static_cast<int>(Need)] << Got;
  }
  bool at(tok::TokenKind K) const { return I < Toks.size() && Toks[I].is(K); }

  /// The value of the integer constant expression of Toks[From..) up to the
  /// token \p End at depth 0 (decimal literals, enumerators, parentheses,
  /// unary + -, binary + - * / %), if it is one.
  std::optional<long long> constantUpTo(size_t From, tok::TokenKind End) const {
    size_t K = From;
    std::function<std::optional<long long>(int)> Binary;
    std::function<std::optional<long long>()> Unary = [&]() -> std::optional<long long> {
      if (K >= Toks.size()) return std::nullopt;
      const Token &T = Toks[K];
      if (T.isOneOf(tok::minus, tok::plus)) {
        ++K;
        std::optional<long long> V = Unary();
        return V && T.is(tok::minus) ? std::optional<long long>(-*V) : V;
      }
      if (T.is(tok::l_paren)) {
        ++K;
        std::optional<long long> V = Binary(0);
        if (!V || K >= Toks.size() || Toks[K].isNot(tok::r_paren)) return std::nullopt;
        ++K;
        return V;
      }
      if (T.is(tok::numeric_constant)) {
        llvm::StringRef Text(T.getLiteralData(), T.getLength());
        long long V = 0;
        if (Text.getAsInteger(10, V)) return std::nullopt;
        ++K;
        return V;
      }
      if (T.is(tok::identifier)) {
        const NamedDecl *D = nullptr;
        if (Scope.lookup(T.getIdentifierInfo(), D) != Found::Yes) return std::nullopt;
        const auto *E = dyn_cast_or_null<EnumConstantDecl>(D);
        if (!E || E->getInitVal().getSignificantBits() > 63) return std::nullopt;
        ++K;
        return E->getInitVal().getSExtValue();
      }
      return std::nullopt;
    };
    auto Rank = [](const Token &T) { return T.isOneOf(tok::plus, tok::minus) ? 1 : T.isOneOf(tok::star, tok::slash, tok::percent) ? 2 : 0; };
    Binary = [&](int MinRank) -> std::optional<long long> {
      std::optional<long long> L = Unary();
      while (L && K < Toks.size() && Rank(Toks[K]) > MinRank) {
        const Token &Op = Toks[K++];
        std::optional<long long> R = Binary(Rank(Op));
        if (!R || ((Op.is(tok::slash) || Op.is(tok::percent)) && *R == 0) || std::llabs(*L) > (1LL << 31) ||
            std::llabs(*R) > (1LL << 31))
          return std::nullopt;
        L = Op.is(tok::plus) ? *L + *R : Op.is(tok::minus) ? *L - *R : Op.is(tok::star) ? *L * *R
            : Op.is(tok::slash) ? *L / *R : *L % *R;
      }
      return L;
    };
    std::optional<long long> V = Binary(0);
    if (!V || K >= Toks.size() || Toks[K].isNot(End)) return std::nullopt;
    return V;
  }
  SourceLocation here() const { return I < Toks.size() ? Toks[I].getLocation() : Arg.EndLoc; }
  std::string spelling(const Token &T) const {
    if (const IdentifierInfo *II = T.getIdentifierInfo()) return II->getName().str();
    if (const char *P = tok::getPunctuatorSpelling(T.getKind())) return P;
    if (T.isLiteral() && T.getLiteralData()) return std::string(T.getLiteralData(), T.getLength());
    return tok::getTokenName(T.getKind());
  }

  DiagnosticBuilder error(Diag D, SourceLocation Loc = SourceLocation()) {
    Stopped = Failed = true;
    return Diags.report(Loc.isValid() ? Loc : here(), D);
  }
  Value giveUp() {
    Stopped = true;
    return {};
  }
  bool expect(tok::TokenKind K) {
    if (Stopped) return false;
    if (at(K)) {
      ++I;
      return true;
    }
    error(Diag::ClauseExpectedToken) << tok::getPunctuatorSpelling(K) << Clause;
    return false;
  }

  /// The value of an object of declared type \p T.
  Value arithmetic(QualType T) const {
    Value V;
    if (T.isNull()) return V;
    T = T.getNonReferenceType();
    if (T->isDependentType()) return V;
    if (T->isAnyPointerType() || T->isArrayType()) {
      V.K = Value::Pointer;
    } else if (T->isArithmeticType() && !T->isEnumeralType()) {
      V.K = Value::Arith;
      V.Type = T.getUnqualifiedType().getAsString(PrintingPolicy(Ctx.getLangOpts()));
    } else if (isPlainRecord(T)) {
      V.K = Value::Record;
    } else {
      return V;
    }
    V.Exact = T;
    return V;
  }

  /// A complete struct or union that converts to no scalar (in C++: no
  /// conversion function to a number, an enumeration or a pointer, of its own
  /// or inherited, no bases to bring one; `std::string` converts only to a
  /// string view). A conversion function template may yield anything.
  static bool isPlainRecord(QualType T) {
    const RecordDecl *RD = T->getAsRecordDecl();
    if (!RD || !RD->getDefinition()) return false;
    const auto *CRD = dyn_cast<CXXRecordDecl>(RD->getDefinition());
    if (!CRD) return true;
    if (CRD->isDependentContext() || CRD->getNumBases() > 0) return false;
    for (const NamedDecl *D : CRD->getVisibleConversionFunctions()) {
      const auto *Conv = dyn_cast<CXXConversionDecl>(D->getUnderlyingDecl());
      if (!Conv) return false; // a template
      QualType To = Conv->getConversionType().getNonReferenceType();
      if (To->isDependentType() || To->isScalarType()) return false;
    }
    return true;
  }
  Value boolean() const {
    Value V;
    V.K = Value::Arith;
    V.Type = CPlusPlus() ? "bool" : "int";
    return V;
  }

  Value expression() {
    Value V = assignment();
    while (!Stopped && at(tok::comma)) {
      ++I;
      V = assignment();
    }
    return V;
  }

  static bool isAssignment(tok::TokenKind K) {
    switch (K) {
    case tok::equal: case tok::plusequal: case tok::minusequal: case tok::starequal:
    case tok::slashequal: case tok::percentequal: case tok::lesslessequal:
    case tok::greatergreaterequal: case tok::ampequal: case tok::caretequal:
    case tok::pipeequal:
      return true;
    default:
      return false;
    }
  }

  Value assignment() {
    Value L = conditional();
    if (!Stopped && I < Toks.size() && isAssignment(Toks[I].getKind())) {
      ++I;
      assignment();
    }
    return L;
  }

  Value conditional() {
    Value C = binary(1);
    if (Stopped || !at(tok::question)) return C;
    ++I;
    expression();
    if (!expect(tok::colon)) return {};
    conditional();
    return {};
  }

  static int precedence(tok::TokenKind K) {
    switch (K) {
    case tok::pipepipe: return 1;
    case tok::ampamp: return 2;
    case tok::pipe: return 3;
    case tok::caret: return 4;
    case tok::amp: return 5;
    case tok::equalequal: case tok::exclaimequal: return 6;
    case tok::less: case tok::greater: case tok::lessequal: case tok::greaterequal:
    case tok::spaceship:
      return 7;
    case tok::lessless: case tok::greatergreater: return 8;
    case tok::plus: case tok::minus: return 9;
    case tok::star: case tok::slash: case tok::percent: return 10;
    default: return 0;
    }
  }

  Value binary(int MinPrec) {
    Value L = unary();
    while (!Stopped && I < Toks.size()) {
      tok::TokenKind Op = Toks[I].getKind();
      int Prec = precedence(Op);
      if (Prec == 0 || Prec < MinPrec) break;
      ++I;
      Value R = binary(Prec + 1);
      if (Stopped) break;
      if (Prec <= 2 || Prec == 6 || Prec == 7)
        L = boolean();
      else if (L.K == Value::Arith && R.K == Value::Arith)
        L = Value{Value::Arith, L.Type == R.Type ? L.Type : ""};
      else if ((Op == tok::plus || Op == tok::minus) && L.K == Value::Pointer && R.K == Value::Arith)
        L = Value{Value::Pointer, ""};
      else if (Op == tok::plus && L.K == Value::Arith && R.K == Value::Pointer)
        L = Value{Value::Pointer, ""};
      else
        L = {};
    }
    return L;
  }

  static bool isTypeKeyword(const Token &T) {
    return T.isOneOf(tok::kw_void, tok::kw_char, tok::kw_short, tok::kw_int, tok::kw_long,
                     tok::kw_float, tok::kw_double, tok::kw_signed, tok::kw_unsigned,
                     tok::kw__Bool, tok::kw_bool, tok::kw_const, tok::kw_volatile,
                     tok::kw_struct, tok::kw_union, tok::kw_enum, tok::kw__Complex,
                     tok::kw___int128);
  }

  /// Whether Toks[I] starts a type name (after '(' in a cast or sizeof).
  bool startsType() const {
    if (I >= Toks.size()) return false;
    if (isTypeKeyword(Toks[I])) return true;
    if (!Toks[I].is(tok::identifier)) return false;
    const NamedDecl *D = nullptr;
    if (Scope.lookup(Toks[I].getIdentifierInfo(), D) != Found::Yes) return false;
    return D && isa<TypeDecl>(D);
  }

  /// Skips a parenthesised type name; I is just after the '('.
  void skipTypeName() {
    int Depth = 0;
    for (; I < Toks.size(); ++I) {
      if (Toks[I].is(tok::l_paren)) ++Depth;
      if (Toks[I].is(tok::r_paren) && Depth-- == 0) break;
    }
    expect(tok::r_paren);
  }

  Value unary() {
    if (Stopped) return {};
    if (I >= Toks.size()) {
      error(Diag::ClauseExpectedExpr) << Clause;
      return {};
    }
    const Token &T = Toks[I];
    switch (T.getKind()) {
    case tok::plus: case tok::minus: case tok::tilde: {
      ++I;
      Value V = unary();
      return V.K == Value::Arith ? V : Value{};
    }
    case tok::exclaim:
      ++I;
      unary();
      return boolean();
    case tok::plusplus: case tok::minusminus:
      ++I;
      return unary();
    case tok::amp:
      ++I;
      unary();
      return Value{Value::Pointer, ""};
    case tok::star: {
      ++I;
      Value V = unary();
      if (!Stopped && V.K == Value::Arith && !V.Type.empty())
        error(Diag::ClauseIndirection, T.getLocation()) << V.Type << Clause;
      return {};
    }
    case tok::kw_sizeof: case tok::kw__Alignof: case tok::kw_alignof: {
      ++I;
      if (at(tok::l_paren) && I + 1 < Toks.size()) {
        ++I;
        if (startsType()) {
          skipTypeName();
        } else {
          expression();
          expect(tok::r_paren);
        }
      } else {
        unary();
      }
      return Value{Value::Arith, ""};
    }
    case tok::l_paren: {
      ++I;
      if (startsType()) { // a cast
        skipTypeName();
        if (at(tok::l_brace)) return giveUp(); // a compound literal
        unary();
        return {};
      }
      Value V = expression();
      expect(tok::r_paren);
      return postfix(V);
    }
    default:
      return postfix(primary());
    }
  }

  Value postfix(Value V) {
    while (!Stopped && I < Toks.size()) {
      const Token &T = Toks[I];
      if (T.is(tok::l_square)) {
        ++I;
        if (Sections && at(tok::colon)) { // a[:len]
          ++I;
          expression();
        } else {
          expression();
          if (Sections && !Stopped && at(tok::colon)) { // a[lo:len]
            ++I;
            // A length that is a negative constant (`a[0:-4]`, `(-4)`, `1 - 5`, an
            // enumerator) names no element.
            if (std::optional<long long> Length = constantUpTo(I, tok::r_square); Length && *Length < 0) {
              error(Diag::ClauseNegativeLength, Toks[I].getLocation()) << Clause;
              return {};
            }
            expression();
          }
        }
        expect(tok::r_square);
        V = V.Exact.isNull() || Sections ? Value{} : arithmetic(elementType(V.Exact));
      } else if (T.is(tok::l_paren)) {
        ++I;
        if (!at(tok::r_paren)) {
          assignment();
          while (!Stopped && at(tok::comma)) {
            ++I;
            assignment();
          }
        }
        expect(tok::r_paren);
        V = {};
      } else if (T.isOneOf(tok::period, tok::arrow)) {
        ++I;
        if (!at(tok::identifier)) return giveUp(); // templates, destructors...
        QualType Record = V.Exact.isNull() ? QualType() : V.Exact.getNonReferenceType();
        llvm::StringRef Name = Toks[I].getIdentifierInfo()->getName();
        if (!Record.isNull() && !Record->isDependentType() && !memberAccessFits(T, Record, Name)) return {};
        if (!Record.isNull() && T.is(tok::arrow))
          Record = Record->isPointerType() ? Record->getPointeeType() : QualType();
        V = Record.isNull() ? Value{} : arithmetic(fieldType(Record, Name));
        ++I;
      } else if (T.isOneOf(tok::plusplus, tok::minusminus)) {
        ++I;
      } else {
        break;
      }
    }
    return V;
  }

  /// Reports `.` or `->` on \p Object (the exact type of what it applies to)
  /// that names no memory: `.` on a pointer or a number, `->` on a non-pointer,
  /// a field a C structure does not have. False after a report. Whatever it
  /// cannot judge (a class with bases or anonymous members, a member function
  /// or static member of that name) passes.
  bool memberAccessFits(const Token &Op, QualType Object, llvm::StringRef Name) {
    bool Arrow = Op.is(tok::arrow);
    QualType Record = Arrow ? Object->getPointeeType() : Object;
    if (Object->isArithmeticType() || (!Record.isNull() && Record->isArithmeticType())) {
      error(Diag::ClauseMemberOfNumber, Op.getLocation()) << (Arrow ? "->" : ".") << Object.getAsString() << Clause;
      return false;
    }
    if (Arrow != Object->isPointerType() && (Object->isPointerType() || Object->getAsRecordDecl())) {
      error(Diag::ClauseMemberOperator, Op.getLocation())
          << (Arrow ? "->" : ".") << Object.getAsString() << Clause << (Arrow ? "." : "->")
          << FixItHint::CreateReplacement(CharSourceRange::getTokenRange(Op.getLocation(), Op.getLocation()),
                                          Arrow ? "." : "->");
      return false;
    }
    if (Record.isNull()) return true;
    const RecordDecl *RD = Record->getAsRecordDecl();
    RD = RD ? RD->getDefinition() : nullptr;
    if (!RD) return true;
    if (const auto *CXX = dyn_cast<CXXRecordDecl>(RD); CXX && (CXX->getNumBases() > 0 || CXX->isDependentContext()))
      return true;
    for (const FieldDecl *FD : RD->fields())
      if (FD->getName() == Name || FD->isAnonymousStructOrUnion()) return true;
    if (!RD->lookup(DeclarationName(&Ctx.Idents.get(Name))).empty()) return true; // a member function...
    error(Diag::ClauseNoField, Toks[I].getLocation()) << Record.getUnqualifiedType().getAsString() << Name << Clause;
    return false;
  }

  /// The type of a floating literal ('1.5', '2e3', '0x1p4', '2.5f', '1.0L'),
  /// null for an integer literal.
  QualType floatingLiteralType(llvm::StringRef S) const {
    bool Hex = S.starts_with_insensitive("0x");
    bool Floating = Hex ? S.find_first_of("pP") != llvm::StringRef::npos
                        : S.find_first_of(".eE") != llvm::StringRef::npos;
    if (!Floating) return {};
    llvm::StringRef Suffix = S.substr(S.find_last_of(Hex ? "pP" : "0123456789.") + 1);
    if (Hex) Suffix = Suffix.ltrim("+-0123456789");
    if (Suffix.equals_insensitive("f")) return Ctx.FloatTy;
    if (Suffix.equals_insensitive("l")) return Ctx.LongDoubleTy;
    return Ctx.DoubleTy;
  }

  Value primary() {
    const Token &T = Toks[I];
    switch (T.getKind()) {
    case tok::numeric_constant: {
      ++I;
      llvm::StringRef S(T.getLiteralData(), T.getLength());
      Value V{Value::Arith, ""};
      if (S.find_first_not_of("0123456789") == llvm::StringRef::npos)
        V.Type = "int";
      V.Exact = floatingLiteralType(S); // judged like a variable of that type
      return V;
    }
    case tok::char_constant:
      ++I;
      return Value{Value::Arith, CPlusPlus() ? "char" : "int"};
    case tok::string_literal: case tok::wide_string_literal: case tok::utf8_string_literal:
    case tok::utf16_string_literal: case tok::utf32_string_literal:
      while (I < Toks.size() && Toks[I].isLiteral() && tok::isStringLiteral(Toks[I].getKind())) ++I;
      return Value{Value::Pointer, "", QualType(), /*String=*/true};
    case tok::kw_true: case tok::kw_false:
      ++I;
      return boolean();
    case tok::kw_this: case tok::kw_nullptr: case tok::kw___func__:
    case tok::kw___FUNCTION__: case tok::kw___PRETTY_FUNCTION__:
      ++I;
      return Value{Value::Pointer, ""};
    case tok::identifier:
      return name();
    case tok::r_paren: case tok::r_square: case tok::r_brace: case tok::comma:
    case tok::colon: case tok::semi: case tok::question:
      error(Diag::ClauseExpectedExpr) << Clause;
      return {};
    default:
      // A binary-only operator where an operand belongs (`x > > y`) is certain;
      // a keyword or anything else may be C++ or an extension.
      if (precedence(T.getKind()) > 0 || isAssignment(T.getKind())) {
        error(Diag::ClauseExpectedExpr) << Clause;
        return {};
      }
      return giveUp();
    }
  }

  Value name() {
    const Token &T = Toks[I];
    const IdentifierInfo *II = T.getIdentifierInfo();
    if (I + 1 < Toks.size() && Toks[I + 1].is(tok::coloncolon)) return giveUp();
    const NamedDecl *D = nullptr;
    Found F = Scope.lookup(II, D);
    if (F == Found::Unsure) return giveUp();
    if (F == Found::No) {
      // Builtins and implicitly declared library functions are declared by use.
      if (II->getBuiltinID() != 0 || II->getName().starts_with("__")) return giveUp();
      if (CPlusPlus() && I + 1 < Toks.size() && Toks[I + 1].is(tok::l_paren))
        return giveUp(); // argument-dependent lookup may find it
      error(Diag::UnknownName, T.getLocation()) << II->getName() << Clause;
      return {};
    }
    ++I;
    if (!D) return CPlusPlus() ? giveUp() : Value{};
    if (isa<TypeDecl>(D) || isa<TemplateDecl>(D) || isa<NamespaceDecl>(D)) return giveUp();
    if (const auto *VD = dyn_cast<ValueDecl>(D))
      if (!isa<FunctionDecl>(VD)) return arithmetic(VD->getType());
    return {};
  }

  ASTContext &Ctx;
  const FunctionScope &Scope;
  Diagnoser &Diags;
  llvm::StringRef Clause;
  const ClauseArg &Arg;
  llvm::ArrayRef<Token> Toks;
  bool Sections;
  Needs Need;
  size_t I = 0;
  bool Stopped = false; ///< an error was reported or the rest is not modelled
  bool Failed = false;  ///< an error was reported
};

/// The first token of \p Arg that changes state when evaluated (`++`, `--`, an
/// assignment), or null. Calls are not judged: their effects are not visible here.
const Token *sideEffectToken(const ClauseArg &Arg) {
  for (const Token &T : Arg.Toks)
    if (T.isOneOf(tok::plusplus, tok::minusminus, tok::equal, tok::plusequal, tok::minusequal,
                  tok::starequal, tok::slashequal, tok::percentequal, tok::ampequal,
                  tok::pipeequal, tok::caretequal, tok::lesslessequal, tok::greatergreaterequal))
      return &T;
  return nullptr;
}

} // namespace

namespace {
/// In a template the pattern's names have dependent types, which the check
/// leaves alone: each instantiation is checked too (the clause's tokens are
/// looked up in its scope), so a type error is reported at the clause's
/// column, once, with the instantiation that has it, and not in the generated
/// code. False after reporting.
bool checkInInstantiations(ASTContext &Ctx, const NanoPragma &P, Diagnoser &Diags, const Clause &C,
                           size_t K, bool Access) {
  if (!P.Function->isTemplated()) return true;
  for (const FunctionDecl *Instance : instantiationsOf(P.Function, Ctx)) {
    FunctionScope Scope(Instance, P.HashLoc);
    ExprChecker Check(Ctx, Scope, Diags, C.Name, C.Args[K], Access, clauseNeeds(C.Name, K));
    if (Check.run()) continue;
    std::string Name;
    llvm::raw_string_ostream OS(Name);
    Instance->getNameForDiagnostic(OS, Ctx.getPrintingPolicy(), /*Qualified=*/true);
    Diags.report(Instance->getPointOfInstantiation(), Diag::NoteInstantiation) << Name;
    return false;
  }
  return true;
}
} // namespace

bool checkClauseExpressions(ASTContext &Ctx, const NanoPragma &P, Diagnoser &Diags) {
  if (!P.Function) return true;
  FunctionScope Scope(P.Function, P.HashLoc);
  bool Ok = true;
  for (const Clause &C : P.Clauses) {
    llvm::StringRef N = C.Name;
    bool Access = N == "in" || N == "out" || N == "inout";
    bool Expression = N == "if" || N == "cost" || N == "workers";
    size_t First = N == "schedule" ? 1 : 0;
    if (!Access && !Expression && N != "schedule") continue;
    for (size_t K = First; K < C.Args.size(); ++K) {
      // The guiding rule: the program computes what its elision computes, and the
      // elision evaluates no clause.
      if (const Token *Effect = sideEffectToken(C.Args[K])) {
        Diags.report(Effect->getLocation(), Diag::ClauseSideEffect) << C.Name << C.Args[K].Text;
        Ok = false;
        break;
      }
      ExprChecker Check(Ctx, Scope, Diags, C.Name, C.Args[K], Access, clauseNeeds(N, K));
      if (!Check.run() || !checkInInstantiations(Ctx, P, Diags, C, K, Access)) {
        Ok = false;
        break; // one error per clause
      }
    }
  }
  return Ok;
}

bool checkClauseCalls(const NanoPragma &P, const SummaryTable &Summaries, Diagnoser &Diags) {
  if (!P.Valid || !P.Function) return true;
  FunctionScope Scope(P.Function, P.HashLoc);
  for (const Clause &C : P.Clauses) {
    llvm::StringRef N = C.Name;
    bool Checked = N == "in" || N == "out" || N == "inout" || N == "if" || N == "cost" || N == "workers";
    size_t First = N == "schedule" ? 1 : 0;
    if (!Checked && N != "schedule") continue;
    for (size_t K = First; K < C.Args.size(); ++K) {
      llvm::ArrayRef<Token> Toks = C.Args[K].Toks;
      for (size_t I = 0; I + 1 < Toks.size(); ++I) {
        if (!Toks[I].is(tok::identifier) || !Toks[I + 1].is(tok::l_paren)) continue;
        if (I > 0 && Toks[I - 1].isOneOf(tok::period, tok::arrow, tok::coloncolon)) continue; // a member
        const NamedDecl *D = nullptr;
        if (Scope.lookup(Toks[I].getIdentifierInfo(), D) != Found::Yes) continue;
        const auto *FD = dyn_cast_or_null<FunctionDecl>(D);
        // The runtime's own queries (nano_worker_count ...) change nothing.
        if (!FD || FD->getName().starts_with("nano_") || functionOnlyReads(FD, Summaries)) continue;
        Diags.report(Toks[I].getLocation(), Diag::ClauseSideEffect) << C.Name << C.Args[K].Text;
        return false;
      }
    }
  }
  return true;
}

namespace {
/// The variables named \p Name that a pragma in \p F may mean: F's parameters
/// and locals, else those at file (namespace) scope around F.
std::vector<const VarDecl *> variablesNamed(llvm::StringRef Name, const FunctionDecl *F) {
  std::vector<const VarDecl *> Out;
  for (const ParmVarDecl *P : F->parameters())
    if (P->getName() == Name) Out.push_back(P);
  struct Finder : RecursiveASTVisitor<Finder> {
    llvm::StringRef Name;
    std::vector<const VarDecl *> *Out;
    bool VisitVarDecl(VarDecl *VD) {
      if (!isa<ParmVarDecl>(VD) && VD->getName() == Name) Out->push_back(VD);
      return true;
    }
  } Find;
  Find.Name = Name;
  Find.Out = &Out;
  if (F->getBody()) Find.TraverseStmt(F->getBody());
  if (!Out.empty()) return Out;
  const IdentifierInfo *II = &F->getASTContext().Idents.get(Name);
  for (const DeclContext *DC = F->getDeclContext(); DC; DC = DC->getParent()) {
    if (!DC->isFileContext()) continue;
    for (const NamedDecl *D : DC->lookup(DeclarationName(II)))
      if (const auto *VD = dyn_cast<VarDecl>(D)) Out.push_back(VD);
    if (!Out.empty()) break;
  }
  return Out;
}

} // namespace

QualType clauseLvalueType(const htg::Access &A, const FunctionDecl *F) {
  if (!F) return {};
  std::vector<const VarDecl *> Vars = variablesNamed(A.base, F);
  if (Vars.empty()) return {};
  QualType T = Vars[0]->getType().getNonReferenceType();
  for (const VarDecl *V : Vars)
    if (V->getType().getNonReferenceType().getCanonicalType().getUnqualifiedType() !=
        T.getCanonicalType().getUnqualifiedType())
      return {};
  for (const htg::Selector &S : A.selectors) {
    if (T.isNull() || T->isDependentType()) return {};
    switch (S.kind) {
    case htg::Selector::Kind::field: T = fieldType(T, S.name); break;
    case htg::Selector::Kind::arrow:
      T = T->isPointerType() ? fieldType(T->getPointeeType(), S.name) : QualType();
      break;
    case htg::Selector::Kind::index:
    case htg::Selector::Kind::section: T = elementType(T); break;
    }
  }
  if (!T.isNull() && A.deref) T = elementType(T);
  if (T.isNull() || T->isDependentType()) return {};
  return T;
}

} // namespace nanocc
