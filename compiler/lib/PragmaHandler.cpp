//===- PragmaHandler.cpp - Lexing and checking of #pragma nano lines ------===//
//
// Runs inside the preprocessor: every `#pragma nano ...` line is lexed up to the
// end of the directive, split into a directive and clauses, checked, and
// recorded. Nothing is bound to the AST here (it does not exist yet).
//
//===----------------------------------------------------------------------===//
#include "nanocc/Diagnostics.h"
#include "nanocc/SourceUtil.h"
#include "nanocc/Pragma.h"
#include "nanocc/SpellingSuggestions.h"
#include "htg/reader.hpp"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/LiteralSupport.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace nanocc {

const char *directiveName(DirectiveKind K) {
  switch (K) {
  case DirectiveKind::Task: return "task";
  case DirectiveKind::Parallel: return "parallel";
  case DirectiveKind::Loop: return "loop";
  case DirectiveKind::Wait: return "wait";
  case DirectiveKind::Declare: return "declare";
  }
  return "?";
}

const char *reductionOpSpelling(ReductionOp Op) {
  switch (Op) {
  case ReductionOp::Add: return "+";
  case ReductionOp::Mul: return "*";
  case ReductionOp::Min: return "min";
  case ReductionOp::Max: return "max";
  case ReductionOp::BitAnd: return "&";
  case ReductionOp::BitOr: return "|";
  case ReductionOp::BitXor: return "^";
  case ReductionOp::LogAnd: return "&&";
  case ReductionOp::LogOr: return "||";
  }
  return "?";
}

const Clause *NanoPragma::clause(llvm::StringRef Name) const {
  for (const Clause &C : Clauses)
    if (C.Name == Name)
      return &C;
  return nullptr;
}

namespace {

using TokenList = llvm::SmallVector<Token, 16>;

/// Spelling of a token run, keeping the user's spacing between tokens.
std::string spell(Preprocessor &PP, llvm::ArrayRef<Token> Toks) {
  std::string Out;
  for (const Token &T : Toks) {
    if (!Out.empty() && T.hasLeadingSpace())
      Out += ' ';
    Out += PP.getSpelling(T);
  }
  return Out;
}

std::string tokenWord(Preprocessor &PP, const Token &T) {
  if (const IdentifierInfo *II = T.getIdentifierInfo())
    return II->getName().str();
  return PP.getSpelling(T);
}

llvm::ArrayRef<llvm::StringRef> clausesOf(DirectiveKind K) {
  static const llvm::StringRef Task[] = {"in", "out", "inout", "if", "cost", "label"};
  static const llvm::StringRef Parallel[] = {"workers", "label"};
  static const llvm::StringRef Loop[] = {"schedule", "reduction", "independent", "cost", "label"};
  static const llvm::StringRef Declare[] = {"reads", "writes"};
  switch (K) {
  case DirectiveKind::Task: return Task;
  case DirectiveKind::Parallel: return Parallel;
  case DirectiveKind::Loop: return Loop;
  case DirectiveKind::Wait: return {};
  case DirectiveKind::Declare: return Declare;
  }
  return {};
}

bool allowedClause(DirectiveKind K, llvm::StringRef Name) {
  return llvm::is_contained(clausesOf(K), Name);
}

/// Whether \p Word names a directive or a clause of one.
bool isLanguageWord(llvm::StringRef Word) {
  for (DirectiveKind K : {DirectiveKind::Task, DirectiveKind::Parallel, DirectiveKind::Loop, DirectiveKind::Wait,
                          DirectiveKind::Declare})
    if (Word == directiveName(K) || allowedClause(K, Word)) return true;
  return false;
}

/// What the clauses of directive \p K are, for a message about a clause it
/// does not have.
std::string knownClausesText(DirectiveKind K) {
  llvm::ArrayRef<llvm::StringRef> Known = clausesOf(K);
  std::string Pragma = std::string("'#pragma nano ") + directiveName(K) + "'";
  if (Known.empty()) return Pragma + " takes no clauses";
  std::string Text = "the clauses of " + Pragma + " are ";
  for (size_t I = 0; I < Known.size(); ++I)
    Text += (I == 0 ? "" : I + 1 == Known.size() ? " and " : ", ") + Known[I].str();
  return Text;
}

/// Reports an unknown word at \p Loc with \p Plain, or, when there is a word
/// \p Meant, with \p Suggesting and a fix-it replacing the word.
DiagnosticBuilder reportUnknownWord(Diagnoser &Diags, SourceLocation Loc, llvm::StringRef Word,
                                    llvm::StringRef Meant, Diag Plain, Diag Suggesting) {
  if (Meant.empty()) return Diags.report(Loc, Plain) << Word;
  return Diags.report(Loc, Suggesting)
         << Word << Meant << FixItHint::CreateReplacement(CharSourceRange::getTokenRange(Loc, Loc), Meant);
}

class NanoPragmaHandler : public PragmaHandler {
public:
  NanoPragmaHandler(std::shared_ptr<Diagnoser> Diags,
                    std::shared_ptr<PragmaTable> Table)
      : PragmaHandler("nano"), Diags(std::move(Diags)), Table(std::move(Table)) {}

