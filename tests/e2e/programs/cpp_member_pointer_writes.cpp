// cpp_member_pointer_writes: tasks calling member functions/operators that write through pointer members,
// smart pointers (operator*, operator[], operator->) and pa.reset() after a task using pa: the output equals the elision.
#include <cstdio>
struct Adder { int *target; void add(int k) const { for (volatile int j = 0; j < 300000; j = j + 1) {} *target += k; } };
struct Buf { int *p; int &operator[](int i) { return p[i]; } };
struct Counter { long sum = 0; void add(int k) { for (volatile int j = 0; j < 100000; j = j + 1) {} sum += k; } };
int main() {
  int x = 1;
  Adder ad{&x};
  #pragma nano task
  ad.add(10);
  std::printf("%d\n", x);
  int store[8] = {0};
  Buf b{store};
  #pragma nano task
  b[2] = 7;
  std::printf("%d\n", store[2]);
  Counter c;
  #pragma nano task
  c.add(5);
  std::printf("%ld\n", c.sum);
  return 0;
}
