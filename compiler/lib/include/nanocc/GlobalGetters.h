//===- GlobalGetters.h - Globals a task reaches where their name does not -*- C++ -*-===//
//
// A task registers a global its code reaches by the global's name, written
// where the task is created. Where that name does not reach the global (it is
// declared only after the function, or, in C, a local of the same name hides
// it), the registration calls a getter instead: `nano_global_<name>_()` for
// its address, `nano_pointee_<name>_()` for the value of a global pointer.
// Getters are declared at the top of the generated file and each is defined
// right after the file-scope declaration of its global (after the namespace
// or linkage block holding it), where the name reaches the global and no
// later macro or using-directive of the file has changed what it means; a
// global the file declares only in blocks is declared in its getter, at the
// end of the file.
//
//===----------------------------------------------------------------------===//
#ifndef NANOCC_GLOBALGETTERS_H
#define NANOCC_GLOBALGETTERS_H

#include "nanocc/TaskLowering.h"

#include <string>

namespace nanocc {

enum class GlobalGetterKind { Address, PointerValue };

/// The name of the getter of \p Kind for the global \p VD, made once.
std::string globalGetter(LoweringContext &LC, const clang::VarDecl *VD, GlobalGetterKind Kind);

/// Inserts the getters' definitions after their globals' declarations and
/// returns their prototypes (for the top of the generated file).
std::string emitGlobalGetters(LoweringContext &LC);

} // namespace nanocc

#endif // NANOCC_GLOBALGETTERS_H
