//===- PluginOptions.h - -fplugin-arg-nano-<x> arguments -------*- C++ -*-===//
#ifndef NANOPLUGIN_PLUGINOPTIONS_H
#define NANOPLUGIN_PLUGINOPTIONS_H

#include "nanocc/Translator.h"

#include <string>
#include <vector>

namespace nanoplugin {

/// What `-fplugin-arg-nano-<x>` asked for.
struct PluginOptions {
  nanocc::TranslateOptions Translate;
  /// Non-empty: write the translated source there (keep=<path>).
  std::string KeepPath;
};

/// Parses the plugin arguments (`keep=<path>`, `emit-htg=<path>`, `explain`,
/// `grain=<ops>`, `Wno-nano-sequential` and the other nano warning options). On a bad argument returns false and sets \p Error to a
/// message naming it and the accepted forms.
bool parsePluginArgs(const std::vector<std::string> &Args, PluginOptions &Opts,
                     std::string &Error);

} // namespace nanoplugin

#endif // NANOPLUGIN_PLUGINOPTIONS_H
