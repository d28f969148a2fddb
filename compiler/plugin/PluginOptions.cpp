//===- PluginOptions.cpp - -fplugin-arg-nano-<x> arguments ----------------===//
#include "PluginOptions.h"

#include "nanocc/Diagnostics.h"

#include "llvm/ADT/StringRef.h"

namespace nanoplugin {

bool parsePluginArgs(const std::vector<std::string> &Args, PluginOptions &Opts,
                     std::string &Error) {
  for (const std::string &Arg : Args) {
    auto [Name, Value] = llvm::StringRef(Arg).split('=');
    bool HasValue = llvm::StringRef(Arg).contains('=');
    if (Name == "keep" && HasValue && !Value.empty()) {
      Opts.KeepPath = Value.str();
    } else if (Name == "emit-htg" && HasValue && !Value.empty()) {
      Opts.Translate.EmitHTGPath = Value.str();
    } else if (Name == "explain" && !HasValue) {
      Opts.Translate.Explain = true;
    } else if (Arg.size() > 1 && Arg[0] == 'W' && nanocc::isNanoWarningOption(llvm::StringRef(Arg).drop_front())) {
      Opts.Translate.WarningOptions.push_back(Arg.substr(1));
    } else if (Name == "grain" && HasValue) {
      unsigned Grain = 0;
      if (Value.getAsInteger(10, Grain)) {
        Error = "invalid value '" + Value.str() +
                "' in '-fplugin-arg-nano-grain=': expected a number of operations";
        return false;
      }
      Opts.Translate.GrainThreshold = Grain;
    } else {
      Error = "unknown argument '-fplugin-arg-nano-" + Arg +
              "'; accepted: keep=<path>, emit-htg=<path>, explain, grain=<ops>, "
              "W[no-][error=]nano[-sequential]";
      return false;
    }
  }
  return true;
}

} // namespace nanoplugin
