//===- Driver.h - nanocc's steps: generate, translate+compile, link -*- C++ -*-===//
#ifndef NANOCC_DRIVER_DRIVER_H
#define NANOCC_DRIVER_DRIVER_H

#include "DriverOptions.h"
#include "Toolchain.h"

namespace nanocc::driver {

/// Runs the compilation \p Opts describes and returns the exit status: 0, or
/// the first failing command's status. Final outputs appear whole or not at all.
int runDriver(const DriverOptions &Opts, const Toolchain &T);

} // namespace nanocc::driver

#endif // NANOCC_DRIVER_DRIVER_H
