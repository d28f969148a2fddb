// A preprocessed source (.i) keeps its '#pragma nano' lines but is compiled
// untranslated: nanocc says so, once per file, and names what to do (before,
// the directives were dropped without a word, and clang warned only about an
// unused -isystem). A .i without directives gets no warning.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nanocc -E %s -o %t/with.i
// RUN: %nanocc -c %t/with.i -o %t/with.o 2> %t/with.err
// RUN: %FileCheck %s < %t/with.err
// RUN: %nanocc -E -DPLAIN %s -o %t/plain.i
// RUN: %nanocc -c %t/plain.i -o %t/plain.o 2> %t/plain.err
// RUN: not grep "warning" %t/plain.err
// CHECK: nanocc: warning: '{{.*}}with.i' is preprocessed source, compiled untranslated: its '#pragma nano' directives are ignored; compile the original source instead
// CHECK-NOT: warning
int twice(int v) { return 2 * v; }
int use(void) {
  int a = 0;
#ifndef PLAIN
  #pragma nano task
#endif
  a = twice(21);
  return a;
}
