// cpp_task_nested: '#pragma nano task' inside the block of a task in C++:
// a free function, a member function (members and `this` in both levels), a
// function template instantiated twice, a lambda, and a parallel loop's body
// in a member function; each compared with the sequential elision.
#include <cstdio>
#include <vector>

static long work(long x) {
  long s = 0;
  for (long k = 0; k < 1000; k++) s += (x * k) % 11;
  return s;
}

struct Grid {
  std::vector<long> cells = std::vector<long>(32);
  long total = 0;
  void build(int n) {
    #pragma nano task
    {
      for (int i = 0; i < n; i++) {
        #pragma nano task
        cells[i] = work(i) + n;
      }
      long s = 0;
      for (int i = 0; i < n; i++) s += cells[i]; /* waits for the inner tasks */
      total = s;
    }
  }
  void scale(int n) {
    #pragma nano loop
    for (int i = 0; i < n; i++) {
      long c = 0;
      #pragma nano task
      c = work(i * 3);
      this->cells[i] += c;
    }
  }
};

template <class T> T sum_of_squares(const std::vector<T> &v) {
  T r = 0;
  #pragma nano task
  {
    T a = 0, b = 0;
    size_t h = v.size() / 2;
    #pragma nano task
    for (size_t i = 0; i < h; i++) a += v[i] * v[i];
    #pragma nano task
    for (size_t i = h; i < v.size(); i++) b += v[i] * v[i];
    r = a + b;
  }
  return r;
}

int main() {
  Grid g;
  g.build(32);
  g.scale(32);
  long gs = 0;
  for (long c : g.cells) gs += c;
  std::vector<long> vl(100);
  std::vector<double> vd(100);
  for (int i = 0; i < 100; i++) vl[i] = i, vd[i] = i * 0.5;
  long sl = sum_of_squares(vl);
  double sd = sum_of_squares(vd);
  long fromLambda = 0;
  auto run = [&](int n) {
    #pragma nano task
    {
      long p = 0, q = 0;
      #pragma nano task
      p = work(n);
      #pragma nano task
      q = work(n + 1);
      fromLambda = p * 1000 + q;
    }
  };
  run(7);
  std::printf("total %ld cells %ld sl %ld sd %.2f lambda %ld\n", g.total, gs, sl, sd, fromLambda);
  return 0;
}
