// contract_cpp_virtual_operators: tasks calling virtual functions through a base-pointer table (one writes through a pointer member), user operator+= on value types in both directions, std::vector move-assignment and std::string += as task statements, each read by the creator afterwards.
#include <cstdio>
#include <vector>
#include <string>
static void slow() { for (volatile int k = 0; k < 100000; k++) {} }
struct Shape { virtual ~Shape() = default; virtual void grow(int k) = 0; int size = 1; };
struct Sq : Shape { void grow(int k) override { slow(); size = size * k + 1; } };
struct Tri : Shape { int *ext; explicit Tri(int *e) : ext(e) {} void grow(int k) override { slow(); *ext += k; size += 2; } };
struct Vec2 { int x, y; Vec2 &operator+=(const Vec2 &o) { slow(); x += o.x; y += o.y; return *this; } };
int main() {
  int side = 0;
  Sq s; Tri t(&side);
  Shape *shapes[2] = { &s, &t };
  for (int i = 0; i < 2; i++) {
    #pragma nano task
    shapes[i]->grow(3);
  }
  std::printf("%d %d %d\n", s.size, t.size, side);
  Vec2 a{1, 2}, b{10, 20};
  #pragma nano task
  a += b;
  #pragma nano task
  b += a;
  std::printf("%d %d %d %d\n", a.x, a.y, b.x, b.y);
  std::vector<int> v(10);
  for (int i = 0; i < 10; i++) v[i] = i;
  #pragma nano task
  v = std::vector<int>(5, 7);
  std::printf("%zu %d\n", v.size(), v[4]);
  std::string str = "ab";
  #pragma nano task
  str += std::string(3, 'z');
  std::printf("%s\n", str.c_str());
  return 0;
}
