// cpp_smart_pointer_tasks: writes through unique_ptr/shared_ptr in tasks, then reads and reset() in the creator.
#include <cstdio>
#include <memory>
#include <vector>
struct Acc { std::vector<int> data; long sum = 0; void add(int k) { for (volatile int j = 0; j < 200000; j = j + 1) {} data.push_back(k); sum += k; } };
int main() {
  std::unique_ptr<int[]> up(new int[16]());
  #pragma nano task
  up[3] = 42;
  std::printf("%d\n", up[3]);
  std::unique_ptr<int> one(new int(1));
  #pragma nano task
  *one += 41;
  std::printf("%d\n", *one);
  std::shared_ptr<int> sp(new int(2));
  #pragma nano task
  *sp *= 21;
  std::printf("%d\n", *sp);
  std::unique_ptr<Acc> pa(new Acc);
  #pragma nano task
  pa->add(10);
  long s = pa->sum;
  pa.reset();
  std::printf("%ld\n", s);
  return 0;
}