  void HandlePragma(Preprocessor &PP, PragmaIntroducer Introducer,
                    Token &FirstToken) override {
    // Directive and clause names are words of the language, not the program's
    // macros (a program may define `task` or `out`); other words outside
    // parentheses, and the clauses' arguments, are macro-expanded.
    TokenList Toks;
    Token Tok;
    unsigned Depth = 0, Replaced = 0;
    for (;;) {
      if (Depth > 0) {
        PP.Lex(Tok);
      } else {
        PP.LexUnexpandedToken(Tok);
        const IdentifierInfo *II = Tok.getIdentifierInfo();
        const MacroInfo *MI = II && II->hasMacroDefinition() ? PP.getMacroInfo(II) : nullptr;
        // An object-like macro giving clauses (`DEPS` for `in(a) out(b)`): its
        // words are read as written here, the clause names unexpanded too.
        if (MI && MI->isObjectLike() && !MI->isBuiltinMacro() && !isLanguageWord(II->getName()) &&
            ++Replaced < 64) {
          PP.EnterTokenStream(MI->tokens(), /*DisableMacroExpansion=*/false, /*IsReinject=*/false);
          continue;
        }
        if (II && II->hasMacroDefinition() && !isLanguageWord(II->getName())) {
          auto Again = std::make_unique<Token[]>(1); // EnterToken would not expand it
          Again[0] = Tok;
          PP.EnterTokenStream(std::move(Again), 1, /*DisableMacroExpansion=*/false, /*IsReinject=*/false);
          PP.Lex(Tok);
        }
      }
      if (Tok.is(tok::eod) || Tok.is(tok::eof)) break;
      if (Tok.is(tok::l_paren)) ++Depth;
      if (Tok.is(tok::r_paren) && Depth > 0) --Depth;
      Toks.push_back(Tok);
    }
    NanoPragma P;
    P.HashLoc = Introducer.Loc;
    P.EndLoc = Tok.getLocation();
    P.DirectiveLoc = FirstToken.getLocation();
    parse(PP, Toks, P);
    Table->Pragmas.push_back(std::move(P));
  }

private:
  void parse(Preprocessor &PP, llvm::ArrayRef<Token> Toks, NanoPragma &P) {
    if (Toks.empty() || !Toks[0].getIdentifierInfo()) {
      Diags->report(Toks.empty() ? P.DirectiveLoc : Toks[0].getLocation(),
                    Diag::MissingDirective);
      P.Valid = false;
      return;
    }
    std::string Word = tokenWord(PP, Toks[0]);
    P.DirectiveLoc = Toks[0].getLocation();
    auto Kind = llvm::StringSwitch<std::optional<DirectiveKind>>(Word)
                    .Case("task", DirectiveKind::Task)
                    .Case("parallel", DirectiveKind::Parallel)
                    .Case("loop", DirectiveKind::Loop)
                    .Case("wait", DirectiveKind::Wait)
                    .Case("declare", DirectiveKind::Declare)
                    .Default(std::nullopt);
    if (!Kind) {
      static const llvm::StringRef Directives[] = {"task", "parallel", "loop", "wait", "declare"};
      reportUnknownWord(*Diags, Toks[0].getLocation(), Word, suggestSpelling(Word, Directives), Diag::UnknownDirective,
                        Diag::UnknownDirectiveSuggest);
      P.Valid = false;
      return;
    }
    P.Kind = *Kind;
    size_t I = 1;
    while (I < Toks.size()) {
      if (Toks[I].is(tok::comma)) { // OpenMP-style separators are tolerated
        ++I;
        continue;
      }
      if (!allowedClause(P.Kind, tokenWord(PP, Toks[I])) || !Toks[I].getIdentifierInfo()) {
        // Every unknown clause is reported, not only the first: skip this one.
        reportUnknownClause(PP, Toks[I], P.Kind);
        noteOpenMPClause(PP, Toks, I, P.Kind);
        P.Valid = false;
        I = pastArguments(Toks, I + 1);
        continue;
      }
      if (!parseClause(PP, Toks, I, P)) {
        P.Valid = false;
        return;
      }
    }
    if (P.Valid) checkClauses(P);
  }

