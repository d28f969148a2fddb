// user-templates.h: the test's own header — a function template and an inline
// function whose bodies the analysis must read (it summarises them), unlike the
// system headers' template bodies, which it never reads unless instantiated.
#ifndef USER_TEMPLATES_H
#define USER_TEMPLATES_H
#include <cstddef>
#include <vector>

template <typename T> void scale_all(std::vector<T> &v, T factor) {
  for (std::size_t i = 0; i < v.size(); i++) v[i] *= factor;
}

inline void bump(long *counter, long by) { *counter += by; }

#endif
