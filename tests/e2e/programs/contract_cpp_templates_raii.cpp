// contract_cpp_templates_raii: function templates creating tasks (int, long, double), an RAII buffer whose destructor runs at scope end while tasks use its std::vector, tasks on std::string/std::array members of vector elements bound by reference.
#include <array>
#include <cstdio>
#include <string>
#include <vector>
template <typename T> static void scale(std::vector<T> &v, T k) { for (auto &x : v) x *= k; }
template <typename T> static T total(const std::vector<T> &v) { T s{}; for (auto x : v) s += x; return s; }
template <typename T> static T work(int n) {
  std::vector<T> a(n, T(1)), b(n, T(2));
  #pragma nano task
  scale(a, T(3));
  #pragma nano task
  scale(b, T(5));
  return total(a) + total(b);
}
struct Buffer {
  std::vector<int> data; static int live;
  explicit Buffer(int n) : data(n, 0) { live++; }
  ~Buffer() { live--; data.assign(data.size(), -1); }
};
int Buffer::live = 0;
static void fillb(std::vector<int> &d, int k) { for (size_t i = 0; i < d.size(); i++) d[i] = (int)i * k; }
static long sumb(const std::vector<int> &d) { long s = 0; for (int x : d) s += x; return s; }
static long raii(int k) {
  long r = 0;
  {
    Buffer b(100);
    #pragma nano task
    fillb(b.data, k);
    #pragma nano task
    r = sumb(b.data);
  }
  return r;
}
struct Named { std::string name; std::array<int, 8> vals{}; };
static void setvals(Named &n, int k) { for (int i = 0; i < 8; i++) n.vals[i] = k * i; n.name += "x"; }
int main() {
  std::printf("%d %ld %.2f\n", work<int>(10), work<long>(1000), work<double>(7));
  std::printf("%ld %ld %d\n", raii(2), raii(3), Buffer::live);
  std::vector<Named> ns(6);
  int k = 0;
  for (size_t q = 0; q < ns.size(); q++) { auto &n = ns[q];
    #pragma nano task
    setvals(n, k);
    k++;
  }
  long s = 0; std::string all;
  for (const auto &n : ns) { s += n.vals[7]; all += n.name; }
  std::printf("%ld %s\n", s, all.c_str());
  return 0;
}