  void reportUnknownClause(Preprocessor &PP, const Token &NameTok, DirectiveKind K) {
    std::string Name = tokenWord(PP, NameTok);
    reportUnknownWord(*Diags, NameTok.getLocation(), Name, suggestSpelling(Name, clausesOf(K)), Diag::UnknownClause,
                      Diag::UnknownClauseSuggest)
        << directiveName(K) << knownClausesText(K);
  }

  /// OpenMP clauses a user may bring: `depend(inout: x)` is `inout(x)` on a
  /// task (a fix-it when the dependence type is one of in, out, inout) and
  /// `num_threads(n)` is `workers(n)` on a parallel block; the data-sharing
  /// clauses have no counterpart, since accesses are inferred.
  void noteOpenMPClause(Preprocessor &PP, llvm::ArrayRef<Token> Toks, size_t I, DirectiveKind K) {
    std::string Name = tokenWord(PP, Toks[I]);
    if (K == DirectiveKind::Parallel && Name == "num_threads") {
      Diags->report(Toks[I].getLocation(), Diag::NoteOpenMPNumThreads)
          << FixItHint::CreateReplacement(Toks[I].getLocation(), "workers");
      return;
    }
    if (K == DirectiveKind::Loop || K == DirectiveKind::Parallel) {
      if (llvm::is_contained({"shared", "private", "firstprivate", "lastprivate", "default", "nowait", "collapse",
                              "ordered", "proc_bind", "copyin"},
                             Name))
        Diags->report(Toks[I].getLocation(), Diag::NoteOpenMPLoopClause) << Name << directiveName(K);
      return;
    }
    if (K != DirectiveKind::Task) return;
    if (Name == "depend") {
      auto Note = Diags->report(Toks[I].getLocation(), Diag::NoteOpenMPDepend);
      if (I + 3 < Toks.size() && Toks[I + 1].is(tok::l_paren) && Toks[I + 3].is(tok::colon)) {
        std::string Type = tokenWord(PP, Toks[I + 2]);
        if (Type == "in" || Type == "out" || Type == "inout")
          Note << FixItHint::CreateReplacement(SourceRange(Toks[I].getLocation(), Toks[I + 3].getLocation()),
                                               Type + "(");
      }
      return;
    }
    if (llvm::is_contained({"shared", "private", "firstprivate", "default", "untied", "mergeable", "final",
                            "priority", "detach", "affinity"},
                           Name))
      Diags->report(Toks[I].getLocation(), Diag::NoteOpenMPDataSharing) << Name;
  }

  /// The index past a parenthesised argument list starting at Toks[I] (I itself
  /// when there is none; the end when it is not closed).
  static size_t pastArguments(llvm::ArrayRef<Token> Toks, size_t I) {
    if (I >= Toks.size() || Toks[I].isNot(tok::l_paren)) return I;
    int Depth = 0;
    for (; I < Toks.size(); ++I) {
      if (Toks[I].is(tok::l_paren)) ++Depth;
      if (Toks[I].is(tok::r_paren) && --Depth == 0) return I + 1;
    }
    return I;
  }

