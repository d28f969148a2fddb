//===- ResponseFiles.cpp - @file arguments, expanded as cc does -----------===//
#include "ResponseFiles.h"

#include <cctype>
#include <fstream>
#include <iterator>

namespace nanocc::driver {
namespace {

constexpr int MaxDepth = 16;

std::vector<std::string> splitGnuWords(const std::string &Text) {
  std::vector<std::string> Words;
  std::string Word;
  bool InWord = false;
  char Quote = 0;
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I];
    if (C == '\\' && I + 1 < Text.size() && Quote != '\'') {
      Word += Text[++I];
      InWord = true;
    } else if (Quote) {
      if (C == Quote)
        Quote = 0;
      else
        Word += C;
    } else if (C == '\'' || C == '"') {
      Quote = C;
      InWord = true;
    } else if (std::isspace(static_cast<unsigned char>(C))) {
      if (InWord)
        Words.push_back(Word);
      Word.clear();
      InWord = false;
    } else {
      Word += C;
      InWord = true;
    }
  }
  if (InWord)
    Words.push_back(Word);
  return Words;
}

bool expand(std::vector<std::string> &Args, int Depth, std::string &Error) {
  std::vector<std::string> Out;
  for (const std::string &Arg : Args) {
    std::ifstream File;
    if (Arg.size() > 1 && Arg[0] == '@')
      File.open(Arg.substr(1));
    if (!File.is_open()) {
      Out.push_back(Arg);
      continue;
    }
    if (Depth >= MaxDepth) {
      Error = "response files nested more than " + std::to_string(MaxDepth) +
              " deep at '" + Arg + "'";
      return false;
    }
    std::string Text((std::istreambuf_iterator<char>(File)), std::istreambuf_iterator<char>());
    std::vector<std::string> Words = splitGnuWords(Text);
    if (!expand(Words, Depth + 1, Error))
      return false;
    Out.insert(Out.end(), Words.begin(), Words.end());
  }
  Args = std::move(Out);
  return true;
}

} // namespace

bool expandResponseFiles(std::vector<std::string> &Args, std::string &Error) {
  return expand(Args, 0, Error);
}

} // namespace nanocc::driver
