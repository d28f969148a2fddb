// write(), read() and the like on a descriptor reach the buffer's n bytes and
// the state of files and devices, which orders them like printf: a task making
// one runs in its creator with the global-state warning, and no `declare` is
// suggested (review: the suggestion said write() writes nothing, which would
// let two writes run in any order).
// RUN: %translate %s 2>&1 >/dev/null | %FileCheck %s --implicit-check-not=note:
#include <unistd.h>
static char buf[64];
int main(void) {
  #pragma nano task
  write(1, buf, 10);
  // CHECK: task-posix-io.c:[[@LINE-1]]:3: warning: task runs in the creating nano-thread: 'write(1, buf, 10)' may touch any global state ('write' uses the state of files and devices (I/O)), such as output
  #pragma nano task
  read(0, buf + 10, 5);
  // CHECK: task-posix-io.c:[[@LINE-1]]:3: warning: task runs in the creating nano-thread: 'read(0, buf + 10, 5)' may touch any global state
  return buf[0];
}
