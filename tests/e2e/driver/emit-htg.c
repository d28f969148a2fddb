// --emit-htg writes the HTG of the annotated regions as JSON: to the named
// file, or to <name>.htg.json next to the output; the plugin's emit-htg= too.
// RUN: rm -rf %t && mkdir -p %t/out
// RUN: %nanocc --emit-htg=%t/named.json -c %s -o %t/emit.o
// RUN: %FileCheck %s < %t/named.json
// RUN: %nanocc --emit-htg %s -o %t/out/app
// RUN: %FileCheck %s < %t/out/emit-htg.htg.json
// RUN: %clang -fplugin=%plugin -fplugin-arg-nano-emit-htg=%t/plugin.json -c %s -o %t/plugin.o
// RUN: %FileCheck %s < %t/plugin.json
// CHECK: "format": "htg"
#include <stdio.h>

static void fill(int *v, int n, int value) {
  for (int i = 0; i < n; i++)
    v[i] = value;
}

int main(void) {
  int a[8], b[8];
#pragma nano parallel
  {
    fill(a, 8, 1);
    fill(b, 8, 2);
  }
  printf("%d\n", a[0] + b[7]);
  return 0;
}
