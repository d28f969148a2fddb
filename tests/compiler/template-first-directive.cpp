// When the first declaration holding a directive is a template (a function
// template, a member of a class template, an out-of-line member), the runtime's
// header goes before its 'template <...>' line: inserted after it, the header's
// typedefs became templates and the translation failed (probe3 B5).
// RUN: split-file %s %t
// RUN: %translate %t/function.cpp -- -std=c++17 > %t/function.nano.cpp
// RUN: FileCheck %s --check-prefix=FUNCTION < %t/function.nano.cpp
// RUN: clang++-19 -std=c++17 -fsyntax-only -I %S/../../runtime/include %t/function.nano.cpp
// RUN: %translate %t/member.cpp -- -std=c++17 > %t/member.nano.cpp
// RUN: FileCheck %s --check-prefix=MEMBER < %t/member.nano.cpp
// RUN: clang++-19 -std=c++17 -fsyntax-only -I %S/../../runtime/include %t/member.nano.cpp
// RUN: %translate %t/outofline.cpp -- -std=c++17 > %t/outofline.nano.cpp
// RUN: FileCheck %s --check-prefix=OUTOFLINE < %t/outofline.nano.cpp
// RUN: clang++-19 -std=c++17 -fsyntax-only -I %S/../../runtime/include %t/outofline.nano.cpp

//--- function.cpp
template <typename T>
void fill(T *d, T b) {
  #pragma nano loop
  for (int i = 0; i < 100; i++) d[i] = b + i;
}
long run() { static long v[100]; fill(v, 3L); return v[99]; }
// FUNCTION: #include <nano/nano.h>
// FUNCTION: #line 1 "{{.*}}function.cpp"
// FUNCTION-NEXT: template <typename T>
// FUNCTION-NEXT: void fill(T *d, T b) {

//--- member.cpp
template <typename T, int N>
struct Grid {
  T cells[N];
  void fill(T base) {
    #pragma nano loop
    for (int i = 0; i < N; i++) cells[i] = base + i;
  }
};
long run() { static Grid<long, 10> g; g.fill(1); return g.cells[9]; }
// MEMBER: #include <nano/nano.h>
// MEMBER: #line 1 "{{.*}}member.cpp"
// MEMBER-NEXT: template <typename T, int N>
// MEMBER-NEXT: struct Grid {

//--- outofline.cpp
template <typename T>
struct Box { T v[8]; void set(T x); };

template <typename T>
void Box<T>::set(T x) {
  #pragma nano task
  for (int i = 0; i < 8; i++) v[i] = x;
}
long run() { static Box<long> b; b.set(4); return b.v[7]; }
// OUTOFLINE: #include <nano/nano.h>
// OUTOFLINE: #line 1 "{{.*}}outofline.cpp"
// OUTOFLINE-NEXT: template <typename T>
// OUTOFLINE-NEXT: struct Box { T v[8]; void set(T x); };
