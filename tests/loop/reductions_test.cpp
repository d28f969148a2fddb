// reductions_test.cpp — nano_parallel_reduce and nano::parallel_reduce: every operator, equal to the
// sequential result, bitwise the same whatever the schedule and worker count.
#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <limits>
#include <vector>

#include "loop_test_support.hpp"
#include "nano/parallel_for.hpp"

using loop_test::use_workers;

namespace {

const nano_schedule kSchedules[] = {
    nano::schedule::static_blocks(), nano::schedule::fixed(1),    nano::schedule::fixed(37), nano::schedule::gss(),
    nano::schedule::tss(),           nano::schedule::factoring(), nano::schedule::affinity()};

std::int64_t int_value(std::int64_t i) { return (i * 2654435761LL) % 1000 - 300; }
double double_value(std::int64_t i) {
  return std::sin(static_cast<double>(i)) * 1e3 + 1.0 / static_cast<double>(i + 1);
}

// Runs the C++ reduction for every schedule and worker count; all results must be
// bitwise equal to each other and equal to `expected`.
template <class T, class Body, class Combine>
void check_everywhere(std::int64_t n, T identity, Body body, Combine combine, T expected) {
  bool first = true;
  T reference{};
  for (int workers : {1, 2, 3, 8}) {
    use_workers(workers);
    for (const nano_schedule &s : kSchedules) {
      INFO("n " << n << ", workers " << workers << ", schedule kind " << s.kind << " chunk " << s.chunk);
      const T got = nano::parallel_reduce(n, s, identity, body, combine);
      if (first) {
        reference = got;
        first = false;
      }
      REQUIRE(std::memcmp(&got, &reference, sizeof(T)) == 0);
    }
  }
  if constexpr (std::is_floating_point_v<T>) {
    CHECK(reference == Approx(expected).epsilon(1e-9).margin(1e-6));
  } else {
    CHECK(reference == expected);
  }
}

template <class T, class Op>
T sequential(std::int64_t n, T identity, T (*value)(std::int64_t), Op op) {
  T acc = identity;
  for (std::int64_t i = 0; i < n; ++i) acc = op(acc, value(i));
  return acc;
}

}  // namespace

TEST_CASE("integer reductions equal the sequential result for every operator", "[loop][reduce]") {
  const std::int64_t n = GENERATE(0, 1, 2, 97, 20011, 100003);
  auto v = [](std::int64_t i) { return int_value(i); };
  auto bits = [](std::int64_t i) { return (std::int64_t{1} << (i % 61)) | (i & 0xff); };
  auto run = [&](auto identity, auto element, auto op) {
    using T = decltype(identity);
    T expected = identity;
    for (std::int64_t i = 0; i < n; ++i) expected = op(expected, static_cast<T>(element(i)));
    check_everywhere<T>(
        n, identity, [&](std::int64_t i, T &acc) { acc = op(acc, static_cast<T>(element(i))); }, op, expected);
  };
  SECTION("+") { run(std::int64_t{0}, v, std::plus<>{}); }
  SECTION("*") {
    run(
        std::int64_t{1}, [](std::int64_t i) { return i % 5 == 0 ? -1 : 1; }, std::multiplies<>{});
  }
  SECTION("min") {
    run(std::numeric_limits<int>::max(), v, [](int a, int b) { return std::min(a, b); });
  }
  SECTION("max") {
    run(std::numeric_limits<int>::min(), v, [](int a, int b) { return std::max(a, b); });
  }
  SECTION("&") {
    run(
        ~std::uint64_t{0}, [&](std::int64_t i) { return ~bits(i); }, std::bit_and<>{});
  }
  SECTION("|") { run(std::uint64_t{0}, bits, std::bit_or<>{}); }
  SECTION("^") { run(std::uint64_t{0}, bits, std::bit_xor<>{}); }
  SECTION("&&") {
    run(
        true, [&](std::int64_t i) { return i != n / 2 || n < 50; }, std::logical_and<>{});
  }
  SECTION("||") {
    run(
        false, [&](std::int64_t i) { return i == n - 1 && n > 50; }, std::logical_or<>{});
  }
}

