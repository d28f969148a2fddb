// captured_stderr.hpp — what code prints on stderr (fd 2), for tests of messages.
#pragma once

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <string>

namespace nano_tests {

// Runs `action` with fd 2 redirected to a temporary file; returns what it wrote.
template <class Action>
std::string stderr_of(Action action) {
  std::fflush(stderr);
  FILE *captured = std::tmpfile();
  if (!captured) std::abort();
  const int saved = ::dup(2);
  ::dup2(::fileno(captured), 2);
  action();
  std::fflush(stderr);
  ::dup2(saved, 2);
  ::close(saved);
  std::rewind(captured);
  std::string text;
  for (int c; (c = std::fgetc(captured)) != EOF;) text += static_cast<char>(c);
  std::fclose(captured);
  return text;
}

}  // namespace nano_tests
