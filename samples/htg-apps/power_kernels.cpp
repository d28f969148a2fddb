// power_kernels.cpp — sequential kernels of the power-iteration HTG; each writes only what it is given.
#include "power_kernels.hpp"

#include <cmath>

namespace power {

void fill_row(std::vector<double> &matrix, int i) {
  for (int j = 0; j < kSize; ++j) {
    const int lo = i < j ? i : j, hi = i < j ? j : i;
    double value = 1.0 / (1.0 + hi - lo) + ((lo * 31 + hi * 17) % 11) * 0.01;
    if (i == j) value += 2.0 + (i % 7) * 0.5;
    matrix[static_cast<std::size_t>(i) * kSize + j] = value;
  }
}

void multiply_row(const std::vector<double> &matrix, const std::vector<double> &x, std::vector<double> &y, int i) {
  double sum = 0.0;
  for (int j = 0; j < kSize; ++j) sum += matrix[static_cast<std::size_t>(i) * kSize + j] * x[j];
  y[i] = sum;
}

double norm(const std::vector<double> &v) {
  double sum = 0.0;
  for (double value : v) sum += value * value;
  return std::sqrt(sum);
}

void scale_entry(std::vector<double> &x, const std::vector<double> &y, double scale, int i) { x[i] = y[i] / scale; }

}  // namespace power
