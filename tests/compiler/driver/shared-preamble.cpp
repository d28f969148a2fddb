// With NANO_TRANSLATE_PREAMBLE=1 the C++ plugin path precompiles the file's preamble
// once and both the analysis parse and the compile read it: the translation is the
// same as without it (the default), a warning in a header of the preamble is reported
// once at its file:line:col, and an error after the preamble points at the user's line.
// RUN: rm -rf %t && mkdir -p %t/shared %t/parsed
// RUN: env NANO_TRANSLATE_PREAMBLE=1 %nanoccxx -Wall -I %S/Inputs --keep -c %s -o %t/shared/app.o 2> %t/shared.err
// RUN: %nanoccxx -Wall -I %S/Inputs --keep -c %s -o %t/parsed/app.o 2> %t/parsed.err
// RUN: diff %t/shared/shared-preamble.nano.cpp %t/parsed/shared-preamble.nano.cpp
// RUN: %FileCheck %s --check-prefix=WARN < %t/shared.err
// RUN: %FileCheck %s --check-prefix=WARN < %t/parsed.err
// RUN: not env NANO_TRANSLATE_PREAMBLE=1 %nanoccxx -I %S/Inputs -DBROKEN -c %s -o %t/broken.o 2>&1 | %FileCheck %s --check-prefix=BROKEN
// RUN: env NANO_TRANSLATE_PREAMBLE=1 %clangxx -fplugin=%plugin -isystem %runtime_include -I %S/Inputs -Wall -c %s -o %t/plugin.o 2>&1 | %FileCheck %s --check-prefix=WARN
// WARN: warns.h:3:7: warning: unused variable 'unused_in_header'
// WARN-NOT: unused variable 'unused_in_header'
// BROKEN: shared-preamble.cpp:[[@LINE+14]]:3: error: use of undeclared identifier 'undeclared_name'
#include <map>
#include <string>
#include <vector>

#include "warns.h"

static void fill(std::vector<int> &v, int k) {
  for (std::size_t i = 0; i < v.size(); i++) v[i] = header_value(k);
}

int run() {
  std::vector<int> a(10), b(10);
#ifdef BROKEN
  undeclared_name = 1;
#endif
  #pragma nano task
  fill(a, 1);
  #pragma nano task
  fill(b, 2);
  std::map<std::string, int> m;
  m["a"] = a[0] + b[0];
  return m["a"];
}
