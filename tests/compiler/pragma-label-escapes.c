// A label is the value of its string literal: escapes are decoded once, then
// quoted again for the generated C (a '?' pair must not form a trigraph) and
// for the HTG's JSON. Before, the spelling was kept and escaped a second time
// ("back\\\\slash" reached the runtime).
// RUN: %translate %s --emit-htg %t.htg.json > %t.c
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=HTG < %t.htg.json
// RUN: %clang -fsyntax-only -Wall -Wtrigraphs -Werror -I %runtime_include %t.c
static int slow(int v) { return v * 3; }
int use(void) {
  int a, b;
  #pragma nano task label("50% \"done\"\n\t%s")
  a = slow(1);
  // CHECK: nano_set{{_}}label(nano_t_, "50% \"done\"\n\t%s");
  #pragma nano task label("back\\slash */ ??=")
  b = slow(2);
  // CHECK: nano_set{{_}}label(nano_t_, "back\\slash */ \?\?=");
  // HTG: "label": "50% \"done\"\n\t%s"
  // HTG: "label": "back\\slash */ ??="
  return a + b;
}
