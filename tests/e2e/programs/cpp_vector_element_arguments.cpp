// Elements of a std::vector of structs passed by const reference to functions
// of the file (`p[i] = add(p[i], d)`, `p[i].x = add(p[i], p[i]).y`): the call
// reads the element's bytes in the vector's buffer, not the whole vector, and
// a field of the returned temporary is no memory of the program, so the loops
// run in parallel (review29: refused as "'p.data()' and 'p' may point to
// overlapping memory", then "'add(p[i], p[i]).y' may access any memory").
#include <cstdio>
#include <vector>

struct V {
  double x, y;
};

static V add(const V &a, const V &b) { return {a.x + b.x, a.y + b.y}; }
static void scale(V *v, double k) { v->x *= k; v->y *= k; }

static void shift(std::vector<V> &p, V d) {
  #pragma nano loop
  for (std::size_t i = 0; i < p.size(); i++) p[i] = add(p[i], d);
}

static void fold(std::vector<V> &p) {
  #pragma nano loop
  for (std::size_t i = 0; i < p.size(); i++) p[i].x = add(p[i], p[i]).y;
}

static void grow(std::vector<V> &p) {
  #pragma nano loop
  for (std::size_t i = 0; i < p.size(); i++) scale(&p[i], 2.0);
}

int main() {
  std::vector<V> p(1000);
  for (int i = 0; i < 1000; i++) p[i] = V{1.0 * i, 0.5 * i};
  shift(p, V{1, 2});
  fold(p);
  grow(p);
  double s = 0;
  for (const V &v : p) s += v.x * 3 + v.y;
  std::printf("%.3f\n", s);
  return 0;
}
