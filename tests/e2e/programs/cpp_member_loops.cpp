// cpp_member_loops: `#pragma nano loop` in C++ member functions -- defined in
// and out of the class, const, using private members through `this` -- with a
// reduction, a min reduction and a last-private scalar; one loop writes two
// member containers. (A chunk has no nano-thread identity of its own to probe:
// tests/compiler/loop-members.cpp checks that the loops are outlined.)
#include <cstdio>
#include <vector>

class Signal {
public:
  explicit Signal(int n) : v_(n), sign_(n) {}

  void fill(double scale) {
    #pragma nano loop
    for (int i = 0; i < static_cast<int>(v_.size()); i++) {
      v_[i] = scale_ * scale * ((i * 37) % 101 - 50);
      sign_[i] = v_[i] < 0 ? -1 : 1;
    }
  }

  double sum() const;

  double smallest() const {
    double m = v_[0];
    #pragma nano loop schedule(fixed, 64)
    for (std::size_t i = 0; i < v_.size(); i++)
      if (v_[i] < m) m = v_[i];
    return m;
  }

  // The last iteration's `last` is the value after the loop.
  long shift(long by) {
    long last = 0;
    #pragma nano loop schedule(static)
    for (int i = 0; i < n(); i++) {
      last = static_cast<long>(v_[i]) + by;
      v_[i] = static_cast<double>(last);
    }
    return last;
  }

  long negatives() const {
    long m = 0;
    for (int x : sign_) m += x < 0;
    return m;
  }

private:
  int n() const { return static_cast<int>(v_.size()); }
  std::vector<double> v_;
  std::vector<int> sign_;
  double scale_ = 0.5;
};

double Signal::sum() const {
  double s = 0;
  #pragma nano loop schedule(gss, 16)
  for (int i = 0; i < n(); i++) s += v_[i];
  return s;
}

int main() {
  Signal s(20000);
  s.fill(3.0);
  double total = s.sum();
  double low = s.smallest();
  long last = s.shift(7);
  std::printf("sum %.1f min %.1f last %ld sum %.1f negatives %ld\n", total, low, last, s.sum(), s.negatives());
  return 0;
}
