// power_reference.cpp — the power-iteration HTG's computation as plain sequential C++: the expected output.
#include <cstdio>
#include <vector>

#include "power_kernels.hpp"

int main() {
  std::vector<double> matrix(static_cast<std::size_t>(power::kSize) * power::kSize);
  std::vector<double> x(power::kSize, 1.0), y(power::kSize);
  double lambda = 0.0;
  for (int i = 0; i < power::kSize; ++i) power::fill_row(matrix, i);
  for (int k = 0; k < power::kIterations; ++k) {
    for (int i = 0; i < power::kSize; ++i) power::multiply_row(matrix, x, y, i);
    lambda = power::norm(y);
    for (int i = 0; i < power::kSize; ++i) power::scale_entry(x, y, lambda, i);
    if (k % 5 == 4) std::printf("iteration %d: lambda %.12f\n", k + 1, lambda);
  }
  std::printf("dominant eigenvalue %.12f, x[0] = %.12f\n", lambda, x[0]);
  return 0;
}
