// nanocc's own warnings follow -Werror, -w and their group -Wnano-sequential (in
// -Wnano), through nanocc and the plugin (probe finding 3). clang does not know
// the group: nanocc hands it to the plugin, plugin users write
// -fplugin-arg-nano-Wno-nano-sequential. Each warning names its option, as clang's do.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nanocc -c %s -o %t/w.o 2>&1 | %FileCheck %s --check-prefix=WARN
// RUN: not %nanocc -Werror -c %s -o %t/werror.o 2>&1 | %FileCheck %s --check-prefix=ERR
// RUN: not ls %t/werror.o
// RUN: not %clang -fplugin=%plugin -Werror -c %s -o %t/plugin-werror.o 2>&1 | %FileCheck %s --check-prefix=ERR
// RUN: not ls %t/plugin-werror.o
// RUN: not %nanocc -Werror=nano-sequential -c %s -o %t/group-error.o 2>&1 | %FileCheck %s --check-prefix=ERR
// RUN: %nanocc -Werror -Wno-error=nano -c %s -o %t/no-error.o 2>&1 | %FileCheck %s --check-prefix=WARN
// RUN: %nanocc -Werror -Wno-nano-sequential -c %s -o %t/quiet.o 2>&1 | %FileCheck %s --allow-empty --check-prefix=QUIET
// RUN: %nanocc -w -c %s -o %t/w-quiet.o 2>&1 | %FileCheck %s --allow-empty --check-prefix=QUIET
// RUN: %clang -fplugin=%plugin -Werror -fplugin-arg-nano-Wno-nano -c %s -o %t/plugin-quiet.o 2>&1 | %FileCheck %s --allow-empty --check-prefix=QUIET
// RUN: ls %t/w.o %t/no-error.o %t/quiet.o %t/w-quiet.o %t/plugin-quiet.o
// RUN: not %clang -fplugin=%plugin -fplugin-arg-nano-Wnano-colour -c %s -o %t/bad.o 2>&1 | %FileCheck %s --check-prefix=BADARG
#include <stdio.h>
void opaque(int *p);
int main(void) {
  int x = 0;
#pragma nano task
  opaque(&x);
  // WARN: nano-warnings.c:[[@LINE-1]]:3: warning: task runs in the creating nano-thread: {{.*}} [-Wnano-sequential]{{$}}
  // WARN: note: 'opaque' has no body in this file
  // ERR: nano-warnings.c:[[@LINE-3]]:3: error: task runs in the creating nano-thread: {{.*}} [-Werror,-Wnano-sequential]
  // ERR: note: 'opaque' has no body in this file
  // QUIET-NOT: warning:
  // QUIET-NOT: note:
  // BADARG: error: unknown argument '-fplugin-arg-nano-Wnano-colour'
  printf("%d\n", x);
  return 0;
}
