//===- CaptureRenaming.cpp - Creation code of a task nested in another task -===//
//
// A task created inside an enclosing task's block evaluates its creation code
// (its captured values, registered addresses, if() condition) in the
// enclosing task's outlined body, where each variable the enclosing task
// captured is named through its argument block (`x` is `(*nano_o1_->x)`).
// The creation code is generated text naming variables as the source does, so
// the identifiers naming those variables are replaced in it.
//
// Invariant relied on (checked by the caller, Site::RenameClash): no variable
// declared inside the enclosing block has the name of a captured one, so in
// the block a captured variable's name names that variable, except where it
// names a member (after `.`, `->`, `::`), a tag (after struct/union/enum), or
// a generated argument block's member (declared after its `nano_ty_` type).
//
//===----------------------------------------------------------------------===//
#include "FunctionTaskLowering.h"
#include "nanocc/RenameIdentifiers.h"

namespace nanocc {
namespace detail {

std::string renameCaptures(llvm::StringRef Text, const std::map<std::string, std::string> &Renames) {
  return mapIdentifiers(
      Text.str(),
      [&](const std::string &Word, const std::string &Previous) {
        auto It = Renames.find(Word);
        bool Names = It != Renames.end() && !llvm::StringRef(Previous).starts_with("nano_ty_");
        return Names ? It->second : Word;
      },
      /*KeepDirectiveLines=*/true);
}

} // namespace detail
} // namespace nanocc
