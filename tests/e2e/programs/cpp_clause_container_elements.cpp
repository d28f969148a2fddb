// cpp_clause_container_elements: a clause naming a std::vector whole (`inout(v)`) stands for its elements too, as an inferred access of it does; a later task reading them through a pointer (`in(p[0:n])`) waits for it. Before, only the 24-byte object was registered and the reader ran beside the writer (bb55 m12).
#include <cstdio>
#include <vector>
static std::vector<double> *table[1];  // the callees reach the vector through memory the compiler cannot name
static void produce(int k) {
  std::vector<double> &v = *table[k];
  for (int r = 0; r < 300; r++)
    for (size_t i = 0; i < v.size(); i++) v[i] = static_cast<double>(i + r);
}
static double consume(const double *p, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += p[i];
  return s;
}
int main() {
  std::vector<double> v(1000, 0.0);
  table[0] = &v;
  double *p = v.data();
  double s1 = 0;
  #pragma nano task inout(v)
  produce(0);
  #pragma nano task in(p[0:1000]) out(s1)
  s1 = consume(p, 1000);
  std::printf("%.1f\n", s1);
  return 0;
}
