// Loops writing bits of a std::vector<bool> or a std::bitset: neighbouring
// elements share a word, so iterations writing different elements write the
// same memory. A proven dependence: an error, with or without 'independent'
// (which asserts independence only where the compiler cannot prove
// anything), also when a callee writes the bit. Reading bits is independent.
// RUN: not %translate %s -- -std=c++17 2>&1 | %FileCheck %s
// RUN: %translate %s -- -std=c++17 -DREADS_ONLY > %t.cpp 2> %t.err
// RUN: not grep -E 'warning|error' %t.err
// RUN: %clangxx -std=c++17 -DREADS_ONLY -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <bitset>
#include <vector>

void set_bit(std::vector<bool> &v, int i, bool x) { v[i] = x; }

void reads(const std::vector<bool> &v, std::vector<char> &out, int n) {
  #pragma nano loop
  for (int i = 0; i < n; i++) out[i] = v[i] ? 1 : 0;
}

#ifndef READS_ONLY
void writes(std::vector<bool> &v, std::bitset<256> &b, int n) {
  #pragma nano loop independent
  for (int i = 0; i < n; i++) v[i] = i % 3 == 0;
  // CHECK: loop-packed-bits.cpp:[[@LINE-1]]:31: error: iterations write bits of 'v' (in 'v[i]'): the elements of a std::vector<bool> are bits that share words, so two iterations writing different elements still write the same memory, and 'independent' cannot make them independent; store the elements as 'char' (std::vector<char>, an array) to run the loop in parallel, or remove the pragma
  #pragma nano loop
  for (int i = 0; i < 256; i++) b[i] = i % 5 == 0;
  // CHECK: loop-packed-bits.cpp:[[@LINE-1]]:33: error: iterations write bits of 'b' (in 'b[i]'): the elements of a std::bitset are bits
  #pragma nano loop independent
  for (int i = 0; i < n; i++) v[i].flip();
  // CHECK: loop-packed-bits.cpp:[[@LINE-1]]:31: error: iterations write bits of 'v' (in 'v[i]')
  #pragma nano loop independent
  for (int i = 0; i < n; i++) set_bit(v, i, i % 2);
  // CHECK: loop-packed-bits.cpp:[[@LINE-1]]:31: error: iterations write bits of 'v'
}
#endif
