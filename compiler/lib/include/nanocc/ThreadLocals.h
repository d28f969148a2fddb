//===- ThreadLocals.h - Thread-local variables in outlined code -*- C++ -*-===//
//
// A task, a loop's iterations and a parallel region's nodes may run on another
// thread than the one that created them, which has its own copy of every
// thread-local variable. The code the program wrote means the creator's copy:
// a thread-local named in the statement is received by address, like a
// static local (isThreadLocalGlobal), and one the statement reaches only
// through code it runs (a function it calls, a constructor or destructor, a
// default argument or member initializer), or names where the outlined copy
// cannot rename it (`ns::tls`, `object.member_tls`), makes the statement run
// in its creator (threadLocalProblem).
//
//===----------------------------------------------------------------------===//
#ifndef NANOCC_THREADLOCALS_H
#define NANOCC_THREADLOCALS_H

#include <string>

namespace clang {
class Stmt;
class ValueDecl;
} // namespace clang

namespace nanocc {

/// A thread-local variable declared outside functions (file or namespace
/// scope, or a static data member); a function's `static thread_local` is a
/// static local.
bool isThreadLocalGlobal(const clang::ValueDecl *V);

/// Why \p S, run by \p What ("a task", "the loop's iterations") on another
/// thread, would use that thread's copy of a thread-local variable, or "" when
/// it would not.
std::string threadLocalProblem(const clang::Stmt *S, const std::string &What);

} // namespace nanocc

#endif // NANOCC_THREADLOCALS_H