  /// Parses the known clause `name` or `name(args)` at Toks[I], advancing I past it.
  bool parseClause(Preprocessor &PP, llvm::ArrayRef<Token> Toks, size_t &I,
                   NanoPragma &P) {
    const Token &NameTok = Toks[I];
    Clause C;
    C.Name = tokenWord(PP, NameTok);
    C.Loc = NameTok.getLocation();
    ++I;
    std::vector<TokenList> ArgToks;
    std::vector<SourceLocation> ArgEnds;
    if (I < Toks.size() && Toks[I].is(tok::l_paren)) {
      llvm::SmallVector<tok::TokenKind, 8> Open;
      ArgToks.emplace_back();
      size_t J = I + 1;
      for (; J < Toks.size(); ++J) {
        const Token &T = Toks[J];
        if (T.isOneOf(tok::l_paren, tok::l_square, tok::l_brace))
          Open.push_back(T.getKind());
        else if (T.isOneOf(tok::r_paren, tok::r_square, tok::r_brace)) {
          // A ')' that closes nothing open ends the clause (mismatched
          // brackets inside are then reported by the argument's parser).
          if (Open.empty() ||
              (T.is(tok::r_paren) && Open.back() != tok::l_paren))
            break;
          Open.pop_back();
        } else if (T.is(tok::comma) && Open.empty()) {
          ArgEnds.push_back(T.getLocation());
          ArgToks.emplace_back();
          continue;
        }
        ArgToks.back().push_back(T);
      }
      if (J >= Toks.size()) {
        Diags->report(Toks.back().getEndLoc(), Diag::ClauseUnbalanced)
            << C.Name << FixItHint::CreateInsertion(Toks.back().getEndLoc(), ")");
        return false;
      }
      ArgEnds.push_back(Toks[J].getLocation());
      I = J + 1;
      // `declare reads() writes()`: an empty list is the natural spelling of
      // "touches no memory" (a pure function); every other clause needs arguments.
      bool AccessList = C.Name == "reads" || C.Name == "writes";
      if (AccessList && ArgToks.size() == 1 && ArgToks[0].empty()) {
        P.Clauses.push_back(std::move(C));
        return true;
      }
      for (const TokenList &A : ArgToks) {
        if (A.empty()) {
          Diags->report(Toks[J].getLocation(), Diag::ClauseEmptyArg) << C.Name;
          return false;
        }
      }
    }
    bool TakesArgs = C.Name != "independent";
    if (TakesArgs && ArgToks.empty()) {
      Diags->report(C.Loc, Diag::ClauseExpectsArgs) << C.Name;
      return false;
    }
    if (!TakesArgs && !ArgToks.empty()) {
      Diags->report(C.Loc, Diag::ClauseNoArgs) << C.Name;
      return false;
    }
    for (size_t K = 0; K < ArgToks.size(); ++K) {
      const TokenList &A = ArgToks[K];
      C.Args.push_back({spell(PP, A), A.front().getLocation(),
                        std::vector<Token>(A.begin(), A.end()), ArgEnds[K]});
    }
    if (!interpret(PP, C, ArgToks, P))
      return false;
    P.Clauses.push_back(std::move(C));
    return true;
  }

