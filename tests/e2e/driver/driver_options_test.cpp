// driver_options_test.cpp - nanocc's command line: @file expansion and classification
// (which options reach the compile commands, which the link, in what order, the errors).
#include "DriverOptions.h"
#include "ResponseFiles.h"

#include <catch2/catch.hpp>

#include <cstdio>
#include <fstream>

using nanocc::driver::DriverOptions;
using nanocc::driver::InputKind;
using nanocc::driver::parseDriverOptions;
using nanocc::driver::Stage;

namespace {

DriverOptions parse(std::vector<std::string> Args, bool CXX = false) {
  DriverOptions Opts;
  std::string Error;
  REQUIRE(parseDriverOptions(Args, CXX, Opts, Error));
  CHECK(Error.empty());
  return Opts;
}

std::string parseError(std::vector<std::string> Args) {
  DriverOptions Opts;
  std::string Error;
  CHECK_FALSE(parseDriverOptions(Args, false, Opts, Error));
  return Error;
}

/// The link items as the words they become, sources shown as "<input N>".
std::vector<std::string> linkWords(const DriverOptions &Opts) {
  std::vector<std::string> Words;
  for (const auto &Item : Opts.LinkItems)
    Words.push_back(Item.Input < 0 ? Item.Arg : "<input " + std::to_string(Item.Input) + ">");
  return Words;
}

} // namespace

TEST_CASE("preprocessor and language options go to the compile commands only") {
  DriverOptions Opts = parse({"-I", "inc", "-Iinc2", "-DN=3", "-U", "X", "-std=c11", "-Wall",
                              "-include", "pre.h", "-MD", "-MF", "a.d", "a.c"});
  CHECK(Opts.CompileFlags == std::vector<std::string>{"-I", "inc", "-Iinc2", "-DN=3", "-U", "X",
                                                      "-std=c11", "-Wall", "-include", "pre.h",
                                                      "-MD", "-MF", "a.d"});
  CHECK(Opts.LinkFlags.empty());
}

TEST_CASE("libraries keep their order relative to the inputs") {
  DriverOptions Opts =
      parse({"main.c", "-L", "libs", "-lfoo", "util.o", "-Wl,--as-needed", "-l", "bar", "x.a"});
  CHECK(linkWords(Opts) == std::vector<std::string>{"<input 0>", "-L", "libs", "-lfoo",
                                                    "<input 1>", "-Wl,--as-needed", "-l", "bar",
                                                    "<input 2>"});
  CHECK(Opts.CompileFlags.empty());
}

TEST_CASE("code generation and unknown options go to both") {
  DriverOptions Opts = parse({"-O2", "-g", "-fPIC", "-march=native", "-pthread", "--frobnicate",
                              "-shared", "-fuse-ld=lld", "a.c"});
  CHECK(Opts.CompileFlags ==
        std::vector<std::string>{"-O2", "-g", "-fPIC", "-march=native", "-pthread", "--frobnicate"});
  CHECK(Opts.LinkFlags == std::vector<std::string>{"-O2", "-g", "-fPIC", "-march=native",
                                                   "-pthread", "--frobnicate", "-shared",
                                                   "-fuse-ld=lld"});
}

TEST_CASE("clang's options with a separate value keep it, never taken for an input") {
  DriverOptions Opts = parse({"-include-pch", "k.pch", "-MJ", "cc.json", "-serialize-diagnostics", "d.dia",
                              "-iprefix", "/usr/", "-z", "now", "-e", "main", "a.c"});
  CHECK(Opts.Inputs.size() == 1);
  CHECK(Opts.CompileFlags == std::vector<std::string>{"-include-pch", "k.pch", "-MJ", "cc.json",
                                                      "-serialize-diagnostics", "d.dia", "-iprefix", "/usr/"});
  CHECK(linkWords(Opts) == std::vector<std::string>{"-z", "now", "-e", "main", "<input 0>"});
}

TEST_CASE("questions for clang are recognised, to be answered without an input") {
  for (const char *Query : {"-v", "-dumpversion", "-dumpmachine", "-print-prog-name=ld", "-print-search-dirs",
                            "--print-target-triple"}) {
    DriverOptions Opts = parse({Query});
    CHECK(Opts.ClangQuery);
    CHECK(Opts.CompileFlags == std::vector<std::string>{Query});
  }
  CHECK_FALSE(parse({"-O2", "a.c"}).ClangQuery);
}

