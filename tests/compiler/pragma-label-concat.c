// `label("a" "b")`: adjacent string literals are one literal, as in C (probe
// finding 14), for tasks and loops alike; anything else is still refused.
// RUN: %translate %s --emit-htg %t.json > %t.c
// RUN: %FileCheck %s < %t.c
// RUN: %FileCheck %s --check-prefix=HTG < %t.json
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// RUN: not %translate %s -- -DBAD 2>&1 | %FileCheck %s --check-prefix=BAD
#define STAGE "stage"
static int work(int x) { return x * 2; }
static double v[100];

int main(void) {
  int r;
  #pragma nano task label(STAGE " one" "" "-\"q\"")
  r = work(3);
  // CHECK: nano_set_label(nano_t_, "stage one-\"q\"");
  #pragma nano loop label("fill " "loop")
  for (int i = 0; i < 100; i++) v[i] = i;
  // HTG: "label": "fill loop"
#ifdef BAD
  #pragma nano task label("a" x)
  r = work(r);
  // BAD: pragma-label-concat.c:[[@LINE-2]]:27: error: clause 'label' expects a string literal
#endif
  return r + (int)v[1];
}
