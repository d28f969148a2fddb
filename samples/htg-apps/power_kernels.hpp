// power_kernels.hpp — kernels of the C++ power-iteration HTG (power.htg.json) and its sequential reference.
#pragma once

#include <cstddef>
#include <vector>

namespace power {

constexpr int kSize = 300;        // the matrix is kSize x kSize
constexpr int kIterations = 25;

// Row i of a symmetric, diagonally dominant matrix whose entries depend on (i, j) only.
void fill_row(std::vector<double> &matrix, int i);
// y[i] = (row i of matrix) . x
void multiply_row(const std::vector<double> &matrix, const std::vector<double> &x, std::vector<double> &y, int i);
double norm(const std::vector<double> &v);
// x[i] = y[i] / scale
void scale_entry(std::vector<double> &x, const std::vector<double> &y, double scale, int i);

}  // namespace power
