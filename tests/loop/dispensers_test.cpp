// dispensers_test.cpp — the lock-free chunk dispensers, alone and raced by plain threads.
#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <functional>
#include <thread>
#include <vector>

#include "loop/affinity_dispenser.hpp"
#include "loop/factoring_dispenser.hpp"
#include "loop/loop_units.hpp"
#include "loop/self_scheduling.hpp"

using nano::detail::loop::Range;
namespace loop = nano::detail::loop;

namespace {

// next(grabber, P, out) for any dispenser.
using Grab = std::function<bool(int grabber, int workers, Range &out)>;

std::vector<Range> drain_alone(const Grab &grab, int workers) {
  std::vector<Range> out;
  Range r;
  while (grab(0, workers, r)) out.push_back(r);
  return out;
}

// `threads` grabbers race; P changes between 1 and 4 from grab to grab. Every unit
// must be handed out exactly once.
void require_exactly_once(const Grab &grab, std::int64_t units, int threads) {
  std::vector<std::atomic<int>> seen(static_cast<std::size_t>(units));
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t) {
    pool.emplace_back([&, t] {
      Range r;
      int step = t;
      while (grab(t, 1 + (step++ % 4), r)) {
        for (std::int64_t u = r.lo; u < r.hi; ++u) seen[static_cast<std::size_t>(u)].fetch_add(1);
      }
    });
  }
  for (auto &th : pool) th.join();
  std::int64_t wrong = 0;
  for (auto &s : seen) wrong += s.load() != 1;
  REQUIRE(wrong == 0);
}

}  // namespace

TEST_CASE("dispensers alone reproduce the formula sequences", "[loop][dispensers]") {
  const std::int64_t n = GENERATE(1, 2, 97, 1000, 65537);
  const int p = GENERATE(1, 3, 4);
  SECTION("fixed") {
    loop::FixedDispenser d(n, 7);
    CHECK(drain_alone([&](int, int, Range &r) { return d.next(r); }, p) == loop::fixed_sequence(n, 7));
  }
  SECTION("gss") {
    loop::GuidedDispenser d(n, 2);
    CHECK(drain_alone([&](int, int w, Range &r) { return d.next(w, r); }, p) == loop::guided_sequence(n, p, 2));
  }
  SECTION("tss") {
    loop::TrapezoidDispenser d(loop::TrapezoidPlan::make(n, p, 0, 0));
    CHECK(drain_alone([&](int, int, Range &r) { return d.next(r); }, p) == loop::trapezoid_sequence(n, p, 0, 0));
  }
  SECTION("factoring") {
    loop::FactoringDispenser d(n);
    CHECK(drain_alone([&](int, int w, Range &r) { return d.next(w, r); }, p) == loop::factoring_sequence(n, p));
  }
}

TEST_CASE("FAC2 batches follow a change of P at the next batch", "[loop][dispensers]") {
  loop::FactoringDispenser d(1000);
  Range r;
  for (int k = 0; k < 4; ++k) {  // first batch planned with P = 4: 4 x 125
    REQUIRE(d.next(4, r));
    CHECK(r.hi - r.lo == 125);
  }
  // P dropped to 2: the next batch is 2 chunks of ceil(500 / 4) = 125 ...
  REQUIRE(d.next(2, r));
  CHECK(r == Range{500, 625});
  REQUIRE(d.next(2, r));
  CHECK(r == Range{625, 750});
  // ... and the batch after it starts from R = 250 with P = 2: ceil(250 / 4) = 63
  REQUIRE(d.next(2, r));
  CHECK(r == Range{750, 813});
}

TEST_CASE("affinity takes from the front of its own range then steals from the back of the fullest",
          "[loop][dispensers]") {
  loop::AffinityDispenser d(100, 2);  // ranges [0, 50) and [50, 100)
  Range r;
  REQUIRE(d.next(0, 2, r));
  CHECK(r == Range{0, 25});  // ceil(50 / 2)
  REQUIRE(d.next(0, 2, r));
  CHECK(r == Range{25, 38});  // ceil(25 / 2)
  REQUIRE(d.next(1, 2, r));
  CHECK(r == Range{50, 75});
  // grabber 2 has no range: it steals ceil(25 / 2) from the back of range 1 (25 left > 12 left)
  REQUIRE(d.next(2, 2, r));
  CHECK(r == Range{87, 100});
  std::vector<Range> rest;
  while (d.next(0, 2, r)) rest.push_back(r);
  std::int64_t covered = 0;
  for (const Range &x : rest) covered += x.hi - x.lo;
  CHECK(covered == 100 - 25 - 13 - 25 - 13);
}

