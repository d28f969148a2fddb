// C++ tasks over <iostream>/<sstream>/<unordered_map> objects: the translation that
// reads the headers from the shared precompiled preamble (NANO_TRANSLATE_PREAMBLE=1)
// equals the default one that parses them, and the program prints what its sequential
// elision prints.
// RUN: rm -rf %t && mkdir -p %t/shared %t/parsed
// RUN: env NANO_TRANSLATE_PREAMBLE=1 %nanoccxx -O1 --keep %s -o %t/shared/app
// RUN: %nanoccxx -O1 --keep %s -o %t/parsed/app
// RUN: diff %t/shared/cxx-iostream-tasks.nano.cpp %t/parsed/cxx-iostream-tasks.nano.cpp
// RUN: %FileCheck %s --check-prefix=KEPT < %t/shared/cxx-iostream-tasks.nano.cpp
// RUN: %clangxx -O1 -Wno-unknown-pragmas %s -o %t/elision
// RUN: %t/elision > %t/elision.out
// RUN: %t/shared/app > %t/shared.out
// RUN: diff %t/elision.out %t/shared.out
// RUN: %FileCheck %s < %t/shared.out
// KEPT: nano_create
// CHECK: words 9, distinct 6
// CHECK: the:3
// CHECK: lengths 27
#include <iostream>
#include <sstream>
#include <string>
#include <unordered_map>
#include <vector>

static void split(std::vector<std::string> &words, const std::string &text) {
  std::istringstream in(text);
  for (std::string w; in >> w;) words.push_back(w);
}

static void tally(std::unordered_map<std::string, int> &counts, const std::vector<std::string> &words) {
  for (const std::string &w : words) counts[w]++;
}

static void measure(long &total, const std::vector<std::string> &words) {
  for (const std::string &w : words) total += static_cast<long>(w.size());
}

int main() {
  const std::string text = "the cat saw the dog and the cat ran";
  std::vector<std::string> words;
  std::unordered_map<std::string, int> counts;
  long lengths = 0;
  #pragma nano task
  split(words, text);
  #pragma nano task
  tally(counts, words);
  #pragma nano task
  measure(lengths, words);
  #pragma nano wait
  std::cout << "words " << words.size() << ", distinct " << counts.size() << "\n";
  std::cout << "the:" << counts["the"] << "\n";
  std::cout << "lengths " << lengths << std::endl;
  return 0;
}
