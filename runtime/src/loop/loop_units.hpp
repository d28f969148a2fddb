// loop_units.hpp — how a loop's iterations are grouped into the units dispensers count.
//
// Dispensers pack unit indices into 32 bits, so a loop of n iterations is cut into
// units of `grain` consecutive iterations with fewer than 2^32 units (grain is 1 for
// any loop below four billion iterations). Reductions use a coarser cap: one private
// partial per unit, so the partials' memory and the combine cost stay bounded, and
// the partials depend on n alone — never on timing, schedule or worker count.
#pragma once

#include <cstdint>

#include "loop/chunk_formulas.hpp"

namespace nano::detail::loop {

inline constexpr std::int64_t kMaxLoopUnits = 0xffffffffLL;
inline constexpr std::int64_t kMaxReductionUnits = 16384;

struct UnitMap {
  std::int64_t n = 0;
  std::int64_t grain = 1;  // iterations per unit
  std::int64_t units = 0;

  static UnitMap make(std::int64_t n, std::int64_t max_units) noexcept {
    UnitMap map;
    map.n = n;
    map.grain = n > max_units ? ceil_div(n, max_units) : 1;
    map.units = n > 0 ? ceil_div(n, map.grain) : 0;
    return map;
  }
  // The iterations of units [u.lo, u.hi).
  Range iterations(Range u) const noexcept {
    const std::int64_t hi = u.hi * grain;
    return {u.lo * grain, hi < n ? hi : n};
  }
  // A size given in iterations (a chunk, a minimum) expressed in whole units, >= 1.
  std::int64_t to_units(std::int64_t iterations) const noexcept {
    return iterations <= grain ? 1 : ceil_div(iterations, grain);
  }
};

}  // namespace nano::detail::loop
