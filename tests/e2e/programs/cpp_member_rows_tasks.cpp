// cpp_member_rows_tasks: a member function creating one task per row of its
// own 2-D array field by calling another member (`row(i)`, `this->scale(i,
// f)`); the callee touches only row i, so the tasks register row i of `*this`
// and run at once, and a member reading a field (`n`) for its bounds keeps
// the whole object. A later pass over overlapping rows (`blend(i)` reads rows
// i and i + 1) waits for exactly the rows it reads. Results are compared with
// the sequential elision (tests/compiler/task-member-rows-this.cpp).
#include <cstdio>

struct Grid {
  static constexpr int N = 64;
  double m[N][N];
  double sums[N];
  int n = N;
  void row(int i) {
    for (int j = 0; j < N; j++) m[i][j] = i * 0.5 + j;
  }
  void scale(int i, int f) {
    for (int j = 0; j < N; j++) m[i][j] *= f;
  }
  void blend(int i) {
    double s = 0;
    for (int j = 0; j < N; j++) s += m[i][j] + m[i + 1][j];
    sums[i] = s;
  }
  void shift(int i) {
    for (int j = 0; j < n; j++) m[i][j] += 1;
  }
  void run() {
    for (int i = 0; i < N; i++) {
      #pragma nano task
      row(i);
    }
    for (int i = 0; i < N; i += 2) {
      #pragma nano task
      this->scale(i, 3);
    }
    for (int i = 0; i + 1 < N; i++) {
      #pragma nano task
      blend(i);
    }
    for (int i = 0; i < N; i += 3) {
      #pragma nano task
      shift(i);
    }
  }
};

int main() {
  static Grid g;
  g.run();
  double s = 0;
  for (int i = 0; i < Grid::N; i++)
    for (int j = 0; j < Grid::N; j++) s += g.m[i][j] * (1 + (i + j) % 5);
  double t = 0;
  for (int i = 0; i + 1 < Grid::N; i++) t += g.sums[i] * (i + 1);
  std::printf("%.1f %.1f\n", s, t);
  return 0;
}
