// A friend defined inside its class (a "hidden friend", also in a class
// template) holding the file's first directive: the runtime's declarations
// go before the class, not inside its body, and its tasks, which name the
// class's private members, are outlined inside the friend.
// E2E
// RUN: %translate %s -- -std=c++17 > %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only -Wall -Werror -I %runtime_include %t.cpp
#include <cstdio>

static long slow(long i) {
  long s = 0;
  for (long k = 0; k < 100000; k++) s = (s * 31 + i + k) % 1000003;
  return s;
}

class Pair {
  long p_[2] = {0, 0};
  friend void run(Pair &b) {
    #pragma nano task
    b.p_[0] = slow(1);
    b.p_[1] = slow(2);
  }
  friend long get(const Pair &b) { return b.p_[0] + b.p_[1]; }
};

template <int N> class Row {
  long r_[N] = {};
  friend long fill(Row &r) {
    #pragma nano parallel
    {
      #pragma nano task
      r.r_[0] = slow(3);
      #pragma nano task
      r.r_[N - 1] = slow(4);
    }
    return r.r_[0] + r.r_[N - 1];
  }
};

int main() {
  Pair b;
  run(b);
  Row<8> r;
  long f = fill(r);
  std::printf("%ld %ld\n", get(b), f);
  return 0;
}