TEST_CASE("floating-point reductions are deterministic and match the sequential result", "[loop][reduce]") {
  const std::int64_t n = GENERATE(1, 97, 16384, 100003);
  SECTION("+") {
    const double expected = sequential<double>(n, 0.0, &double_value, std::plus<>{});
    check_everywhere<double>(
        n, 0.0, [](std::int64_t i, double &acc) { acc += double_value(i); }, std::plus<>{}, expected);
  }
  SECTION("* near 1") {
    auto near_one = [](std::int64_t i) { return 1.0 + 1e-6 * std::sin(static_cast<double>(i)); };
    double expected = 1.0;
    for (std::int64_t i = 0; i < n; ++i) expected *= near_one(i);
    check_everywhere<double>(
        n, 1.0, [&](std::int64_t i, double &acc) { acc *= near_one(i); }, std::multiplies<>{}, expected);
  }
  SECTION("min and max") {
    const double lo =
        sequential<double>(n, INFINITY, &double_value, [](double a, double b) { return std::fmin(a, b); });
    const double hi =
        sequential<double>(n, -INFINITY, &double_value, [](double a, double b) { return std::fmax(a, b); });
    check_everywhere<double>(
        n, INFINITY, [](std::int64_t i, double &acc) { acc = std::fmin(acc, double_value(i)); },
        [](double a, double b) { return std::fmin(a, b); }, lo);
    check_everywhere<double>(
        n, -INFINITY, [](std::int64_t i, double &acc) { acc = std::fmax(acc, double_value(i)); },
        [](double a, double b) { return std::fmax(a, b); }, hi);
  }
}

TEST_CASE("small float sums are bitwise the sequential left fold", "[loop][reduce]") {
  // Up to 16384 iterations every iteration has its own partial: the combine order is
  // exactly the sequential order.
  use_workers(4);
  const std::int64_t n = 9999;
  const double expected = sequential<double>(n, 0.0, &double_value, std::plus<>{});
  const double got = nano::parallel_reduce(
      n, nano::schedule::gss(), 0.0, [](std::int64_t i, double &acc) { acc += double_value(i); }, std::plus<>{});
  CHECK(std::memcmp(&got, &expected, sizeof got) == 0);
}

TEST_CASE("a user combiner over a struct computes the arg-max", "[loop][reduce]") {
  struct ArgMax {
    double value;
    std::int64_t index;
  };
  const std::int64_t n = 54321;
  ArgMax expected{-INFINITY, -1};
  for (std::int64_t i = 0; i < n; ++i)
    if (double_value(i) > expected.value) expected = {double_value(i), i};
  for (int workers : {1, 2, 8}) {
    use_workers(workers);
    const ArgMax got = nano::parallel_reduce(
        n, nano::schedule::affinity(), ArgMax{-INFINITY, -1},
        [](std::int64_t lo, std::int64_t hi, ArgMax &acc) {
          for (std::int64_t i = lo; i < hi; ++i)
            if (double_value(i) > acc.value) acc = {double_value(i), i};
        },
        [](ArgMax a, ArgMax b) { return b.value > a.value ? b : a; });
    CHECK(got.index == expected.index);
    CHECK(got.value == expected.value);
  }
}

namespace {
void c_sum_body(int64_t lo, int64_t hi, void *args, void *partial) {
  const auto *data = static_cast<const std::int64_t *>(args);
  for (int64_t i = lo; i < hi; ++i) *static_cast<std::int64_t *>(partial) += data[i];
}
void c_sum_init(void *partial) { *static_cast<std::int64_t *>(partial) = 0; }
void c_sum_combine(void *acc, const void *partial) {
  *static_cast<std::int64_t *>(acc) += *static_cast<const std::int64_t *>(partial);
}
}  // namespace

TEST_CASE("the C reduction folds into the caller's initial value", "[loop][reduce]") {
  use_workers(2);
  std::vector<std::int64_t> data(70001);
  std::int64_t expected = 1000;
  for (std::size_t i = 0; i < data.size(); ++i) expected += data[i] = int_value(static_cast<std::int64_t>(i));
  std::int64_t result = 1000;
  const nano_schedule s{NANO_SCHEDULE_FIXED, 64, 0, 0};
  REQUIRE(nano_parallel_reduce(static_cast<int64_t>(data.size()), &s, &c_sum_body, data.data(), &result, sizeof result,
                               &c_sum_init, &c_sum_combine) == NANO_OK);
  CHECK(result == expected);
  CHECK(nano_parallel_reduce(10, &s, &c_sum_body, data.data(), nullptr, 8, &c_sum_init, &c_sum_combine) ==
        NANO_ERR_INVALID);
  CHECK(nano_parallel_reduce(10, &s, &c_sum_body, data.data(), &result, 8, nullptr, &c_sum_combine) ==
        NANO_ERR_INVALID);
}

TEST_CASE("an exception in a reduction body is rethrown by parallel_reduce", "[loop][reduce]") {
  use_workers(2);
  CHECK_THROWS_AS(nano::parallel_reduce(
                      5000, nano::schedule::fixed(10), 0,
                      [](std::int64_t i, int &acc) {
                        if (i == 4321) throw std::logic_error("bad element");
                        acc += 1;
                      },
                      std::plus<>{}),
                  std::logic_error);
}
