// contract_cpp_classes: C++ class and template state (member function, std::array in a template struct), std::vector and std::string passed by reference to tasks.
#include <cstdio>
#include <vector>
#include <array>
#include <string>

class Matrix {
 public:
  Matrix(int r, int c) : rows_(r), cols_(c), data_(static_cast<std::size_t>(r * c)) {}
  void fill(int seed) {
    for (int i = 0; i < rows_; i++) {
      #pragma nano task
      fill_row(i, seed);
    }
  }
  long checksum() const { long s = 0; for (std::size_t k = 0; k < data_.size(); k++) s = s * 7 + data_[k]; return s % 1000003; }
 private:
  void fill_row(int i, int seed) { for (int j = 0; j < cols_; j++) data_[static_cast<std::size_t>(i * cols_ + j)] = (i * seed + j) % 11; }
  int rows_, cols_;
  std::vector<int> data_;
};

template <typename T, int N> struct Stack {
  std::array<T, N> items{};
  int top = 0;
  void push(T v) { items[static_cast<std::size_t>(top++)] = v; }
};

static void update(std::vector<double> &v, double k) { for (auto &x : v) x = x * k + 1; }
static void join(std::string &out, const std::string &piece) { out += piece; }

int main() {
  Matrix m(20, 30);
  m.fill(3);
  std::printf("%ld\n", m.checksum());
  Stack<int, 8> st;
  #pragma nano task
  st.push(4);
  #pragma nano task
  st.push(5);
  std::printf("%d %d %d\n", st.top, st.items[0], st.items[1]);
  std::vector<double> p(100, 1.0), q(100, 2.0);
  #pragma nano task
  update(p, 2.0);
  #pragma nano task
  update(q, 3.0);
  #pragma nano task
  update(p, 0.5);
  std::printf("%.2f %.2f\n", p[7], q[9]);
  std::string s;
  #pragma nano task
  join(s, "ab");
  #pragma nano task
  join(s, "cd");
  std::printf("%s\n", s.c_str());
  return 0;
}
