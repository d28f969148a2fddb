// A reference member designates the object it was bound to, not storage of the
// enclosing object: a task writing through `c1.total` (directly, in a callee, one
// member object down, through a std::reference_wrapper, a member function walking
// a referenced vector) writes memory the analysis cannot bound, and the object
// bound to the member is reachable through it, so the creator's next read of that
// object waits for the task. Before: the write was taken as one of the enclosing
// object's own bytes and the read did not wait (a wrong result at every worker
// count). The program is the end-to-end test's.
// RUN: %translate %S/../e2e/programs/cpp_reference_members.cpp -- -std=c++17 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.cpp
// RUN: %FileCheck %s --check-prefix=WARN < %t.err
// RUN: %translate %S/../e2e/programs/cpp_reference_members.cpp --explain -- -std=c++17 2>&1 >/dev/null | %FileCheck %s --check-prefix=EXPLAIN
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp

// WARN: cpp_reference_members.cpp:26:3: warning: task runs in the creating nano-thread: the memory reached through 'c1.total' cannot be bounded; name the memory it accesses in an in/out/inout clause
// EXPLAIN: cpp_reference_members.cpp:26:3: remark: assumed any memory may be accessed: 'c1.total' is a reference member: the object it is bound to cannot be named
// EXPLAIN: cpp_reference_members.cpp:31:3: remark: task read/write 'add(c2, 6)' ('add' reaches memory that cannot be bounded: 'c.total' is a reference member: the object it is bound to cannot be named)
// EXPLAIN: cpp_reference_members.cpp:42:3: remark: wait inserted here: this statement reads 's4' which a task writes
// EXPLAIN: cpp_reference_members.cpp:48:3: remark: wait inserted here: this statement reads 'data' which a task writes

// CHECK: long x1 = s1;
// CHECK: nano_wait_handle_(&nano_h_{{[0-9]+}}); long x2 = s2;
// CHECK: nano_wait_handle_(&nano_h_{{[0-9]+}}); long x3 = s3;
// CHECK: nano_wait_handle_(&nano_h_{{[0-9]+}}); long x4 = s4;
// CHECK: nano_wait_handle_(&nano_h_{{[0-9]+}}); double x5 = data[7];
