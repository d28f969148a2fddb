# lit.cfg.py - the compiler's lit + FileCheck suite.
#
# Substitutions: %nanocc (the driver), %translate (nano-translate, the library on
# one file), %FileCheck, %clang (clang-19), %clangxx, %runtime_include, %runtime_lib.
import os
import sys
import lit.formats

config.name = "nanocc"
config.test_format = lit.formats.ShTest(True)
config.suffixes = [".c", ".cpp"]
config.excludes = ["Inputs", "nano-translate.cpp", "check_output.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.nano_build_dir, "tests", "compiler", "lit-out")

bindir = os.path.join(config.nano_build_dir, "bin")
libdir = os.path.join(config.nano_build_dir, "lib")
config.substitutions.append(("%nanocc", os.path.join(bindir, "nanocc")))
config.substitutions.append(("%translate", os.path.join(bindir, "nano-translate")))
config.substitutions.append(("%nano_htg", os.path.join(bindir, "nano-htg")))
# FileCheck through check_output.py: the checked output (translated source,
# diagnostics echoing source lines) loses the test's own directive comments,
# which would otherwise match themselves.
config.substitutions.append(("%FileCheck", sys.executable + " " + os.path.join(os.path.dirname(__file__), "check_output.py") +
                             " /usr/lib/llvm-19/bin/FileCheck"))
config.substitutions.append(("%clangxx", "clang++-19"))
config.substitutions.append(("%clang", "clang-19"))
config.substitutions.append(("%runtime_include", config.nano_runtime_include))
config.substitutions.append(("%runtime_lib", libdir))
if os.path.exists(os.path.join(libdir, "libnanothreads.so")) or \
   os.path.exists(os.path.join(libdir, "libnanothreads.a")):
    config.available_features.add("runtime")
# Presets that build the translator without the driver (asan) skip tests that run it.
if os.path.exists(os.path.join(bindir, "nanocc")):
    config.available_features.add("nanocc")
config.environment["NANO_WORKERS"] = "2"
# `python3` in a RUN line is the interpreter lit runs under, not a version manager's
# shim on PATH (which costs ~0.6 s per start).
config.environment["PATH"] = os.pathsep.join(
    ["/usr/lib/llvm-19/bin", os.path.dirname(sys.executable), os.environ.get("PATH", "")])
