// region_map.cpp — the interval map of accessed regions and the in/out/inout matching rules.
#include "deps/region_map.hpp"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <map>
#include <vector>

#include "deps/arcs.hpp"
#include "os/futex.hpp"
#include "sched/task_lifecycle.hpp"
#include "sched/thread_state.hpp"

namespace nano::detail {

namespace {

struct Segment {
  std::uintptr_t end = 0;
  Task *writer = nullptr;       // last writer (one reference held), or null
  std::vector<Task *> readers;  // readers since that writer (one reference each)
};

bool completed(const Task *t) noexcept { return t->phase.load(std::memory_order_acquire) == Phase::completed; }

void retain(Task *t) noexcept { t->refs.fetch_add(1, std::memory_order_relaxed); }

}  // namespace

struct RegionMap {
  std::atomic<bool> locked{false};
  std::map<std::uintptr_t, Segment> segments;  // keyed by begin; disjoint
  // The map is swept of completed tasks when it reaches this many segments
  // (sweep_completed), then twice the segments left: amortised O(1) a submit.
  std::size_t sweep_at = min_sweep;
  static constexpr std::size_t min_sweep = 1024;

  void lock() noexcept {
    while (locked.exchange(true, std::memory_order_acquire))
      while (locked.load(std::memory_order_relaxed)) os::cpu_relax();
  }
  void unlock() noexcept { locked.store(false, std::memory_order_release); }
};

namespace {

using SegmentIt = std::map<std::uintptr_t, Segment>::iterator;

// Splits the segment strictly containing `x` into [begin, x) and [x, end).
void split_at(RegionMap &map, std::uintptr_t x) {
  auto it = map.segments.upper_bound(x);
  if (it == map.segments.begin()) return;
  --it;
  if (it->first >= x || it->second.end <= x) return;
  Segment right;
  right.end = it->second.end;
  right.writer = it->second.writer;
  if (right.writer) retain(right.writer);
  right.readers = it->second.readers;
  for (Task *r : right.readers) retain(r);
  it->second.end = x;
  map.segments.emplace(x, std::move(right));
}

// Tasks one submit collects (its predecessors, the references the map gives up): a
// few in place (a chain link has one of each), more on the heap. Not a std::vector:
// its allocation was a malloc and a free per submit.
class PredList {
 public:
  PredList() = default;
  PredList(const PredList &) = delete;
  PredList &operator=(const PredList &) = delete;
  void push_back(Task *t) {
    if (count_ < in_place) {
      first_[count_++] = t;
      return;
    }
    more_.push_back(t);
    ++count_;
  }
  template <class Fn>
  void for_each(Fn fn) const {
    for (std::size_t i = 0; i < count_ && i < in_place; ++i) fn(first_[i]);
    for (Task *t : more_) fn(t);
  }
  bool contains(const Task *t) const {
    bool found = false;
    for_each([&](Task *p) { found |= p == t; });
    return found;
  }

