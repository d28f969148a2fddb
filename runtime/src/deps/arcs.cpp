// arcs.cpp — adding and releasing static arcs, and the immediate-successor hand-off.
#include "deps/arcs.hpp"

#include <cstdio>
#include <cstdlib>

#include "sched/runtime.hpp"
#include "trace/hooks.hpp"

namespace nano::detail {

namespace {
// The slot for the succ's next arc: inline first, then chunks of extra_links_per_chunk
// (chunk[0].next chains the chunks, chunk[0].succ is unused).
ArcLink *take_link_slot(Task *succ) noexcept {
  unsigned n = succ->nlinks;
  if (n < inline_links) {
    ++succ->nlinks;
    return &succ->links[n];
  }
  unsigned extra = n - inline_links;
  unsigned in_chunk = extra % extra_links_per_chunk;
  if (in_chunk == 0) {
    auto *chunk = static_cast<ArcLink *>(std::malloc(sizeof(ArcLink) * (extra_links_per_chunk + 1)));
    if (!chunk) {
      std::fprintf(stderr, "nano: out of memory while adding a dependence\n");
      std::abort();
    }
    chunk[0].next = succ->extra_links;  // newest chunk first
    chunk[0].succ = nullptr;
    succ->extra_links = chunk;
    succ->flags |= flag_has_extras;
  }
  ++succ->nlinks;
  return &succ->extra_links[1 + in_chunk];
}
}  // namespace

bool add_arc(Task *pred, Task *succ) noexcept {
  if (pred->successors.load(std::memory_order_acquire) == closed_list) return false;
  ArcLink *link = take_link_slot(succ);
  link->succ = succ;
  std::uintptr_t head = pred->successors.load(std::memory_order_acquire);
  do {
    if (head == closed_list) {
      --succ->nlinks;  // the slot (possibly in a fresh chunk) stays allocated for reuse
      return false;
    }
    link->next = reinterpret_cast<ArcLink *>(head);
  } while (!pred->successors.compare_exchange_weak(head, reinterpret_cast<std::uintptr_t>(link),
                                                   std::memory_order_acq_rel, std::memory_order_acquire));
  succ->flags |= flag_has_preds;
  if (pred->phase.load(std::memory_order_relaxed) == Phase::building && !(pred->flags & flag_building_pred)) {
    // The creator's continuation, not yet run, will submit pred: until then a child run
    // on the creator's stack must not be able to wait for succ (runtime.hpp).
    pred->flags |= flag_building_pred;
    rt.inline_blockers.fetch_add(1, std::memory_order_relaxed);
  }
  return true;
}

void release_successors(ThreadState *ts, Task *t) noexcept {
  std::uintptr_t head = t->successors.exchange(closed_list, std::memory_order_acq_rel);
  auto *link = reinterpret_cast<ArcLink *>(head);
  while (link) {
    ArcLink *next = link->next;  // read before the release: succ may run and be recycled
    Task *succ = link->succ;
    trace::dependency_release(t->id, succ->id);
    if (succ->unresolved.fetch_sub(1, std::memory_order_acq_rel) == 1) {
      // Immediate-successor hand-off: the first released successor runs next on this
      // worker, skipping the deque; the others are pushed for thieves.
      if (ts->kind == ThreadKind::worker && ts->next == 0) {
        ts->next = item_of(succ);
        ++ts->stats.immediate_successors;
      } else {
        make_ready(ts, item_of(succ));
      }
    }
    link = next;
  }
}

void free_extra_links(Task *t) noexcept {
  ArcLink *chunk = t->extra_links;
  while (chunk) {
    ArcLink *next = chunk[0].next;
    std::free(chunk);
    chunk = next;
  }
  t->extra_links = nullptr;
}

}  // namespace nano::detail
