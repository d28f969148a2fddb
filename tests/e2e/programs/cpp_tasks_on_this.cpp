// Tasks that call a member function on the object itself (`row(r);`,
// `this->total();`) are nano-threads registering the object: the sum waits for
// the rows, and main's read of g.sum waits for the sum.
#include <cstdio>

struct Grid {
  double cells[100];
  double sum = 0;
  void row(int r) {
    for (int c = 0; c < 10; c++) cells[r * 10 + c] = r + c * 0.5;
  }
  void total() {
    sum = 0;
    for (double v : cells) sum += v;
  }
  void fill() {
    for (int r = 0; r < 10; r++) {
      #pragma nano task
      row(r);
    }
    #pragma nano task
    this->total();
  }
};

int main() {
  Grid g;
  g.fill();
  std::printf("%.1f\n", g.sum);
  return 0;
}
