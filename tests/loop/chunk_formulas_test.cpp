// chunk_formulas_test.cpp — the schedules' chunk sequences against the published formulas.
#include <catch2/catch.hpp>

#include <cstdint>
#include <numeric>
#include <vector>

#include "loop/chunk_formulas.hpp"

using nano::detail::loop::Range;
namespace loop = nano::detail::loop;

namespace {

std::vector<std::int64_t> sizes(const std::vector<Range> &chunks) {
  std::vector<std::int64_t> out;
  for (const Range &r : chunks) out.push_back(r.hi - r.lo);
  return out;
}

// Chunks are consecutive, non-empty, and cover [0, n) exactly.
void require_tiles(const std::vector<Range> &chunks, std::int64_t n) {
  std::int64_t at = 0;
  for (const Range &r : chunks) {
    REQUIRE(r.lo == at);
    REQUIRE(r.hi > r.lo);
    at = r.hi;
  }
  REQUIRE(at == n);
}

}  // namespace

TEST_CASE("static blocks differ by at most one iteration and tile the loop", "[loop][formulas]") {
  const std::int64_t n = GENERATE(0, 1, 7, 8, 97, 1000);
  const int p = GENERATE(1, 2, 3, 8);
  std::vector<Range> blocks;
  std::int64_t smallest = n, largest = 0;
  for (int b = 0; b < p; ++b) {
    const Range r = loop::static_block(n, p, b);
    smallest = std::min(smallest, r.hi - r.lo);
    largest = std::max(largest, r.hi - r.lo);
    if (r.hi > r.lo) blocks.push_back(r);
  }
  require_tiles(blocks, n);
  REQUIRE(largest - smallest <= 1);
}

TEST_CASE("fixed chunks have the chunk size except the cut last one", "[loop][formulas]") {
  CHECK(sizes(loop::fixed_sequence(10, 3)) == std::vector<std::int64_t>{3, 3, 3, 1});
  CHECK(sizes(loop::fixed_sequence(5, 9)) == std::vector<std::int64_t>{5});
  require_tiles(loop::fixed_sequence(101, 7), 101);
}

TEST_CASE("a FIXED claim takes 1/(2P) of the unclaimed chunks, at least one", "[loop][formulas]") {
  // 240 chunks (Jacobi's 480 rows in chunks of 2), P = 2: 60, then 180 / 4 = 45, ...
  CHECK(loop::fixed_claim_chunks(240, 2) == 60);
  CHECK(loop::fixed_claim_chunks(180, 2) == 45);
  CHECK(loop::fixed_claim_chunks(7, 2) == 1);
  CHECK(loop::fixed_claim_chunks(3, 2) == 1);
  CHECK(loop::fixed_claim_chunks(1, 1) == 1);
  CHECK(loop::fixed_claim_chunks(100, 1) == 50);
  CHECK(loop::fixed_claim_chunks(100, 8) == 6);
  CHECK(loop::fixed_claim_chunks(100, 0) == 50);  // P < 1 counts as one processor
  for (std::int64_t r = 1; r < 2000; r += 13)
    for (int p = 1; p <= 8; ++p) {
      const std::int64_t k = loop::fixed_claim_chunks(r, p);
      REQUIRE(k >= 1);
      REQUIRE(k <= r);
      REQUIRE((k == 1 || k * 2 * p <= r));  // never more than 1/(2P) of what is left
    }
}

