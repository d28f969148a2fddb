// A link error: the linker's message, a non-zero exit, no (partial) program.
// RUN: rm -rf %t && mkdir -p %t
// RUN: not %nanocc %s -o %t/app 2>&1 | %FileCheck %s
// RUN: ls -A %t | count 0
// CHECK: undefined reference to `not_defined_anywhere'
// CHECK: error: linker command failed
void not_defined_anywhere(void);

int main(void) {
  not_defined_anywhere();
  return 0;
}