TEST_CASE("dispensers raced by threads hand out every unit exactly once", "[loop][dispensers]") {
  const std::int64_t n = GENERATE(1, 31, 4099, 200003);
  const int threads = GENERATE(2, 5);
  SECTION("fixed") {
    loop::FixedDispenser d(n, 3);
    require_exactly_once([&](int, int, Range &r) { return d.next(r); }, n, threads);
  }
  SECTION("fixed batches") {
    loop::FixedDispenser d(n, 3);
    require_exactly_once([&](int, int w, Range &r) { return d.next_batch(w, r); }, n, threads);
  }
  SECTION("gss") {
    loop::GuidedDispenser d(n, 1);
    require_exactly_once([&](int, int w, Range &r) { return d.next(w, r); }, n, threads);
  }
  SECTION("tss") {
    loop::TrapezoidDispenser d(loop::TrapezoidPlan::make(n, threads, 0, 0));
    require_exactly_once([&](int, int, Range &r) { return d.next(r); }, n, threads);
  }
  SECTION("factoring") {
    loop::FactoringDispenser d(n);
    require_exactly_once([&](int, int w, Range &r) { return d.next(w, r); }, n, threads);
  }
  SECTION("affinity") {
    loop::AffinityDispenser d(n, std::max<int>(1, static_cast<int>(std::min<std::int64_t>(n, 3))));
    require_exactly_once([&](int g, int w, Range &r) { return d.next(g, w, r); }, n, threads);
  }
}

TEST_CASE("unit maps keep dispensers within 32 bits and reductions within their cap", "[loop][dispensers]") {
  const auto small = loop::UnitMap::make(1000, loop::kMaxLoopUnits);
  CHECK(small.grain == 1);
  CHECK(small.units == 1000);
  const auto huge = loop::UnitMap::make(std::int64_t{1} << 40, loop::kMaxLoopUnits);
  CHECK(huge.units <= loop::kMaxLoopUnits);
  CHECK(huge.iterations({huge.units - 1, huge.units}).hi == std::int64_t{1} << 40);
  const auto reduction = loop::UnitMap::make(1000003, loop::kMaxReductionUnits);
  CHECK(reduction.units <= loop::kMaxReductionUnits);
  CHECK(reduction.grain * reduction.units >= 1000003);
  CHECK(reduction.to_units(1) == 1);
  CHECK(reduction.to_units(reduction.grain + 1) == 2);
}

// Cuts claimed batches into the chunks a grabber runs one by one.
static std::vector<Range> split_batches(const std::vector<Range> &batches, std::int64_t chunk) {
  std::vector<Range> chunks;
  for (const Range &b : batches)
    for (std::int64_t lo = b.lo; lo < b.hi; lo += chunk) chunks.push_back({lo, std::min(lo + chunk, b.hi)});
  return chunks;
}

TEST_CASE("FIXED batches are whole consecutive chunks sized 1/(2P) of those left", "[loop][dispensers]") {
  const std::int64_t n = GENERATE(1, 2, 31, 480, 4099);
  const std::int64_t chunk = GENERATE(1, 2, 7, 5000);
  const int p = GENERATE(1, 2, 3, 8);
  INFO("n " << n << " chunk " << chunk << " P " << p);
  SECTION("locked claims") {
    loop::FixedDispenser d(n, chunk);
    const std::vector<Range> batches = drain_alone([&](int, int w, Range &r) { return d.next_batch(w, r); }, p);
    CHECK(split_batches(batches, chunk) == loop::fixed_sequence(n, chunk));
    std::int64_t at = 0;
    for (const Range &b : batches) {
      const std::int64_t left_chunks = loop::ceil_div(n - at, chunk);
      const std::int64_t expected = std::min(n, at + loop::fixed_claim_chunks(left_chunks, p) * chunk);
      REQUIRE(b == Range{at, expected});
      at = b.hi;
    }
  }
  SECTION("the only live grabber's claims") {
    loop::FixedDispenser d(n, chunk), locked(n, chunk);
    CHECK(drain_alone([&](int, int w, Range &r) { return d.next_batch_alone(w, r); }, p) ==
          drain_alone([&](int, int w, Range &r) { return locked.next_batch(w, r); }, p));
  }
}

TEST_CASE("claims by the only live grabber follow the same sequences as locked claims", "[loop][dispensers]") {
  const std::int64_t n = GENERATE(1, 2, 97, 65537);
  const int p = GENERATE(1, 3);
  SECTION("fixed") {
    loop::FixedDispenser d(n, 7);
    CHECK(drain_alone([&](int, int, Range &r) { return d.next_alone(r); }, p) == loop::fixed_sequence(n, 7));
  }
  SECTION("gss") {
    loop::GuidedDispenser d(n, 2);
    CHECK(drain_alone([&](int, int w, Range &r) { return d.next_alone(w, r); }, p) ==
          loop::guided_sequence(n, p, 2));
  }
  SECTION("tss") {
    loop::TrapezoidDispenser d(loop::TrapezoidPlan::make(n, p, 0, 0));
    CHECK(drain_alone([&](int, int, Range &r) { return d.next_alone(r); }, p) ==
          loop::trapezoid_sequence(n, p, 0, 0));
  }
  SECTION("alone then shared: a grabber joining later continues where the lone one stopped") {
    loop::FixedDispenser d(n, 5);
    std::vector<Range> got;
    Range r;
    for (int k = 0; k < 3 && d.next_alone(r); ++k) got.push_back(r);
    while (d.next(r)) got.push_back(r);
    CHECK(got == loop::fixed_sequence(n, 5));
  }
}
