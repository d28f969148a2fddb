// -Rnano-analysis (LANGUAGE.md) asks for the analysis remarks: nanocc takes it as
// --explain and does not pass it to clang (no "unknown remark option" warning); the
// plugin reads it from clang's remark list (clang warns about it before the plugin loads).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nanocc -Rnano-analysis -c %s -o %t/nanocc.o 2>&1 | %FileCheck %s --check-prefix=NANOCC
// RUN: %nanocc -Rnano-analysis -Rno-nano-analysis -c %s -o %t/off.o 2>&1 | %FileCheck %s --check-prefix=OFF --allow-empty
// RUN: %clang -fplugin=%plugin -isystem %runtime_include -Rnano-analysis -c %s -o %t/plugin.o 2>&1 | %FileCheck %s --check-prefix=PLUGIN
// RUN: %clang -fplugin=%plugin -isystem %runtime_include -c %s -o %t/quiet.o 2>&1 | %FileCheck %s --check-prefix=OFF --allow-empty
// NANOCC-NOT: unknown remark option
// NANOCC: remark-option.c:20:3: remark: assumed any memory may be accessed
// NANOCC-NOT: unknown remark option
// PLUGIN: remark-option.c:20:3: remark: assumed any memory may be accessed
// OFF-NOT: remark:
void ext_update(double *p, int n);
int value(void);
int value(void) {
  double v[10] = {0};
  double w[10] = {0};
  #pragma nano task
  ext_update(v, 10);
  #pragma nano task
  ext_update(w, 10);
  return (int)(v[0] + w[0]);
}