TEST_CASE("the earliest stage wins, as with clang") {
  CHECK(parse({"a.c"}).Stage == Stage::Link);
  CHECK(parse({"-c", "a.c"}).Stage == Stage::Compile);
  CHECK(parse({"-c", "-S", "a.c"}).Stage == Stage::Assemble);
  CHECK(parse({"-S", "-fsyntax-only", "a.c"}).Stage == Stage::SyntaxOnly);
  CHECK(parse({"-fsyntax-only", "-E", "-c", "a.c"}).Stage == Stage::Preprocess);
}

TEST_CASE("the options -M and -MM imply -E, as with clang; -MD and -MMD do not") {
  DriverOptions M = parse({"-MM", "-c", "a.c"});
  CHECK(M.Stage == Stage::Preprocess);
  CHECK(M.CompileFlags == std::vector<std::string>{"-MM"});
  CHECK(parse({"-M", "a.c", "b.c"}).Stage == Stage::Preprocess);
  CHECK(parse({"-MD", "-c", "a.c"}).Stage == Stage::Compile);
  CHECK(parse({"-MMD", "-MP", "a.c"}).Stage == Stage::Link);
}

TEST_CASE("the option -save-temps is refused with the driver's own option to use instead") {
  CHECK(parseError({"-save-temps", "-c", "a.c"}) ==
        "'-save-temps' is not supported: use --keep to keep the translated source next to "
        "the output as <name>.nano.c (or .nano.cpp)");
  CHECK(parseError({"-save-temps=obj", "a.c"}).find("use --keep") != std::string::npos);
}

TEST_CASE("inputs are classified by extension, -x and the driver's name") {
  DriverOptions Opts = parse({"a.c", "b.cpp", "c.cc", "g.htg.json", "s.S", "o.o", "lib.a",
                              "-x", "c++", "d.c", "-x", "none", "e.c"});
  std::vector<InputKind> Kinds;
  for (const auto &In : Opts.Inputs)
    Kinds.push_back(In.Kind);
  CHECK(Kinds == std::vector<InputKind>{InputKind::C, InputKind::CXX, InputKind::CXX,
                                        InputKind::HTG, InputKind::OtherSource,
                                        InputKind::Linker, InputKind::Linker, InputKind::CXX,
                                        InputKind::C});
  CHECK(Opts.Inputs[7].Language == "c++");
  CHECK(Opts.Inputs[8].Language.empty());
  CHECK(parse({"a.c"}, /*CXX=*/true).Inputs[0].Kind == InputKind::CXX);
}

TEST_CASE("nanocc's own options") {
  DriverOptions Opts = parse({"--keep", "--emit-htg=g.json", "--explain", "--grain=2000",
                              "--verbose", "-o", "app", "a.c"});
  CHECK(Opts.Keep);
  CHECK(Opts.EmitHTG);
  CHECK(Opts.EmitHTGFile == "g.json");
  CHECK(Opts.Explain);
  CHECK(Opts.Grain == 2000u);
  CHECK(Opts.Verbose);
  CHECK(Opts.Output == "app");
  CHECK(Opts.CompileFlags.empty());
  CHECK(Opts.LinkFlags.empty());
  DriverOptions Default = parse({"--emit-htg", "-oapp", "a.c"});
  CHECK(Default.EmitHTG);
  CHECK(Default.EmitHTGFile.empty());
  CHECK(Default.Output == "app");
}

TEST_CASE("bad command lines are refused with a message naming the problem") {
  CHECK(parseError({"a.c", "-o"}) == "missing argument to '-o'");
  CHECK(parseError({"-I"}) == "missing argument to '-I'");
  CHECK(parseError({"--grain=12x"}) ==
        "invalid value '12x' in '--grain=': expected a number of operations");
  CHECK(parseError({"-o", "a", "-o", "b"}) == "more than one output file ('-o a' and '-o b')");
  CHECK(parseError({"--emit-htg="}) == "missing file name in '--emit-htg='");
  CHECK(parseError({"-"}).find("standard input") != std::string::npos);
}

TEST_CASE("@file arguments are expanded with GNU quoting") {
  std::string Path = "nanocc-driver-options-test.rsp";
  {
    std::ofstream File(Path);
    File << "-O2 'two words.c' \"-DMSG=\\\"hi\\\"\"\n  -o app\\ 1 @missing.rsp\n";
  }
  std::vector<std::string> Args{"-c", "@" + Path, "x.c"};
  std::string Error;
  REQUIRE(nanocc::driver::expandResponseFiles(Args, Error));
  CHECK(Args == std::vector<std::string>{"-c", "-O2", "two words.c", "-DMSG=\"hi\"", "-o",
                                         "app 1", "@missing.rsp", "x.c"});
  std::remove(Path.c_str());
}
