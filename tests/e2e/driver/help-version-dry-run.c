// --help, --version, -### (print the commands, run nothing) and --verbose
// (print, then run).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nanocc --help | %FileCheck %s --check-prefix=HELP
// RUN: %nanocc --version | %FileCheck %s --check-prefix=VERSION
// RUN: %nanocc -### -O2 %s -o %t/app 2>&1 | %FileCheck %s --check-prefix=DRY
// RUN: not ls %t/app
// RUN: %nanocc --verbose --explain --grain=2000 -O2 %s -o %t/app 2>&1 | %FileCheck %s --check-prefix=DRY
// RUN: %t/app | %FileCheck %s --check-prefix=OUT
// HELP: usage: nanocc [options] file...
// HELP: --keep
// HELP: --emit-htg[=FILE]
// VERSION: nanocc (NanoThreads) {{[0-9]+\.[0-9]+\.[0-9]+}}
// VERSION: plugin: {{.*}}NanoThreadsPlugin.so
// DRY: clang {{.*}}-fplugin={{.*}}NanoThreadsPlugin.so{{.*}} -c {{.*}}help-version-dry-run.c -o {{.*}}.o
// DRY: clang {{.*}}.o -L{{.*}} -lnanothreads {{.*}}-o {{.*}}app
// OUT: done
#include <stdio.h>

int main(void) {
  puts("done");
  return 0;
}
