// -fsanitize=thread (or address) on a link with a runtime built without that
// sanitizer gets a warning that names what to do: ThreadSanitizer cannot see
// the runtime's synchronisation and reports races in correct programs (probe2
// A22). No warning for other sanitizers, when the sanitizer is switched off
// again, or without a link (the user links a sanitizer-built runtime).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nanocc -### -fsanitize=thread %s -o %t/app 2> %t/thread.err
// RUN: %FileCheck %s --check-prefix=THREAD < %t/thread.err
// RUN: %nanocc -### -fsanitize=undefined %s -o %t/app 2> %t/ub.err
// RUN: not grep "warning" %t/ub.err
// RUN: %nanocc -### -fsanitize=thread,undefined -fno-sanitize=thread %s -o %t/app 2> %t/off.err
// RUN: not grep "warning" %t/off.err
// RUN: %nanocc -### -c -fsanitize=thread %s -o %t/app.o 2> %t/compile.err
// RUN: not grep "warning" %t/compile.err
// THREAD: nanocc: warning: '-fsanitize=thread' links the nanothreads runtime that was built without it, so the sanitizer cannot follow nano-threads and reports data races that do not exist; link a runtime built with the 'tsan' preset instead (see "Sanitizers" in docs/getting-started.md)
// THREAD-NOT: warning
int main(void) {
  int x = 0;
  #pragma nano task
  x = 1;
  return x - 1;
}
