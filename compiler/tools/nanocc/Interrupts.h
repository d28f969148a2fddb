//===- Interrupts.h - SIGINT, SIGTERM and SIGHUP while nanocc runs -*- C++ -*-===//
#ifndef NANOCC_DRIVER_INTERRUPTS_H
#define NANOCC_DRIVER_INTERRUPTS_H

#include <sys/types.h>

namespace nanocc::driver {

/// Protocol: an interrupt (SIGINT, SIGTERM, SIGHUP) is passed on to the command
/// running at the time, and no further command is started; the driver unwinds
/// (its temporary directory and staged outputs removed) and main then dies of
/// the same signal (reraiseInterrupt), as cc does. Installed once, by main.
void catchInterrupts();

/// The interrupt received so far, 0 when none.
int receivedInterrupt();

/// Starts \p Argv (argv[0] looked up in PATH) with the interrupts unblocked
/// and the child recorded as the command to pass them on to; posix_spawnp's
/// result (an errno value, 0 on success).
int spawnForwardingInterrupts(pid_t &Pid, const void *FileActions, char *const Argv[]);

/// After \p Pid was waited for: interrupts are no longer passed on to it.
void childFinished(pid_t Pid);

/// When an interrupt was received: dies of it (default action). Returns otherwise.
void reraiseInterrupt();

} // namespace nanocc::driver

#endif // NANOCC_DRIVER_INTERRUPTS_H
