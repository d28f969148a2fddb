//===- Process.cpp - Running and printing the commands nanocc issues -----===//
#include "Process.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <spawn.h>
#include <sys/wait.h>

extern char **environ;

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

int runCommand(const Command &Cmd) {
  std::vector<char *> Argv;
  for (const std::string &Word : Cmd)
    Argv.push_back(const_cast<char *>(Word.c_str()));
  Argv.push_back(nullptr);

  pid_t Pid = 0;
  int Err = posix_spawnp(&Pid, Argv[0], nullptr, nullptr, Argv.data(), environ);
  if (Err != 0) {
    std::fprintf(stderr, "nanocc: error: cannot run '%s': %s\n", Argv[0],
                 std::strerror(Err));
    return 1;
  }
  int Status = 0;
  while (waitpid(Pid, &Status, 0) < 0) {
    if (errno != EINTR) {
      std::fprintf(stderr, "nanocc: error: lost track of '%s': %s\n", Argv[0],
                   std::strerror(errno));
      return 1;
    }
  }
  if (WIFEXITED(Status))
    return WEXITSTATUS(Status);
  std::fprintf(stderr, "nanocc: error: '%s' was terminated by signal %d\n", Argv[0],
               WIFSIGNALED(Status) ? WTERMSIG(Status) : 0);
  return 1;
}

} // namespace nanocc::driver
