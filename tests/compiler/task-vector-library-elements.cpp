// Tasks writing distinct elements of a local std::vector of std::string or of
// std::array (also an element of the array: `rows[i][3]`) run in parallel: each
// registers its element, and its creation reads only the vector's header, which
// no element write reaches (black box bb65 4: every creation waited for the task
// of the previous iteration). The program is the end-to-end test's.
// RUN: %translate %S/../e2e/programs/cpp_vector_library_element_tasks.cpp --explain -- -std=c++20 > %t.cpp 2> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %clangxx -std=c++20 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
// CHECK-NOT: cpp_vector_library_element_tasks.cpp:32:5: remark: wait inserted here
// CHECK-NOT: cpp_vector_library_element_tasks.cpp:56:5: remark: wait inserted here
// CHECK-NOT: cpp_vector_library_element_tasks.cpp:60:5: remark: wait inserted here
// CHECK: cpp_vector_library_element_tasks.cpp:50:3: remark: wait inserted here: this statement reads 'out' which a task writes
// CHECK-NOT: cpp_vector_library_element_tasks.cpp:{{32|56|60}}:5: remark: wait inserted here
// CHECK: cpp_vector_library_element_tasks.cpp:63:3: remark: wait inserted here: this statement reads 'rows' which a task writes
// CHECK-NOT: cpp_vector_library_element_tasks.cpp:{{32|56|60}}:5: remark: wait inserted here
