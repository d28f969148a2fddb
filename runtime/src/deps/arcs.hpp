// arcs.hpp — static dependences: a counter in the successor and a lock-free successor stack in the predecessor.
//
// Adding pred -> succ (succ being built, so its counter sits near build_sentinel):
//   1. take a link slot inside succ (nlinks += 1), 2. CAS the link onto
//   pred->successors; if the stack is closed_list, pred has completed: undo 1.
//   nano_submit later converts the sentinel into the arc count (see task.hpp).
// Completing pred: exchange successors with closed_list, then for each link read
// `next` first and decrement succ->unresolved; whoever reaches 0 makes succ ready.
#pragma once

#include "core/task.hpp"

namespace nano::detail {

struct ThreadState;

// False (and no arc) if `pred` has already completed. Aborts on out-of-memory.
bool add_arc(Task *pred, Task *succ) noexcept;
// Called once by the completer of `t`.
void release_successors(ThreadState *ts, Task *t) noexcept;
// Frees the extra link chunks of a task about to be recycled.
void free_extra_links(Task *t) noexcept;

}  // namespace nano::detail
