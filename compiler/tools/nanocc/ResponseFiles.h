//===- ResponseFiles.h - @file arguments, expanded as cc does -*- C++ -*-===//
#ifndef NANOCC_DRIVER_RESPONSEFILES_H
#define NANOCC_DRIVER_RESPONSEFILES_H

#include <string>
#include <vector>

namespace nanocc::driver {

/// Replaces every `@file` argument by the words of that file (GNU quoting:
/// whitespace separates words, '...' and "..." group, backslash escapes),
/// recursively. An unreadable `@file` stays as it is, as with gcc and clang.
/// Returns false (with \p Error) when response files nest too deeply.
bool expandResponseFiles(std::vector<std::string> &Args, std::string &Error);

} // namespace nanocc::driver

#endif // NANOCC_DRIVER_RESPONSEFILES_H
