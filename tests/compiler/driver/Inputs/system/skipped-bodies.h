// A header the test includes as a system header (-isystem): the plugin's analysis
// parse skips the bodies of its functions, except constexpr functions and those
// whose return type is deduced (SystemBodySkipping.h).
#pragma once
#include <vector>

constexpr int sys_square(int x) { return x * x; }

inline auto sys_twice(int x) { return 2 * x; }

inline int sys_plain(int x) { return x + 7; }

template <class T> T sys_sum(const std::vector<T> &v) {
  T s{};
  for (const T &x : v) s += x;
  return s;
}

template <class T> void sys_bump(T &t) {
#ifdef SYS_BROKEN
  t.no_such_member();
#endif
  t += 1;
}
