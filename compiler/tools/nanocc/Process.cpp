//===- Process.cpp - Running and printing the commands nanocc issues -----===//
#include "Process.h"

#include "Interrupts.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

namespace nanocc::driver {

std::string formatCommand(const Command &Cmd) {
  std::string Line;
  for (const std::string &Word : Cmd) {
    if (!Line.empty())
      Line += ' ';
    bool Plain = !Word.empty() &&
                 Word.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                        "0123456789-_./=+,:@%") == std::string::npos;
    if (Plain) {
      Line += Word;
      continue;
    }
    Line += '\'';
    for (char C : Word)
      Line += C == '\'' ? std::string("'\\''") : std::string(1, C);
    Line += '\'';
  }
  return Line;
}

namespace {

/// Starts \p Cmd with \p Actions (may be null); 0 and the child in \p Pid, or the error.
int spawn(const Command &Cmd, const posix_spawn_file_actions_t *Actions, pid_t &Pid) {
  std::vector<char *> Argv;
  for (const std::string &Word : Cmd)
    Argv.push_back(const_cast<char *>(Word.c_str()));
  Argv.push_back(nullptr);
  int Err = spawnForwardingInterrupts(Pid, Actions, Argv.data());
  if (Err == ECANCELED) return Err; // interrupted: nothing more is started, silently
  if (Err != 0)
    std::fprintf(stderr, "nanocc: error: cannot run '%s': %s\n", Cmd[0].c_str(),
                 std::strerror(Err));
  return Err;
}

/// The exit status of the child \p Pid running \p Cmd (1 when it did not exit).
int waitFor(const Command &Cmd, pid_t Pid) {
  const char *Name = Cmd[0].c_str();
  int Status = 0;
  while (waitpid(Pid, &Status, 0) < 0) {
    if (errno != EINTR) {
      childFinished(Pid);
      std::fprintf(stderr, "nanocc: error: lost track of '%s': %s\n", Name,
                   std::strerror(errno));
      return 1;
    }
  }
  childFinished(Pid);
  if (WIFEXITED(Status))
    return WEXITSTATUS(Status);
  if (receivedInterrupt())
    return 1; // the interrupt passed on to it: main dies of it too
  std::fprintf(stderr, "nanocc: error: '%s' was terminated by signal %d\n", Name,
               WIFSIGNALED(Status) ? WTERMSIG(Status) : 0);
  return 1;
}

} // namespace

int runCommand(const Command &Cmd) {
  pid_t Pid = 0;
  if (spawn(Cmd, nullptr, Pid) != 0)
    return 1;
  return waitFor(Cmd, Pid);
}

int runCommandCapturing(const Command &Cmd, int Stream, std::string &Captured) {
  int Pipe[2];
  if (pipe(Pipe) != 0) {
    std::fprintf(stderr, "nanocc: error: cannot create a pipe: %s\n", std::strerror(errno));
    return 1;
  }
  posix_spawn_file_actions_t Actions;
  posix_spawn_file_actions_init(&Actions);
  posix_spawn_file_actions_adddup2(&Actions, Pipe[1], Stream);
  posix_spawn_file_actions_addclose(&Actions, Pipe[0]);
  posix_spawn_file_actions_addclose(&Actions, Pipe[1]);
  pid_t Pid = 0;
  int Err = spawn(Cmd, &Actions, Pid);
  posix_spawn_file_actions_destroy(&Actions);
  close(Pipe[1]);
  if (Err != 0) {
    close(Pipe[0]);
    return 1;
  }
  char Buffer[4096];
  for (;;) {
    ssize_t N = read(Pipe[0], Buffer, sizeof Buffer);
    if (N < 0 && errno == EINTR)
      continue;
    if (N <= 0)
      break;
    Captured.append(Buffer, static_cast<size_t>(N));
  }
  close(Pipe[0]);
  return waitFor(Cmd, Pid);
}

} // namespace nanocc::driver
