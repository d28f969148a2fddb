// cpp_range_for_tasks: tasks writing container elements through a range-for
// reference; a later loop reading the container waits for them.
#include <cstdio>
#include <vector>

struct Node {
  int vals[8];
};

static void set(int &x, int k) { x = k; }
static void setvals(Node &n, int k) {
  for (int i = 0; i < 8; i++) n.vals[i] = k * i;
}

int main() {
  std::vector<int> v(6);
  int k = 1;
  for (auto &e : v) {
    #pragma nano task
    set(e, k);
    k++;
  }
  long s = 0;
  for (int x : v) s += x; // reads what the tasks write: waits for them
  std::printf("%ld\n", s);

  std::vector<Node> ns(5);
  k = 1;
  for (auto &n : ns) {
    #pragma nano task
    setvals(n, k);
    k++;
  }
  long t = 0;
  for (const auto &n : ns) t += n.vals[7];
  std::printf("%ld\n", t);
  return 0;
}
