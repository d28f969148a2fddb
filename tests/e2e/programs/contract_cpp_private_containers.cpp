// Classes keeping their elements in a private std::vector: a matrix whose
// `double &operator()(i, j)` returns an element of its vector member, written
// in a loop bounded by `rows()` (the elements are not the object's bytes, so
// the bound stays put), filled by tasks created outside the class (which
// register the private buffer at its offset in the object), and member
// functions whose subscripts use a member (`v_[i * n_ + j]`: n_ is invariant,
// since the loops write only doubles). A container in a base class (public
// or protected) is registered too, at the base's offset.
#include <cstdio>
#include <vector>

class Mat {
  int r_, c_;
  std::vector<double> d_;

public:
  Mat(int r, int c) : r_(r), c_(c), d_(r * c) {}
  double &operator()(int i, int j) { return d_[i * c_ + j]; }
  double operator()(int i, int j) const { return d_[i * c_ + j]; }
  int rows() const { return r_; }
  int cols() const { return c_; }
  double *raw() { return d_.data(); }
};

static void fill_row(Mat &m, int i) {
  for (int j = 0; j < m.cols(); j++) m(i, j) = (i + 1) * 0.25 + j;
}

static void scale_raw(double *p, int n, double f) {
  for (int k = 0; k < n; k++) p[k] *= f;
}

class Grid {
  int n_;
  std::vector<double> v_;
  double bias_ = 0;

public:
  explicit Grid(int n) : n_(n), v_(n * n, 0.0) {}
  void set_bias(double b) { bias_ = b; }
  void row(int r) {
    for (int j = 0; j < n_; j++) v_[r * n_ + j] = r * 0.5 + j + bias_;
  }
  void build() {
    for (int r = 0; r < n_; r++) {
      #pragma nano task
      row(r);
    }
  }
  void smooth() {
    std::vector<double> t(v_.size());
    #pragma nano loop
    for (int i = 1; i < n_ - 1; i++)
      for (int j = 1; j < n_ - 1; j++)
        t[i * n_ + j] = (v_[(i - 1) * n_ + j] + v_[(i + 1) * n_ + j] + v_[i * n_ + j - 1] + v_[i * n_ + j + 1]) / 4;
    #pragma nano loop
    for (int i = 1; i < n_ - 1; i++)
      for (int j = 1; j < n_ - 1; j++) v_[i * n_ + j] = t[i * n_ + j];
  }
  double checksum() const {
    double s = 0;
    for (double d : v_) s = s * 0.5 + d;
    return s;
  }
};

struct Store {
  std::vector<long> d = std::vector<long>(100, 1);
};
class Tagged : public Store {
protected:
  std::vector<long> extra_ = std::vector<long>(50, 2);

public:
  int tag = 3;
  long *extra() { return extra_.data(); }
};

static void bump_all(Tagged &t) {
  for (int k = 0; k < 100; k++) t.d[k] += k;
  long *e = t.extra();
  for (int k = 0; k < 50; k++) e[k] += t.tag;
}

static void twice(long *p, int n) {
  for (int k = 0; k < n; k++) p[k] *= 2;
}

int main() {
  Mat a(30, 20), b(30, 20);
  for (int i = 0; i < a.rows(); i++) {
    #pragma nano task
    fill_row(a, i);
  }
  double *elements = a.raw();
  #pragma nano task
  scale_raw(elements, 30 * 20, 0.5);
  #pragma nano loop independent
  for (int i = 0; i < b.rows(); i++)
    for (int j = 0; j < b.cols(); j++) b(i, j) = a(i, j) * 2 - j;
  double s = 0;
  for (int i = 0; i < 30; i++)
    for (int j = 0; j < 20; j++) s = s * 0.75 + b(i, j);
  std::printf("matrix %.9f\n", s);

  Grid g(40);
  g.set_bias(1.25);
  g.build();
  g.smooth();
  g.smooth();
  std::printf("grid %.9f\n", g.checksum());

  Tagged x;
  long *front = x.d.data(), *back = x.extra();
  #pragma nano task
  bump_all(x);
  #pragma nano task
  twice(front, 100);
  #pragma nano task
  twice(back, 50);
  unsigned long h = 0;
  for (int k = 0; k < 100; k++) h = h * 3 + x.d[k];
  for (int k = 0; k < 50; k++) h = h * 3 + back[k];
  std::printf("bases %lu\n", h);
}