 private:
  static constexpr std::size_t in_place = 8;
  Task *first_[in_place];
  std::size_t count_ = 0;
  std::vector<Task *> more_;
};

// One submit's matching. Every reference the map gives up meanwhile goes to
// `dropped` and is released only after the arcs are added (match_accesses): so each
// predecessor, named by the map when it was found, stays valid until its arc exists
// without a reference of its own (two read-modify-writes fewer per arc, on a line
// the predecessor's worker writes as it completes).
struct Matching {
  PredList preds;
  PredList dropped;
};

void add_pred(PredList &preds, Task *pred, Task *self) {
  if (pred == self || completed(pred) || preds.contains(pred)) return;
  preds.push_back(pred);
}

// Applies one access of `t` to one segment, collecting the predecessors.
void apply(Matching &m, Segment &seg, Task *t, nano_access_mode mode) {
  if (seg.writer) add_pred(m.preds, seg.writer, t);
  if (mode & NANO_OUT) {
    for (Task *r : seg.readers) {
      add_pred(m.preds, r, t);
      m.dropped.push_back(r);
    }
    seg.readers.clear();
    if (seg.writer != t) {
      if (seg.writer) m.dropped.push_back(seg.writer);
      retain(t);
      seg.writer = t;
    }
    return;
  }
  // Reader: prune readers that already completed, then join.
  std::size_t kept = 0;
  bool present = false;
  for (Task *r : seg.readers) {
    if (r == t) present = true;
    if (r != t && completed(r)) {
      m.dropped.push_back(r);
      continue;
    }
    seg.readers[kept++] = r;
  }
  seg.readers.resize(kept);
  if (!present && seg.writer != t) {
    retain(t);
    seg.readers.push_back(t);
  }
}

// Merges neighbours in [from, to) that hold the same writer and no readers.
void merge_range(Matching &m, RegionMap &map, std::uintptr_t from, std::uintptr_t to) {
  auto it = map.segments.lower_bound(from);
  if (it != map.segments.begin()) --it;
  while (it != map.segments.end() && it->first <= to) {
    auto next = std::next(it);
    if (next == map.segments.end()) break;
    Segment &a = it->second;
    Segment &b = next->second;
    if (a.end == next->first && a.writer == b.writer && a.readers.empty() && b.readers.empty()) {
      a.end = b.end;
      if (b.writer) m.dropped.push_back(b.writer);
      map.segments.erase(next);
      continue;
    }
    it = next;
  }
}

void apply_access(Matching &m, RegionMap &map, Task *t, const AccessRecord &a) {
  if (a.begin >= a.end) return;
  // Fast path: exactly one existing segment (a chain of tasks on the same object):
  // nothing to split; not merging can only leave a neighbour with the same sole
  // writer apart (merging keeps the map small, it does not change the arcs found).
  if (auto it = map.segments.lower_bound(a.begin);
      it != map.segments.end() && it->first == a.begin && it->second.end == a.end) {
    apply(m, it->second, t, a.mode);
    return;
  }
  split_at(map, a.begin);
  split_at(map, a.end);
  std::uintptr_t cursor = a.begin;
  auto it = map.segments.lower_bound(a.begin);
  while (cursor < a.end) {
    if (it == map.segments.end() || it->first > cursor) {
      // A gap nobody accessed yet: a new empty segment up to the next one (or a.end).
      std::uintptr_t gap_end = (it == map.segments.end() || it->first > a.end) ? a.end : it->first;
      Segment fresh;
      fresh.end = gap_end;
      it = map.segments.emplace_hint(it, cursor, std::move(fresh));
    }
    apply(m, it->second, t, a.mode);
    cursor = it->second.end;
    ++it;
  }
  if (a.mode & NANO_OUT) merge_range(m, map, a.begin, a.end);
}

// Completed tasks never become predecessors again (add_pred): a segment drops
// its references to them, and a segment left naming nobody is a gap again.
// Without this, a parent creating a million one-element tasks before its
// next wait would keep every completed child alive through the map.
void sweep_completed(Matching &m, RegionMap &map) {
  for (auto it = map.segments.begin(); it != map.segments.end();) {
    Segment &seg = it->second;
    if (seg.writer && completed(seg.writer)) {
      m.dropped.push_back(seg.writer);
      seg.writer = nullptr;
    }
    std::size_t kept = 0;
    for (Task *r : seg.readers) {
      if (completed(r))
        m.dropped.push_back(r);
      else
        seg.readers[kept++] = r;
    }
    seg.readers.resize(kept);
    it = !seg.writer && seg.readers.empty() ? map.segments.erase(it) : std::next(it);
  }
  map.sweep_at = std::max(RegionMap::min_sweep, 2 * map.segments.size());
}

const AccessRecord &access_at(const Task *t, unsigned i) {
  return i < inline_accesses ? t->accesses[i] : t->extra_accesses[i - inline_accesses];
}

RegionMap *region_map_of(Task *parent) {
  RegionMap *map = parent->child_regions.load(std::memory_order_acquire);
  if (map) return map;
  auto *fresh = new RegionMap();
  if (parent->child_regions.compare_exchange_strong(map, fresh, std::memory_order_acq_rel)) return fresh;
  delete fresh;
  return map;
}

}  // namespace

bool record_access(Task *t, nano_access_mode mode, const void *base, std::size_t bytes) noexcept {
  auto begin = reinterpret_cast<std::uintptr_t>(base);
  AccessRecord rec{begin, begin + bytes, mode};
  unsigned n = t->naccess;
  if (n == 255) return false;
  if (n < inline_accesses) {
    t->accesses[n] = rec;
  } else {
    unsigned extra = n - inline_accesses;
    if (extra >= t->extra_access_capacity) {
      unsigned cap = t->extra_access_capacity ? t->extra_access_capacity * 2 : 8;
      void *grown = std::realloc(t->extra_accesses, sizeof(AccessRecord) * cap);
      if (!grown) return false;
      t->extra_accesses = static_cast<AccessRecord *>(grown);
      t->extra_access_capacity = cap;
      t->flags |= flag_has_extras;
    }
    t->extra_accesses[extra] = rec;
  }
  t->naccess = static_cast<std::uint8_t>(n + 1);
  return true;
}

void free_extra_accesses(Task *t) noexcept {
  std::free(t->extra_accesses);
  t->extra_accesses = nullptr;
  t->extra_access_capacity = 0;
}

void match_accesses(ThreadState *ts, Task *t) noexcept {
  Task *parent = t->parent;
  RegionMap *map = region_map_of(parent);
  Matching m;
  map->lock();
  for (unsigned i = 0; i < t->naccess; ++i) apply_access(m, *map, t, access_at(t, i));
  if (map->segments.size() >= map->sweep_at) sweep_completed(m, *map);
  // Arcs are added under the lock so that a later sibling cannot overtake them.
  m.preds.for_each([t](Task *p) { add_arc(p, t); });
  map->unlock();
  m.dropped.for_each([ts](Task *p) { release_task_ref(ts, p); });
}

void clear_child_regions(ThreadState *ts, Task *parent) noexcept {
  RegionMap *map = parent->child_regions.exchange(nullptr, std::memory_order_acq_rel);
  if (!map) return;
  for (auto &[begin, seg] : map->segments) {
    if (seg.writer) release_task_ref(ts, seg.writer);
    for (Task *r : seg.readers) release_task_ref(ts, r);
  }
  delete map;
}

}  // namespace nano::detail
