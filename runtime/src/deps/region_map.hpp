// region_map.hpp — dynamic dependences: the accessed byte ranges of a parent's children, matched at submit.
//
// Each parent owns (lazily) one RegionMap: disjoint segments [begin, end) covering
// every byte its submitted children accessed, each with the last writer and the
// readers since that writer. A new access [b, e) first splits the segments at b and
// e (so partial overlaps are exact), fills the gaps with empty segments, then per
// segment: a reader depends on the last writer and joins the readers; a writer
// depends on the last writer and on every reader, then becomes the last writer with
// no readers. Adjacent segments left with the same sole writer are merged again.
// The map holds a reference on every task it names; completed readers are pruned
// as segments are visited. Protected by a spinlock per map, held only during
// matching (never while a task runs).
#pragma once

#include "core/task.hpp"

namespace nano::detail {

struct ThreadState;

// Matches `t`'s registered accesses against its earlier submitted siblings and
// records them; adds the arcs. `t` is being built (its build hold is held).
void match_accesses(ThreadState *ts, Task *t) noexcept;
// Drops every entry of `parent`'s map (all children have completed).
void clear_child_regions(ThreadState *ts, Task *parent) noexcept;
// Appends an access to `t` (being built). False on out-of-memory.
bool record_access(Task *t, nano_access_mode mode, const void *base, std::size_t bytes) noexcept;
void free_extra_accesses(Task *t) noexcept;

}  // namespace nano::detail
