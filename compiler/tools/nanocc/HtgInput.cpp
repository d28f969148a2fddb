//===- HtgInput.cpp - *.htg.json inputs: validate and generate C/C++ ------===//
#include "HtgInput.h"

#include "TempFiles.h"

#include "htg/reader.hpp"
#include "nano/htg_codegen.hpp"

#include <cstdio>
#include <filesystem>
#include <fstream>

namespace fs = std::filesystem;

namespace nanocc::driver {

std::string htgStem(const std::string &HTGPath) {
  std::string Name = fs::path(HTGPath).filename().string();
  const std::string Suffix = ".htg.json";
  if (Name.size() > Suffix.size() && Name.ends_with(Suffix))
    Name.resize(Name.size() - Suffix.size());
  return Name;
}

bool generateFromHTG(const std::string &HTGPath, const std::string &PathBase,
                     GeneratedSource &Out) {
  htg::ReadResult Read = htg::read_file(HTGPath);
  for (const htg::Diagnostic &D : Read.diagnostics)
    std::fprintf(stderr, "%s\n", htg::format_diagnostic(D, HTGPath).c_str());
  if (!Read.ok())
    return false;

  const htg::Document &Doc = *Read.document;
  std::string Extension = htg::generated_extension(Doc);
  Out.Path = PathBase + Extension;
  Out.CXX = Extension != ".c";

  htg::CodegenOptions Options;
  Options.output_name = Out.Path;
  Options.source_name = HTGPath;
  Options.source_map = &Read.source_map;
  std::string Code = htg::generate_code(Doc, Options);
  Out.SourceMap = Read.source_map;
  Out.NestedDirectives = Code.find("_Pragma(\"nano ") != std::string::npos;

  if (std::string Why = unwritableOutput(Out.Path); !Why.empty()) {
    std::fprintf(stderr, "nanocc: error: %s\n", Why.c_str());
    return false;
  }
  std::string Staged = stagingNameFor(Out.Path);
  {
    std::ofstream File(Staged, std::ios::binary | std::ios::trunc);
    File << Code;
    File.close();
    if (!File) {
      std::fprintf(stderr, "nanocc: error: cannot write '%s'\n", Out.Path.c_str());
      std::error_code Ignored;
      fs::remove(Staged, Ignored);
      return false;
    }
  }
  std::string Error;
  if (!commitOutput(Staged, Out.Path, Error)) {
    std::fprintf(stderr, "nanocc: error: %s\n", Error.c_str());
    return false;
  }
  return true;
}

} // namespace nanocc::driver
