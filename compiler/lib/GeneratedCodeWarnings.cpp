//===- GeneratedCodeWarnings.cpp - The user's warning flags and generated code ===//
#include "nanocc/GeneratedCodeWarnings.h"

#include "llvm/ADT/StringRef.h"

namespace nanocc {
namespace {

constexpr const char *GeneratedFile = "<nano-generated>";

/// Warnings about how code is written, not what it does: generated code may
/// trigger them and the user cannot change it. (Every name is known to clang 19:
/// an unknown one would itself warn.)
constexpr const char *StyleWarnings[] = {
    "-Wconversion",          "-Wsign-conversion",     "-Wshorten-64-to-32",
    "-Wcast-qual",           "-Wcast-align",          "-Wold-style-cast",
    "-Wzero-as-null-pointer-constant", "-Wused-but-marked-unused", "-Wunused",
    "-Wpadded",              "-Wshadow-all",          "-Wextra-semi-stmt",
    "-Wreserved-identifier", "-Wunsafe-buffer-usage", "-Wmissing-prototypes",
    "-Wmissing-variable-declarations", "-Wdeclaration-after-statement",
    "-Wc++98-compat-pedantic", "-Wdisabled-macro-expansion", "-Wmissing-field-initializers",
    "-Wcomma",               "-Wdouble-promotion",    "-Wimplicit-int-float-conversion",
    "-Wfloat-conversion",    "-Wsign-compare",        "-Wextra-semi",
    "-Wgnu-statement-expression", "-Wlanguage-extension-token", "-Wnewline-eof",
    "-Wredundant-parens",    "-Wunused-macros",       "-Wswitch-default",
    "-Wunused-parameter",    "-Wunused-template",     "-Wgcc-compat",
    "-Wc99-extensions",
};

/// The file a `#line N "file"` directive names; false for any other line.
bool lineDirectiveFile(llvm::StringRef Line, llvm::StringRef &File) {
  Line = Line.ltrim(" \t");
  if (!Line.consume_front("#"))
    return false;
  Line = Line.ltrim(" \t");
  if (!Line.consume_front("line"))
    return false;
  size_t Open = Line.find('"'), Close = Line.rfind('"');
  if (Open == llvm::StringRef::npos || Close <= Open)
    return false;
  File = Line.slice(Open + 1, Close);
  return true;
}

std::string quietingPragmas() {
  std::string S = "#pragma clang diagnostic push\n";
  for (const char *W : StyleWarnings)
    S += std::string("#pragma clang diagnostic ignored \"") + W + "\"\n";
  return S;
}

} // namespace

std::string quietGeneratedCode(const std::string &Translated) {
  static const std::string Quiet = quietingPragmas();
  std::string Out;
  Out.reserve(Translated.size() + 4096);
  bool InGenerated = false;
  llvm::StringRef Rest(Translated);
  while (!Rest.empty()) {
    auto [Line, After] = Rest.split('\n');
    bool HadNewline = Line.size() < Rest.size();
    llvm::StringRef File;
    bool Directive = lineDirectiveFile(Line, File);
    if (Directive && InGenerated && File != GeneratedFile) {
      Out += "#pragma clang diagnostic pop\n";
      InGenerated = false;
    }
    Out += Line;
    if (HadNewline)
      Out += '\n';
    if (Directive && !InGenerated && File == GeneratedFile) {
      // The pragmas take the generated stretch's first lines: its numbers mean nothing.
      Out += Quiet;
      InGenerated = true;
    }
    Rest = After;
  }
  if (InGenerated)
    Out += "\n#pragma clang diagnostic pop\n";
  return Out;
}

} // namespace nanocc
