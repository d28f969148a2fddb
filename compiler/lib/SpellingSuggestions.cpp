//===- SpellingSuggestions.cpp - "did you mean" for pragma words ----------===//
#include "nanocc/SpellingSuggestions.h"

#include "llvm/ADT/STLExtras.h"

#include <utility>

namespace nanocc {

std::string suggestSpelling(llvm::StringRef Typed, llvm::ArrayRef<llvm::StringRef> Known) {
  // OpenMP words for what the nano language spells differently.
  static const std::pair<llvm::StringRef, llvm::StringRef> OpenMP[] = {
      {"taskwait", "wait"}, {"for", "loop"},        {"taskloop", "loop"},
      {"dynamic", "fixed"}, {"guided", "gss"},      {"num_threads", "workers"},
      {"barrier", "wait"},  {"trapezoid", "tss"}};
  for (const auto &[Word, Nano] : OpenMP)
    if (Typed.equals_insensitive(Word) && llvm::is_contained(Known, Nano)) return Nano.str();
  llvm::StringRef Best;
  unsigned BestDistance = 3;
  for (llvm::StringRef K : Known) {
    unsigned D = Typed.edit_distance(K, /*AllowReplacements=*/true, /*MaxEditDistance=*/2);
    if (D < BestDistance && 2 * D < Typed.size()) {
      Best = K;
      BestDistance = D;
    }
  }
  return Best.str();
}

} // namespace nanocc
