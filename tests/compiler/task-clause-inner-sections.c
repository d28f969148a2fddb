// A clause section in a dimension that is not the last (`m[r:h][c:w]`, a
// tile; `m[r:h][c]`, a piece of a column) registers the bytes from the first
// element it names to the end of the last one. Before, every section but the
// last was dropped: `m[4:2][0:2]` registered rows 0 and 1, `m[0:3][6]` row 6.
// RUN: %translate %s > %t.c
// RUN: %FileCheck %s < %t.c
// RUN: %translate %s -- -x c++ > %t.cpp
// RUN: %FileCheck %s --check-prefix=CXX < %t.cpp
// RUN: %clang -fsyntax-only -Wall -Werror -I %runtime_include %t.c
// RUN: %clang -fsyntax-only -x c++ -std=c++17 -Wall -Werror -I %runtime_include %t.cpp
static long m[8][8];
static long *at(int r, int c) { return &m[r][c]; }
static void fill(long *p, int rows, int cols) {
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++) p[r * 8 + c] = r + c;
}
void tiles(int r, int h) {
  #pragma nano task out(m[4:2][0:2])
  fill(at(4, 0), 2, 2);
  // CHECK: nano_access{{[(]}}nano_t_, NANO_OUT, (const void *)&((m[4])[0]), nano_len_((long long)((const char *)(&((m[(4) + (2) - 1])[(0) + (2) - 1]) + 1) - (const char *)(&((m[4])[0])))));
  // CXX: nano_access{{[(]}}nano_t_, NANO_OUT, nano_bytes_(&((m[4])[0])), nano_len_(static_cast<long long>((nano_bytes_(&((m[(4) + (2) - 1])[(0) + (2) - 1]) + 1) - nano_bytes_(&((m[4])[0]))))));
  #pragma nano task out(m[0:3][6])
  fill(at(0, 6), 3, 1);
  // CHECK: nano_access{{[(]}}nano_t_, NANO_OUT, (const void *)&(m[0][6]), nano_len_((long long)((const char *)(&(m[(0) + (3) - 1][6]) + 1) - (const char *)(&(m[0][6])))));
  #pragma nano task inout(m[r:h][r + 2:h])
  fill(at(r, r + 2), h, h);
  // CHECK: nano_access{{[(]}}nano_t_, NANO_INOUT, (const void *)&((m[r])[r + 2]), nano_len_((long long)((const char *)(&((m[(r) + (h) - 1])[(r + 2) + (h) - 1]) + 1) - (const char *)(&((m[r])[r + 2])))));
  #pragma nano task inout(m[r][0:h])
  fill(at(r, 0), 1, h);
  // CHECK: nano_access{{[(]}}nano_t_, NANO_INOUT, (const void *)&(m[r])[0], (size_t)(h) * sizeof((m[r])[0]));
}