TEST_CASE("GSS takes ceil(R/P) of the remaining R and at least the minimum", "[loop][formulas]") {
  // R = 20, P = 2: 10 (R 10) 5 (R 5) 3 (R 2) 1 (R 1) 1
  CHECK(sizes(loop::guided_sequence(20, 2, 1)) == std::vector<std::int64_t>{10, 5, 3, 1, 1});
  // R = 100, P = 4: 25 19 14 11 8 6 5 3 3 2 1 1 1 1
  CHECK(sizes(loop::guided_sequence(100, 4, 1)) ==
        std::vector<std::int64_t>{25, 19, 14, 11, 8, 6, 5, 3, 3, 2, 1, 1, 1, 1});
  // with a minimum of 4 the tail is 4-sized chunks, the last one cut
  CHECK(sizes(loop::guided_sequence(100, 4, 4)) == std::vector<std::int64_t>{25, 19, 14, 11, 8, 6, 5, 4, 4, 4});
  CHECK(loop::guided_chunk(3, 8, 1) == 1);
  CHECK(loop::guided_chunk(3, 1, 10) == 3);  // never more than what remains
  require_tiles(loop::guided_sequence(99991, 3, 1), 99991);
}

TEST_CASE("TSS follows Tzen and Ni's trapezoid", "[loop][formulas]") {
  // The paper's example: N = 1000, P = 4 -> F = 125, L = 1, C = 16, delta = 8.
  const auto plan = loop::TrapezoidPlan::make(1000, 4, 0, 0);
  CHECK(plan.first == 125);
  CHECK(plan.last == 1);
  CHECK(plan.count == 16);
  CHECK(plan.delta == 8);
  const auto chunks = loop::trapezoid_sequence(1000, 4, 0, 0);
  // 125 117 109 ... : the sizes drop by delta until n is covered, the last one cut.
  std::vector<std::int64_t> expected;
  std::int64_t covered = 0;
  for (std::int64_t s = 125; covered < 1000; s -= 8) {
    expected.push_back(std::min(s, 1000 - covered));
    covered += s;
  }
  CHECK(sizes(chunks) == expected);
  CHECK(expected.size() <= 16u);
  require_tiles(chunks, 1000);
}

TEST_CASE("TSS chunk starts match the running sum of sizes", "[loop][formulas]") {
  const std::int64_t n = GENERATE(1, 2, 13, 1000, 65537);
  const int p = GENERATE(1, 2, 5);
  const std::int64_t first = GENERATE(0, 1, 3, 50);
  const std::int64_t last = GENERATE(0, 2);
  const auto plan = loop::TrapezoidPlan::make(n, p, first, last);
  REQUIRE(plan.last <= plan.first);
  std::int64_t sum = 0;
  for (std::int64_t i = 0; sum < n; ++i) {
    REQUIRE(plan.start(i) == sum);
    REQUIRE(plan.size(i) >= plan.last);
    if (i > 0) REQUIRE(plan.size(i - 1) - plan.size(i) <= plan.delta);
    sum += plan.size(i);
  }
  require_tiles(loop::trapezoid_sequence(n, p, first, last), n);
}

TEST_CASE("FAC2 hands out batches of P equal chunks that each cover half of what remains", "[loop][formulas]") {
  // N = 1000, P = 4: 4 x 125, 4 x 63, 4 x 31, 4 x 16, 4 x 8, 4 x 4, 4 x 2, 4 x 1
  std::vector<std::int64_t> expected;
  for (std::int64_t s : {125, 63, 31, 16, 8, 4, 2, 1})
    for (int k = 0; k < 4; ++k) expected.push_back(s);
  CHECK(sizes(loop::factoring_sequence(1000, 4)) == expected);
  // N = 10, P = 4: ceil(10/8) = 2 -> 2 2 2 2 (R 2) -> ceil(2/8) = 1 -> 1 1
  CHECK(sizes(loop::factoring_sequence(10, 4)) == std::vector<std::int64_t>{2, 2, 2, 2, 1, 1});
  require_tiles(loop::factoring_sequence(123457, 3), 123457);
}

TEST_CASE("affinity takes ceil(r/P) of a range", "[loop][formulas]") {
  CHECK(loop::affinity_take(100, 4) == 25);
  CHECK(loop::affinity_take(101, 4) == 26);
  CHECK(loop::affinity_take(1, 8) == 1);
}
