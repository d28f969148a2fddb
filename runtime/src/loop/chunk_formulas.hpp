// chunk_formulas.hpp — the pure chunk-size formulas of the six loop schedules.
//
// Everything here is a function of its arguments only (no atomics, no runtime), so
// the sequences can be unit-tested against the published formulas. Units: a loop of
// `n` iterations is dispensed in `units` (see loop_units.hpp); the formulas below
// count in units, `remaining` is always > 0 where a chunk is asked for, and every
// returned size is in [1, remaining].
#pragma once

#include <cstdint>
#include <vector>

namespace nano::detail::loop {

struct Range {
  std::int64_t lo = 0;
  std::int64_t hi = 0;  // exclusive
  friend bool operator==(const Range &, const Range &) = default;
};

inline std::int64_t ceil_div(std::int64_t a, std::int64_t b) noexcept { return (a + b - 1) / b; }

// STATIC: block b (0 <= b < P) of P near-equal contiguous blocks covering [0, n).
Range static_block(std::int64_t n, int workers, int block) noexcept;

// FIXED's claim granularity (not its chunk size): a grabber claims this many
// consecutive chunks with one atomic and runs them one by one, chunk by chunk, with a
// safe point between any two; a batch is 1/(2P) of the chunks still unclaimed (at
// least 1), so it shrinks as the loop drains (FAC2-like) and the last claims are
// single chunks. The chunks themselves — their bounds and the order within a grabber
// — are exactly fixed_sequence's.
std::int64_t fixed_claim_chunks(std::int64_t remaining_chunks, int workers) noexcept;

// GSS (Polychronopoulos & Kuck): ceil(R / P), at least `min_chunk`, at most R.
std::int64_t guided_chunk(std::int64_t remaining, int workers, std::int64_t min_chunk) noexcept;

// FAC2 (Hummel, Schonberg & Flynn): a batch starting with R remaining iterations is
// P chunks of ceil(R / (2P)) each (the last ones cut at the end of the loop), so each
// batch covers about half of the remaining work.
std::int64_t factoring_chunk(std::int64_t batch_remaining, int workers) noexcept;

// Affinity scheduling (Markatos & LeBlanc): take ceil(r / P) of a range holding r.
std::int64_t affinity_take(std::int64_t range_remaining, int workers) noexcept;

// TSS (Tzen & Ni): first F (default n / (2P)), last L (default 1), C = ceil(2n / (F + L))
// chunks whose size drops by delta = floor((F - L) / (C - 1)) each time: chunk i has
// F - i * delta iterations (never less than L), the last one cut at n.
// Chunk i starts at i * F - delta * i * (i - 1) / 2, so a chunk is found from its
// ordinal alone and can be dispensed with one fetch_add.
struct TrapezoidPlan {
  std::int64_t n = 0;
  std::int64_t first = 1;
  std::int64_t last = 1;
  std::int64_t count = 0;  // C
  std::int64_t delta = 0;

  static TrapezoidPlan make(std::int64_t n, int workers, std::int64_t first, std::int64_t last) noexcept;
  std::int64_t size(std::int64_t i) const noexcept;   // un-cut size of chunk i
  std::int64_t start(std::int64_t i) const noexcept;  // min(n, sum of sizes before i)
  Range chunk(std::int64_t i) const noexcept { return {start(i), start(i + 1)}; }
};

// Whole sequences for a fixed P, as one dispenser hands them out when P does not change.
// Used by the tests and by documentation; the dispensers compute chunk by chunk.
std::vector<Range> fixed_sequence(std::int64_t n, std::int64_t chunk);
std::vector<Range> guided_sequence(std::int64_t n, int workers, std::int64_t min_chunk);
std::vector<Range> trapezoid_sequence(std::int64_t n, int workers, std::int64_t first, std::int64_t last);
std::vector<Range> factoring_sequence(std::int64_t n, int workers);

}  // namespace nano::detail::loop
