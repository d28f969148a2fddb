// `std::move(x)` handed to a move assignment or to a by-value parameter it
// move-constructs writes x (it is left moved-from): the creator's next use of x
// waits for the task. Before: x was only read, and `v1.size()` ran at once.
// The program is the end-to-end test's.
// RUN: %translate %S/../e2e/programs/cpp_moved_from.cpp -- -std=c++17 > %t.cpp
// RUN: %FileCheck %s < %t.cpp
// RUN: %translate %S/../e2e/programs/cpp_moved_from.cpp --explain -- -std=c++17 2>&1 >/dev/null | %FileCheck %s --check-prefix=EXPLAIN
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp

// EXPLAIN: cpp_moved_from.cpp:18:18: remark: task read/write 'v1'
// EXPLAIN: cpp_moved_from.cpp:24:22: remark: task read/write 'a'

// CHECK: nano_wait_handle_(&nano_h_{{[0-9]+}}); std::size_t s1 = v1.size();
// CHECK: nano_wait_handle_(&nano_h_{{[0-9]+}}); std::size_t s2 = a.size();
