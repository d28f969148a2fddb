// cpp_member_extent_sections: a matrix class whose extents are its own
// integer fields. Subscripts like d[i * cols + j] in a member function used
// to be "not an affine expression: it uses 'cols'", so a #pragma nano loop was
// refused and tasks over rows ran in their creator. Now `cols` is a symbol:
// the loop runs in parallel and each row task registers its own row. The
// extents change between phases (reshape), which orders the later tasks after
// the earlier ones that read them.
// Unsigned arithmetic: the sums wrap without undefined behaviour.
#include <cstdio>
#include <vector>
struct Matrix {
  int rows, cols;
  std::vector<unsigned long> d;
  Matrix(int r, int c) : rows(r), cols(c), d(static_cast<size_t>(r) * c) {}
  void fill() {
    #pragma nano loop
    for (int i = 0; i < rows; i++)
      for (int j = 0; j < cols; j++) d[(size_t)i * cols + j] = i * 7 + j;
  }
  void smoothRows() {
    for (int i = 1; i < rows; i++) {
      #pragma nano task
      for (int j = 0; j < cols; j++)
        for (int k = 0; k < 2000; k++) d[i * cols + j] = d[i * cols + j] * 3 + d[(i - 1) * cols + j] + k;
    }
  }
  void reshape() { int t = rows; rows = cols; cols = t; }
  unsigned long checksum() const {
    unsigned long s = 0;
    for (int i = 0; i < rows * cols; i++) s = s * 31 + d[i];
    return s;
  }
};
int main() {
  Matrix m(24, 40);
  m.fill();
  m.smoothRows();
  m.reshape();
  m.smoothRows();
  std::printf("%lu\n", m.checksum());
  return 0;
}
