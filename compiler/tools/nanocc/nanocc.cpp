//===- nanocc.cpp - nanocc / nanocc++: a cc/c++ drop-in that runs #pragma nano in parallel ===//
#include "Driver.h"
#include "DriverOptions.h"
#include "Interrupts.h"
#include "ResponseFiles.h"
#include "Toolchain.h"
#include "ToolchainPaths.h"

#include <cstdio>
#include <string>
#include <vector>

namespace {

constexpr const char *HelpText = R"(usage: %s [options] file...

A drop-in for cc/c++ that runs `#pragma nano` programs on the nano-threads
runtime: every C/C++ source is translated (clang with NanoThreadsPlugin.so),
compiled with clang-19 and linked with libnanothreads.

Inputs:
  *.c                  C source (C++ when invoked as nanocc++)
  *.cpp *.cc *.cxx     C++ source
  *.htg.json           hand-written Hierarchical Task Graph: generated into C/C++
                       and compiled with the other inputs
  anything else        passed to the linker (objects, archives, libraries)

Compiler options, as with clang: -c -S -E -fsyntax-only -o FILE -O<n> -g -I -D -U
-std= -W<warning> -f<flag> -m<flag> -x LANG -L -l -Wl,<args> -shared -static ...

NanoThreads options:
  --keep               keep the translated source next to the output as
                       <name>.nano.c (or .nano.cpp)
  --emit-htg[=FILE]    write the HTG of every annotated region as JSON
                       (default: <name>.htg.json next to the output; - = stdout)
  --explain            remarks at each task/loop: accesses, arcs, and why an
                       assumption had to be conservative (also -Rnano-analysis)
  --grain=N            merge nodes of a `parallel` region estimated below N
                       operations (default 800)
  --verbose            print each command before running it
  -###                 print the commands without running them
  --help, --version
)";

bool invokedAsCXX(const char *Argv0) {
  std::string Name(Argv0);
  size_t Slash = Name.rfind('/');
  if (Slash != std::string::npos)
    Name = Name.substr(Slash + 1);
  return Name.find("++") != std::string::npos;
}

} // namespace

int main(int Argc, char **Argv) {
  using namespace nanocc::driver;
  bool CXX = invokedAsCXX(Argv[0]);
  std::vector<std::string> Args(Argv + 1, Argv + Argc);
  DriverOptions Opts;
  std::string Error;
  if (!expandResponseFiles(Args, Error) || !parseDriverOptions(Args, CXX, Opts, Error)) {
    std::fprintf(stderr, "nanocc: error: %s\n", Error.c_str());
    return 1;
  }
  Toolchain T = locateToolchain();
  if (Opts.Help) {
    std::printf(HelpText, CXX ? "nanocc++" : "nanocc");
    return 0;
  }
  if (Opts.Version) {
    std::printf("nanocc (NanoThreads) %s\ncompiler: %s\nplugin: %s\nruntime: %s, %s\n",
                NANOCC_VERSION, CXX ? T.ClangXX.c_str() : T.Clang.c_str(),
                T.Plugin.c_str(), T.RuntimeLibDir.c_str(), T.RuntimeIncludeDir.c_str());
    return 0;
  }
  catchInterrupts();
  int Status = runDriver(Opts, T);
  reraiseInterrupt(); // after the driver removed its temporary files
  return Status;
}
