// A proxy of a container's element passed by value (`flip(b[i])` with `void
// flip(std::vector<bool>::reference r)`) reaches that container's memory: the
// task accesses the container whole, so tasks on `b[i]` before and after it
// are ordered with it (before: it registered only the stand-in for memory
// reached through pointers, which the `b[i] = !b[i]` tasks do not register,
// and bits of one word were updated at once: wrong sums with 2 and 4 workers).
// E2E
// RUN: %translate %s --explain -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>
#include <vector>
static void spin(int n){ volatile long z=0; for(int i=0;i<n;i++) z+=i; }
static bool f(long i){ spin(2000); return (i*7)%3 != 0; }
void flip(std::vector<bool>::reference r){ spin(1000); r = !r; }
int main(){
  long t = 0;
  for (int rep = 0; rep < 40; rep++) {
    std::vector<bool> b(64, false);
    for (int i = 0; i < 64; i++) {
      #pragma nano task
      b[i] = f(i + rep);
    }
    for (int i = 0; i < 64; i++) {
      #pragma nano task
      flip(b[i]);
      // CHECK: task-vector-bool-proxy.cpp:[[@LINE-1]]:7: remark: task read/write 'b[i]' ('b[i]' refers to an element of 'b': the container stands for its elements)
    }
    for (int i = 0; i < 64; i++) {
      #pragma nano task
      b[i] = b[i] ^ f(i);
    }
    for (int i = 0; i < 64; i++) t = t * 3 % 1000000007 + b[i];
  }
  printf("%ld\n", t);
  return 0;
}
