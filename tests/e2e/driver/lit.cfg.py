# lit.cfg.py - the driver and plugin suite: nanocc, nanocc++ and clang -fplugin=NanoThreadsPlugin.so.
#
# Substitutions: %nanoccxx (nanocc++), %nanocc, %plugin (NanoThreadsPlugin.so),
# %clangxx, %clang (clang-19), %FileCheck, %runtime_lib (directory of
# libnanothreads), %build_dir, %runtime_include, %link_runtime (what a plugin-built program
# links: the runtime and its dependencies).
import os
import sys
import lit.formats

config.name = "nanocc-driver"
config.test_format = lit.formats.ShTest(True)
config.suffixes = [".c", ".cpp", ".test"]
config.excludes = ["Inputs", "driver_options_test.cpp"]  # the Catch2 unit test of the option parser
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.nano_build_dir, "tests", "e2e", "driver", "lit-out")

bindir = os.path.join(config.nano_build_dir, "bin")
libdir = os.path.join(config.nano_build_dir, "lib")
include = os.path.join(config.nano_source_dir, "runtime", "include")
# Longest names first: lit substitutes in order.
config.substitutions.append(("%nanoccxx", os.path.join(bindir, "nanocc++")))
config.substitutions.append(("%nanocc", os.path.join(bindir, "nanocc")))
config.substitutions.append(("%plugin", os.path.join(libdir, "NanoThreadsPlugin.so")))
config.substitutions.append(("%clangxx", "clang++-19"))
config.substitutions.append(("%clang", "clang-19"))
# FileCheck through the compiler suite's check_output.py: outputs that echo
# the test's source (kept sources, diagnostics) lose its directive comments.
config.substitutions.append(("%FileCheck", sys.executable + " " + os.path.join(os.path.dirname(__file__), "..", "..", "compiler",
                                                                     "check_output.py") +
                             " /usr/lib/llvm-19/bin/FileCheck"))
config.substitutions.append(("%runtime_lib", libdir))
config.substitutions.append(("%build_dir", config.nano_build_dir))
config.substitutions.append(("%python", sys.executable))
config.substitutions.append(("%runtime_include", include))
config.substitutions.append(
    ("%link_runtime", "-L%s -lnanothreads -lstdc++ -lm -lpthread" % libdir))
config.environment["NANO_WORKERS"] = "2"
config.environment["PATH"] = "/usr/lib/llvm-19/bin:" + os.environ.get("PATH", "")

# nanocc adds stack-clash probes on x86_64 only.
import platform
if platform.machine() == "x86_64":
    config.available_features.add("x86_64")