  /// Gives the clause its meaning on P; false (after a diagnostic) if malformed.
  bool interpret(Preprocessor &PP, const Clause &C,
                 const std::vector<TokenList> &ArgToks, NanoPragma &P) {
    llvm::StringRef N = C.Name;
    bool Single = N == "if" || N == "cost" || N == "workers" || N == "label" ||
                  N == "schedule" || (P.Kind == DirectiveKind::Declare && (N == "reads" || N == "writes"));
    if (Single && P.clause(N)) {
      Diags->report(C.Loc, Diag::ClauseRepeated)
          << C.Name
          << (N == "if"                        ? "combine the conditions into one, as in 'if(a && b)'"
              : N == "reads" || N == "writes" ? "list every access in one, as in '" + N.str() + "(a[0:n], *p)'"
                                               : "keep one");
      return false;
    }
    if ((N == "if" || N == "cost" || N == "workers") && C.Args.size() != 1) {
      Diags->report(C.Args[1].Loc, Diag::ClauseOneArg)
          << C.Name << std::to_string(C.Args.size()) << (N == "if" ? " (combine conditions with '&&')" : "");
      return false;
    }
    if (N == "if")
      P.If = C.Args[0];
    else if (N == "cost") {
      // A number below 0 is no estimate of operations (nor a valid HTG cost).
      if (std::optional<double> V = numberInClauseText(C.Args[0].Text); V && *V < 0) {
        Diags->report(C.Args[0].Loc, Diag::CostNegative) << C.Args[0].Text;
        return true; // the clause is left out
      }
      P.Cost = C.Args[0];
    }
    else if (N == "workers") {
      if (std::optional<double> V = numberInClauseText(C.Args[0].Text); V && *V < 1)
        Diags->report(C.Args[0].Loc, Diag::WorkersNotPositive) << C.Args[0].Text;
      P.Workers = C.Args[0];
    }
    else if (N == "independent")
      P.Independent = true;
    else if (N == "label") {
      // Adjacent literals (`"stage " "one"`) are one literal, as in C; the
      // label is its value (escapes decoded, UTF-8 as `u8"größe"` is), quoted
      // again wherever it is written.
      bool Literal = ArgToks.size() == 1 && llvm::all_of(ArgToks[0], [](const Token &T) {
                       return T.isOneOf(tok::string_literal, tok::utf8_string_literal);
                     });
      if (!Literal) {
        Diags->report(C.Args[0].Loc, Diag::BadLabel);
        return false;
      }
      StringLiteralParser Value(ArgToks[0], PP); // a malformed escape: reported by clang
      if (Value.hadError) return false;
      P.Label = Value.GetString().str();
    } else if (N == "schedule")
      return interpretSchedule(C, P);
    else if (N == "reduction")
      return interpretReduction(PP, C, ArgToks, P);
    else { // in out inout reads writes
      for (const ClauseArg &A : C.Args) {
        ClauseAccess CA;
        CA.Loc = A.Loc;
        CA.Read = N == "in" || N == "inout" || N == "reads";
        CA.Write = N == "out" || N == "inout" || N == "writes";
        std::string Why;
        if (!parseAccess(A.Text, CA.Access, &Why)) {
          Diags->report(A.Loc, Diag::BadAccess) << A.Text << (Why.empty() ? "" : ": " + Why);
          return false;
        }
        P.Accesses.push_back(std::move(CA));
      }
    }
    return true;
  }

  bool interpretSchedule(const Clause &C, NanoPragma &P) {
    llvm::StringRef Kind = C.Args[0].Text;
    size_t Extra = C.Args.size() - 1;
    auto Bad = [&](const char *Takes) {
      Diags->report(C.Args[0].Loc, Diag::ScheduleArgs) << Kind << Takes;
      return false;
    };
    using htg::ScheduleKind;
    if (Kind == "static") {
      P.Schedule = ScheduleKind::static_;
      if (Extra != 0) return Bad("no arguments");
    } else if (Kind == "fixed") {
      P.Schedule = ScheduleKind::fixed;
      if (Extra != 1) return Bad("one argument, the chunk size");
    } else if (Kind == "gss") {
      P.Schedule = ScheduleKind::gss;
      if (Extra > 1) return Bad("at most one argument, the minimum chunk");
    } else if (Kind == "tss") {
      P.Schedule = ScheduleKind::tss;
      if (Extra != 0 && Extra != 2) return Bad("no arguments or two (first, last)");
    } else if (Kind == "factoring") {
      P.Schedule = ScheduleKind::factoring;
      if (Extra != 0) return Bad("no arguments");
    } else if (Kind == "affinity") {
      P.Schedule = ScheduleKind::affinity;
      if (Extra != 0) return Bad("no arguments");
    } else {
      static const llvm::StringRef Schedules[] = {"static", "fixed", "gss", "tss", "factoring", "affinity"};
      std::string Meant = suggestSpelling(Kind, Schedules);
      if (Meant == "fixed" && Extra == 0) Meant = "fixed, 1"; // OpenMP's `dynamic` has chunks of 1
      reportUnknownWord(*Diags, C.Args[0].Loc, Kind, Meant, Diag::BadSchedule, Diag::BadScheduleSuggest);
      return false;
    }
    P.HasSchedule = true;
    for (size_t I = 1; I < C.Args.size(); ++I) {
      // A size that is not positive at run time means the default (LoopLowering).
      if (std::optional<double> V = numberInClauseText(C.Args[I].Text); V && *V < 1) {
        const char *Default = Kind == "fixed" ? "chunks of 1 iteration"
                              : Kind == "gss" ? "a minimum chunk of 1 iteration"
                              : I == 1        ? "a first chunk of N/(2P) iterations"
                                              : "a last chunk of 1 iteration";
        Diags->report(C.Args[I].Loc, Diag::ScheduleArgNotPositive) << C.Args[I].Text << Kind << Default;
      }
      P.ScheduleArgs.push_back(C.Args[I].Text);
    }
    return true;
  }

