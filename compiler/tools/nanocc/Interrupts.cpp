//===- Interrupts.cpp - SIGINT, SIGTERM and SIGHUP while nanocc runs ------===//
#include "Interrupts.h"

#include <cerrno>
#include <csignal>
#include <spawn.h>

extern char **environ;

namespace nanocc::driver {
namespace {

constexpr int Interrupts[] = {SIGINT, SIGTERM, SIGHUP};

volatile sig_atomic_t Received = 0;
/// The command running now (0: none). Written with the interrupts blocked.
volatile pid_t Running = 0;

void onInterrupt(int Signal) {
  Received = Signal;
  if (Running > 0) kill(Running, Signal);
}

sigset_t interruptSet() {
  sigset_t Set;
  sigemptyset(&Set);
  for (int S : Interrupts) sigaddset(&Set, S);
  return Set;
}

} // namespace

void catchInterrupts() {
  struct sigaction Action = {};
  Action.sa_handler = onInterrupt;
  sigemptyset(&Action.sa_mask);
  for (int S : Interrupts) {
    struct sigaction Old;
    // An interrupt ignored by whoever started nanocc (nohup) stays ignored.
    if (sigaction(S, nullptr, &Old) == 0 && Old.sa_handler == SIG_IGN) continue;
    sigaction(S, &Action, nullptr);
  }
}

int receivedInterrupt() { return Received; }

int spawnForwardingInterrupts(pid_t &Pid, const void *FileActions, char *const Argv[]) {
  // Blocked from before the start until the child is recorded: an interrupt
  // in between reaches the child once unblocked. The child starts unblocked.
  sigset_t Set = interruptSet(), Old;
  sigprocmask(SIG_BLOCK, &Set, &Old);
  if (Received) {
    sigprocmask(SIG_SETMASK, &Old, nullptr);
    return ECANCELED;
  }
  posix_spawnattr_t Attributes;
  posix_spawnattr_init(&Attributes);
  posix_spawnattr_setsigmask(&Attributes, &Old);
  posix_spawnattr_setflags(&Attributes, POSIX_SPAWN_SETSIGMASK);
  int Err = posix_spawnp(&Pid, Argv[0], static_cast<const posix_spawn_file_actions_t *>(FileActions), &Attributes,
                         Argv, environ);
  posix_spawnattr_destroy(&Attributes);
  if (Err == 0) Running = Pid;
  sigprocmask(SIG_SETMASK, &Old, nullptr);
  return Err;
}

void childFinished(pid_t Pid) {
  sigset_t Set = interruptSet(), Old;
  sigprocmask(SIG_BLOCK, &Set, &Old);
  if (Running == Pid) Running = 0;
  sigprocmask(SIG_SETMASK, &Old, nullptr);
}

void reraiseInterrupt() {
  int Signal = Received;
  if (!Signal) return;
  signal(Signal, SIG_DFL);
  raise(Signal);
}

} // namespace nanocc::driver
