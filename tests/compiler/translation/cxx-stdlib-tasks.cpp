// A heavier C++ translation unit (<vector> <algorithm> <iostream> <string> <map>) with
// tasks: the one tools/bench-compiler.sh times beside the samples (translation
// time is dominated by the standard headers, parsed by the analysis and by the compile).
// The tasks work on distinct containers; the reads after them wait for their writer.
// RUN: %translate %s -- -std=c++17 > %t.cpp
// RUN: %FileCheck %s < %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
// E2E
#include <algorithm>
#include <iostream>
#include <map>
#include <string>
#include <vector>

static void fill(std::vector<int> &v, int seed) {
  for (std::size_t i = 0; i < v.size(); i++) v[i] = static_cast<int>((i * 7919 + seed) % 1000);
}

static void sortDescending(std::vector<int> &v) { std::sort(v.begin(), v.end(), std::greater<int>()); }

static void countWords(std::map<std::string, int> &counts, const std::string &text) {
  std::string word;
  for (char c : text + " ") {
    if (c == ' ') {
      if (!word.empty()) counts[word]++;
      word.clear();
    } else {
      word += c;
    }
  }
}

int main() {
  std::vector<int> a(5000), b(5000);
  std::map<std::string, int> counts;
  const std::string text = "the quick brown fox jumps over the lazy dog the end";
  // CHECK: nano_create
  #pragma nano task
  fill(a, 1);
  #pragma nano task
  fill(b, 2);
  countWords(counts, text);
  // CHECK: nano_wait_handles_({&nano_h_{{[0-9]+}}, &nano_h_{{[0-9]+}}{{[}]}}, false); sortDescending(a);
  sortDescending(a);
  long sum = 0;
  for (int x : b) sum += x;
  std::cout << "first " << a.front() << " last " << a.back() << " sum " << sum << "\n";
  for (const auto &[word, n] : counts) std::cout << word << ":" << n << "\n";
  return 0;
}