  bool interpretReduction(Preprocessor &PP, const Clause &C,
                          const std::vector<TokenList> &ArgToks, NanoPragma &P) {
    const TokenList &First = ArgToks[0];
    size_t Colon = 0;
    while (Colon < First.size() && First[Colon].isNot(tok::colon))
      ++Colon;
    if (Colon == 0 || Colon + 1 >= First.size()) {
      Diags->report(C.Args[0].Loc, Diag::BadReductionSyntax);
      return false;
    }
    std::string OpText = spell(PP, llvm::ArrayRef(First).take_front(Colon));
    OpText.erase(std::remove(OpText.begin(), OpText.end(), ' '), OpText.end());
    auto Op = llvm::StringSwitch<std::optional<ReductionOp>>(OpText)
                  .Case("+", ReductionOp::Add)
                  .Case("*", ReductionOp::Mul)
                  .Case("min", ReductionOp::Min)
                  .Case("max", ReductionOp::Max)
                  .Case("&", ReductionOp::BitAnd)
                  .Case("|", ReductionOp::BitOr)
                  .Case("^", ReductionOp::BitXor)
                  .Case("&&", ReductionOp::LogAnd)
                  .Case("||", ReductionOp::LogOr)
                  .Default(std::nullopt);
    if (!Op) {
      Diags->report(First[0].getLocation(), Diag::BadReductionOp) << OpText;
      return false;
    }
    auto AddVar = [&](llvm::ArrayRef<Token> Var) {
      bool NamesObject = llvm::any_of(Var, [](const Token &T) { return T.is(tok::identifier); });
      if (!Var.empty() && NamesObject && (Var.size() != 1 || !Var[0].is(tok::identifier))) {
        // `*sum`, `s.total`, `p->n`: LANGUAGE.md's reductions are on variables.
        Diags->report(Var[0].getLocation(), Diag::ReductionNotVariable)
            << reductionOpSpelling(*Op) << spell(PP, Var);
        return false;
      }
      if (Var.size() != 1 || !Var[0].is(tok::identifier)) {
        Diags->report(Var.empty() ? C.Loc : Var[0].getLocation(),
                      Diag::BadReductionSyntax);
        return false;
      }
      std::string Name = tokenWord(PP, Var[0]);
      for (const ReductionClause &Earlier : P.Reductions)
        if (Earlier.Var == Name) {
          Diags->report(Var[0].getLocation(), Diag::ReductionRepeated)
              << Name << reductionOpSpelling(Earlier.Op);
          return false;
        }
      P.Reductions.push_back({*Op, Name, Var[0].getLocation()});
      return true;
    };
    if (!AddVar(llvm::ArrayRef(First).drop_front(Colon + 1)))
      return false;
    for (size_t I = 1; I < ArgToks.size(); ++I)
      if (!AddVar(ArgToks[I]))
        return false;
    return true;
  }

  void checkClauses(NanoPragma &) {}

  std::shared_ptr<Diagnoser> Diags;
  std::shared_ptr<PragmaTable> Table;
};

} // namespace

