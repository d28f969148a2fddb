// Code the program runs without spelling it at the task: the destructor of a
// called function's local object (an RAII guard, a scope logger) when that
// function returns, and a default argument evaluated at the call. Their accesses
// are the task's, so the creator's next read of what they write waits. Before:
// neither was analysed. The programs are the end-to-end tests'.
// RUN: %translate %S/../e2e/programs/cpp_callee_local_destructors.cpp -- -std=c++17 > %t.dtor.cpp
// RUN: %FileCheck %s --check-prefix=DTOR < %t.dtor.cpp
// RUN: %translate %S/../e2e/programs/cpp_callee_local_destructors.cpp --explain -- -std=c++17 2>&1 >/dev/null | %FileCheck %s --check-prefix=DTOR-EXPLAIN
// RUN: %translate %S/../e2e/programs/cpp_default_argument_effects.cpp -- -std=c++17 > %t.arg.cpp
// RUN: %FileCheck %s --check-prefix=ARG < %t.arg.cpp
// RUN: %translate %S/../e2e/programs/cpp_default_argument_effects.cpp --explain -- -std=c++17 2>&1 >/dev/null | %FileCheck %s --check-prefix=ARG-EXPLAIN
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.dtor.cpp %t.arg.cpp

// DTOR-EXPLAIN: cpp_callee_local_destructors.cpp:30:8: remark: task read/write 'mk(&s1)' ('mk' reaches memory that cannot be bounded: 'Guard::~Guard' accesses memory through '*p')
// DTOR: nano_wait_handle_(&nano_h_{{[0-9]+}}); long x1 = s1;
// DTOR: nano_wait_handle_(&nano_h_{{[0-9]+}}); std::size_t n = log.size();

// ARG-EXPLAIN: cpp_default_argument_effects.cpp:8:29: remark: task read/write 'g' through 'nextv()'
// ARG: nano_wait_handle_(&nano_h_{{[0-9]+}}); long x1 = g;
// ARG: nano_wait_handle_(&nano_h_{{[0-9]+}}); long x2 = h;
