// chunk_formulas.cpp — the pure chunk-size formulas of the loop schedules (see the header).
#include "loop/chunk_formulas.hpp"

#include <algorithm>

namespace nano::detail::loop {

Range static_block(std::int64_t n, int workers, int block) noexcept {
  // Blocks differ by at most one iteration: the first n % P blocks get one more.
  const std::int64_t p = workers, b = block;
  const std::int64_t base = n / p, extra = n % p;
  const std::int64_t lo = b * base + std::min(b, extra);
  return {lo, lo + base + (b < extra ? 1 : 0)};
}

std::int64_t fixed_claim_chunks(std::int64_t remaining_chunks, int workers) noexcept {
  const std::int64_t p = workers > 0 ? workers : 1;
  return std::max<std::int64_t>(1, remaining_chunks / (2 * p));
}

std::int64_t guided_chunk(std::int64_t remaining, int workers, std::int64_t min_chunk) noexcept {
  const std::int64_t c = std::max(ceil_div(remaining, workers), min_chunk);
  return std::min(c, remaining);
}

std::int64_t factoring_chunk(std::int64_t batch_remaining, int workers) noexcept {
  return std::max<std::int64_t>(1, ceil_div(batch_remaining, 2 * static_cast<std::int64_t>(workers)));
}

std::int64_t affinity_take(std::int64_t range_remaining, int workers) noexcept {
  return std::max<std::int64_t>(1, ceil_div(range_remaining, workers));
}

TrapezoidPlan TrapezoidPlan::make(std::int64_t n, int workers, std::int64_t first, std::int64_t last) noexcept {
  TrapezoidPlan plan;
  plan.n = n;
  if (n <= 0) return plan;
  const std::int64_t default_first = n / (2 * static_cast<std::int64_t>(workers));
  plan.first = std::clamp<std::int64_t>(first > 0 ? first : default_first, 1, n);
  plan.last = std::clamp<std::int64_t>(last > 0 ? last : 1, 1, plan.first);
  plan.count = ceil_div(2 * n, plan.first + plan.last);
  plan.delta = plan.count > 1 ? (plan.first - plan.last) / (plan.count - 1) : 0;
  return plan;
}

std::int64_t TrapezoidPlan::size(std::int64_t i) const noexcept {
  const __int128 s = static_cast<__int128>(first) - static_cast<__int128>(i) * delta;
  return s < last ? last : static_cast<std::int64_t>(s);
}

std::int64_t TrapezoidPlan::start(std::int64_t i) const noexcept {
  // Chunks keep shrinking by delta until they reach L, then stay at L. With the
  // floor()ed delta the first C chunks already cover n, so the L tail is a guard.
  const __int128 ii = i;
  const __int128 drop_end =
      delta > 0 ? (static_cast<__int128>(first) - last) / delta + 1 : ii;  // first chunk index at size L
  const __int128 k = ii < drop_end ? ii : drop_end;
  __int128 s = k * first - static_cast<__int128>(delta) * k * (k - 1) / 2;
  if (ii > k) s += (ii - k) * last;
  return s > n ? n : static_cast<std::int64_t>(s);
}

std::vector<Range> fixed_sequence(std::int64_t n, std::int64_t chunk) {
  std::vector<Range> out;
  for (std::int64_t lo = 0; lo < n; lo += chunk) out.push_back({lo, std::min(n, lo + chunk)});
  return out;
}

std::vector<Range> guided_sequence(std::int64_t n, int workers, std::int64_t min_chunk) {
  std::vector<Range> out;
  for (std::int64_t lo = 0; lo < n;) {
    const std::int64_t c = guided_chunk(n - lo, workers, min_chunk);
    out.push_back({lo, lo + c});
    lo += c;
  }
  return out;
}

std::vector<Range> trapezoid_sequence(std::int64_t n, int workers, std::int64_t first, std::int64_t last) {
  std::vector<Range> out;
  const TrapezoidPlan plan = TrapezoidPlan::make(n, workers, first, last);
  for (std::int64_t i = 0; plan.start(i) < n; ++i) out.push_back(plan.chunk(i));
  return out;
}

std::vector<Range> factoring_sequence(std::int64_t n, int workers) {
  std::vector<Range> out;
  for (std::int64_t lo = 0; lo < n;) {
    const std::int64_t c = factoring_chunk(n - lo, workers);
    for (int k = 0; k < workers && lo < n; ++k) {
      out.push_back({lo, std::min(n, lo + c)});
      lo = std::min(n, lo + c);
    }
  }
  return out;
}

}  // namespace nano::detail::loop