bool parseAccess(llvm::StringRef Text, htg::Access &Out, std::string *Why) {
  Out = htg::Access();
  Out.text = Text.trim().str();
  llvm::StringRef S = Text.trim();
  // Parenthesised operands and stacked stars (`*(p + 1)`, `(*pp)[0:n]`, `**pp`):
  // spelled as selectors on the variable first (`p[1]`, `pp[0][0:n]`, `*pp[0]`).
  llvm::StringRef AfterStars = S.ltrim("* \t");
  if (AfterStars.starts_with("(") || S.take_front(S.size() - AfterStars.size()).count('*') > 1) {
    std::string Error;
    std::optional<std::string> Plain = htg::unparenthesized_access(Out.text, &Error);
    if (!Plain) {
      if (Why) *Why = Error;
      return false;
    }
    std::string Original = Out.text;
    bool Parsed = parseAccess(*Plain, Out, Why);
    Out.text = Original;
    return Parsed;
  }
  if (S.consume_front("*")) {
    Out.deref = true;
    S = S.ltrim();
  }
  auto IsIdent = [](char C) { return isalnum(static_cast<unsigned char>(C)) || C == '_'; };
  size_t N = 0;
  while (N < S.size() && IsIdent(S[N]))
    ++N;
  if (N == 0 || isdigit(static_cast<unsigned char>(S[0])))
    return false;
  Out.base = S.take_front(N).str();
  S = S.drop_front(N).ltrim();
  while (!S.empty()) {
    htg::Selector Sel;
    if (S.consume_front(".") || S.starts_with("->")) {
      bool Arrow = S.consume_front("->");
      Sel.kind = Arrow ? htg::Selector::Kind::arrow : htg::Selector::Kind::field;
      S = S.ltrim();
      size_t M = 0;
      while (M < S.size() && IsIdent(S[M]))
        ++M;
      if (M == 0)
        return false;
      Sel.name = S.take_front(M).str();
      S = S.drop_front(M).ltrim();
    } else if (S.consume_front("[")) {
      int Depth = 0;
      size_t End = 0, Colon = llvm::StringRef::npos;
      for (; End < S.size(); ++End) {
        char C = S[End];
        if (C == '[' || C == '(') ++Depth;
        else if (C == ')') --Depth;
        else if (C == ']') {
          if (Depth == 0) break;
          --Depth;
        } else if (C == ':' && Depth == 0 && Colon == llvm::StringRef::npos)
          Colon = End;
      }
      if (End >= S.size())
        return false;
      llvm::StringRef Inner = S.take_front(End);
      if (Colon == llvm::StringRef::npos) {
        Sel.kind = htg::Selector::Kind::index;
        Sel.index = Inner.trim().str();
        if (Sel.index.empty()) return false;
      } else {
        Sel.kind = htg::Selector::Kind::section;
        Sel.index = Inner.take_front(Colon).trim().str();
        Sel.length = Inner.drop_front(Colon + 1).trim().str();
        if (Sel.index.empty() || Sel.length.empty()) return false;
      }
      S = S.drop_front(End + 1).ltrim();
    } else {
      return false;
    }
    Out.selectors.push_back(std::move(Sel));
  }
  return true;
}

namespace {
class CounterRecorder : public PPCallbacks {
public:
  CounterRecorder(Preprocessor &PP, std::shared_ptr<PragmaTable> Table) : PP(PP), Table(std::move(Table)) {}
  void MacroExpands(const Token &Name, const MacroDefinition &, SourceRange Range, const MacroArgs *) override {
    if (Name.getIdentifierInfo() && Name.getIdentifierInfo()->getName() == "__COUNTER__")
      Table->CounterExpansions.push_back(PP.getSourceManager().getExpansionLoc(Range.getBegin()));
  }

private:
  Preprocessor &PP;
  std::shared_ptr<PragmaTable> Table;
};

struct StaticLocalFinder : RecursiveASTVisitor<StaticLocalFinder> {
  bool Found = false;
  bool VisitVarDecl(VarDecl *VD) {
    Found |= VD->isStaticLocal();
    return !Found;
  }
};
} // namespace

bool textMustNotRepeat(const Stmt *S, const PragmaTable &Table, const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  CharSourceRange R = stmtRange(S, Ctx);
  for (SourceLocation L : Table.CounterExpansions)
    if (!SM.isBeforeInTranslationUnit(L, R.getBegin()) && SM.isBeforeInTranslationUnit(L, R.getEnd())) return true;
  StaticLocalFinder Statics;
  Statics.TraverseStmt(const_cast<Stmt *>(S));
  return Statics.Found;
}

void installPragmaHandler(Preprocessor &PP, std::shared_ptr<Diagnoser> Diags,
                          std::shared_ptr<PragmaTable> Table) {
  PP.addPPCallbacks(std::make_unique<CounterRecorder>(PP, Table));
  PP.AddPragmaHandler(new NanoPragmaHandler(std::move(Diags), std::move(Table)));
}

} // namespace nanocc
