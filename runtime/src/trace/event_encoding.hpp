// event_encoding.hpp — the compact byte encoding of trace records: kinds, varints and per-block deltas.
//
// Format of a thread's block (event_buffer.hpp): 8 raw bytes, the block's base time (in
// units of 2^tick_shift clock ticks: the time of the thread's last clocked record before
// the block), then a sequence of records, each one kind byte followed by LEB128 varints.
//
// Clocked and unclocked records. A clocked record carries, right after its kind byte,
// the time since the thread's previous clocked record (in units; never negative: a clock
// that steps back after a migration gives 0). A record whose kind byte has the
// `unclocked` bit carries no time and reads no clock: it happened after the thread's
// previous clocked record and before its next one, and the decoder stamps it with the
// previous clocked record's time (its order among the thread's records is exact). The
// recorder (recorder.cpp) leaves these records unclocked, saving one clock read each:
// - a task creation on a worker (during its creator's run: the creator's start, or an
//   earlier clocked record of the creator's body);
// - the chain after a task end or a clocked `running` state on the same thread, while
//   only runtime code runs: dependency releases, the `scheduling` and `running`
//   states and the next task start. The runtime calls trace::user_code_ran() where it
//   is entered from user code on a path that may start a task, which ends the chain;
//   any other record ends it too.
//
// Interpolated records. A task start or end inside a dense burst (TimeScheme,
// trace_types.hpp) has the `interpolated` bit instead: it carries no time either, and
// the decoder spreads the times of a thread's interpolated records evenly between the
// clocked records around them (the k-th of m gets t0 + (t1 - t0) * k / (m + 1)); an
// unclocked record takes the time of the record before it, interpolated or not. Only
// task starts and ends are ever interpolated.
//
// Task ids are stored as zigzag differences to the id base: the previous task id the
// thread recorded in the block with an id, a task_end_open or a task_start_previous (the
// short creation and task_start_created leave it as it was), so most records of a
// fine-grained run take 1 to 3 bytes.
//
// Invariant: the id and site state starts afresh at every block, and the time state
// continues from the block's base time, so a block decodes on its own and an event
// dropped for lack of memory (written to a scratch area) never desynchronises the stream.
//
// Short forms. The encoder and the decoder keep the same per-block model of the thread:
// `last_created` (the id of its previous creation in the block) and its known open
// tasks. The decoder keeps them as a stack (OpenTasks) whose top is `current`, the open
// task (the one started last and not ended yet); the encoder keeps only the stack's
// depth, the number of known open tasks (an 8-bit count that wraps: a 256th nested
// start makes it 0, which only makes later ends miss the short form, on both sides
// alike). A task start pushes the started task; an end at a depth above 0 pops; a
// suspension or a resumption (task_suspend, task_resume) and the block start forget
// them all (depth 0). The encoder needs no ids for this because a thread's tasks end in
// the reverse order of their starts between two such points (the runtime runs a task
// body as a nested call on the thread's current nano-thread, and a nano-thread leaves
// or joins a thread only with a task_suspend or task_resume record): while the depth is
// above 0, the top is the task running on the thread. Then:
// - `task_create_next` (1 byte) is a creation whose id is last_created + 1 (ids are
//   consecutive per creating thread), whose parent is `current` (the depth is above 0
//   and the creator, the runtime's running task, is the parent) and whose site is the
//   site of the thread's previous creation in the block;
// - `task_start_created` (kind, and time when clocked) is the start of `last_created`
//   (a task started right after its creation, or the last created child a wait pops
//   from its own queue): no id, and it leaves the id delta base as it was;
// - `task_start_previous` (kind, and time when clocked) is the start of the id base - 1,
//   which becomes the id base: the next sibling a wait pops after the end of one
//   (siblings have consecutive ids and run last-created first from the queue);
// - `task_end_open` (kind, and time when clocked) is a task end at a depth above 0: the
//   end of `current`, which becomes the id base.
// Any other creation takes the long form, and so does an end at depth 0 (a task that
// started before the block or that resumed on this thread): neither changes the stack.
//
// Sites: the (label, file, line) of a created task is sent once per block as a `site`
// record (the next site number of the block: 0, 1, ...; payload label and file pointers,
// 8 raw bytes each, then the line) and referred to by number afterwards. A small
// direct-mapped cache in the thread's buffer remembers the sites of the current block,
// and the site of the thread's previous creation is tried first.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace nano::detail::trace {

enum class EventKind : std::uint8_t {
  worker_start = 1,        // dt, worker
  task_create = 2,         // dt, id delta, parent - id (zigzag), site number
  task_start = 3,          // dt, id delta
  task_end = 4,            // dt, id delta
  dependency_release = 5,  // dt, predecessor delta, successor delta
  steal = 6,               // dt, thief, victim
  loop_chunk = 7,          // dt, id delta, lo (zigzag), hi - lo (zigzag)
  active_workers = 8,      // dt, count
  site = 9,                // label pointer (8 bytes), file pointer (8 bytes), line (zigzag); no time
  task_create_next = 10,   // no payload: the common creation (see "Short forms" above)
  task_end_open = 11,      // dt only: the end of the thread's open task (see "Short forms" above)
  task_start_created = 12, // dt only: the start of the thread's last created task (see "Short forms")
  task_start_previous = 13,  // dt only: the start of the task whose id is the id base - 1 (see "Short forms")
  // dt, id delta, lowest: the thread's open task switched out with its nano-thread (a
  // wait that suspends); lowest is 0 when every task open on the thread leaves with it,
  // else 1 + zigzag(lowest open task of the nano-thread - id) (a throttled child run as
  // a call, which leaves its creator's tasks below it). The open-task model forgets the
  // thread's open tasks (see "Short forms").
  task_suspend = 14,
  // dt, id delta: the nano-thread whose open task is id runs again on this thread; the
  // open-task model forgets the thread's open tasks.
  task_resume = 15,
  state_base = 16          // state_base + State: dt only
};

// Set in the kind byte of a record that carries no time (see above). Every kind is below it.
inline constexpr std::uint8_t unclocked = 0x40;
// Set in the kind byte of a task start or end whose time the decoder interpolates.
inline constexpr std::uint8_t interpolated = 0x80;
inline constexpr std::size_t block_header_bytes = 8;  // the base time

inline constexpr unsigned tick_shift = 3;            // time unit: 8 clock ticks (about 3 ns with a TSC)
inline constexpr std::size_t max_record_bytes = 64;  // a site and a create together, or any one record
inline constexpr std::size_t site_cache_slots = 32;  // a power of two
inline constexpr std::size_t open_stack_slots = 256;  // indexed by a wrapping 8-bit depth

struct SiteSlot {
  const char *label = nullptr;
  const char *file = nullptr;
  std::int32_t line = 0;
  std::uint32_t number = 0;  // site number + 1; 0: empty slot
};

// A label pointer no task has (no string lives at address 1): the label of an empty
// `recent` site, so that comparing the three fields of a site suffices.
inline const char *no_site() noexcept { return reinterpret_cast<const char *>(std::uintptr_t{1}); }

// The decoder's open-task model of "Short forms": a stack whose top, open[depth], is
// `current`. The 8-bit depth wraps like the encoder's count (StreamState::open_depth), so
// open[1..depth] are always the tasks pushed since the depth was last 0.
static_assert(open_stack_slots == 256, "the 8-bit depth indexes the stack without a mask");
struct OpenTasks {
  std::uint64_t open[open_stack_slots] = {};
  std::uint8_t depth = 0;

  std::uint64_t current() const noexcept { return open[depth]; }
  void start(std::uint64_t id) noexcept { open[++depth] = id; }
  void end() noexcept { --depth; }  // after the end of current()
  void restart() noexcept { *this = OpenTasks{}; }
};

// The encoder's state, kept in the writing thread's buffer.
struct StreamState {
  static constexpr std::uint64_t no_short_create = ~std::uint64_t{0};  // no task id is all ones

  // In units, of the thread's previous clocked record; only grows (across blocks too, so
  // a clock that steps back when the thread migrates never makes time go back).
  std::uint64_t last_time = 0;
  std::uint64_t last_id = 0;  // the previous task id of the block
  // On a worker, the id after its previous creation in the block (the decoder's
  // last_created + 1): the id a creation must have to take the short form, and the start
  // of the id before it takes task_start_created. On a thread whose creations are
  // clocked, an id no task has (so neither short form is used there).
  std::uint64_t next_short_create = 0;
  std::uint32_t sites = 0;  // sites sent in this block
  // The depth of the decoder's open-task stack (see "Short forms"): the number of the
  // thread's known open tasks, wrapping; above 0, a task end is the end of `current`.
  // Beside the other fields every task reads (the buffer's first two cache lines), not
  // after the site cache.
  std::uint8_t open_depth = 0;
  // The site of the thread's previous creation in the block (a copy of its cache slot,
  // so the short form's test reads no index); its label is no_site() when there is none.
  SiteSlot recent{no_site(), nullptr, 0, 0};
  SiteSlot site_cache[site_cache_slots];
#ifndef NDEBUG
  // Debug builds check the nesting the short ends rely on (pop_open, below): opened[d] is
  // the task pushed at depth d. Only code of one build sees this struct (the runtime and
  // its tests), all with the same NDEBUG, so the layouts agree.
  std::uint64_t opened[open_stack_slots] = {};
#endif

  // At a block start: ids, the open-task model and sites restart; the time goes on (the
  // block header holds it).
  void restart_block(bool clocked_creates) noexcept {
    last_id = 0;
    next_short_create = clocked_creates ? no_short_create : 1;
    sites = 0;
    recent = SiteSlot{no_site(), nullptr, 0, 0};
    for (SiteSlot &slot : site_cache) slot.number = 0;
    open_depth = 0;
  }
};

// A task start's push and a short end's pop of the open-task stack (see "Short forms").
// Without NDEBUG the pop checks that the ended task is the one the decoder will take
// (the top), which the encoder otherwise trusts to the runtime's nesting.
inline void push_open(StreamState &stream, [[maybe_unused]] std::uint64_t id) noexcept {
  ++stream.open_depth;
#ifndef NDEBUG
  stream.opened[stream.open_depth] = id;
#endif
}
inline void pop_open(StreamState &stream, [[maybe_unused]] std::uint64_t id) noexcept {
#ifndef NDEBUG
  if (stream.opened[stream.open_depth] != id) {
    std::fprintf(stderr, "nano: trace: task %llu ended while task %llu was the thread's open task\n",
                 static_cast<unsigned long long>(id),
                 static_cast<unsigned long long>(stream.opened[stream.open_depth]));
    std::abort();
  }
#endif
  --stream.open_depth;
}

inline std::uint64_t zigzag(std::int64_t value) noexcept {
  return (static_cast<std::uint64_t>(value) << 1) ^ static_cast<std::uint64_t>(value >> 63);
}
inline std::int64_t unzigzag(std::uint64_t value) noexcept {
  return static_cast<std::int64_t>(value >> 1) ^ -static_cast<std::int64_t>(value & 1);
}

inline std::uint8_t *put_varint(std::uint8_t *at, std::uint64_t value) noexcept {
  while (value >= 0x80) {
    *at++ = static_cast<std::uint8_t>(value | 0x80);
    value >>= 7;
  }
  *at++ = static_cast<std::uint8_t>(value);
  return at;
}

inline std::uint8_t *put_raw(std::uint8_t *at, std::uint64_t value) noexcept {
  std::memcpy(at, &value, sizeof value);
  return at + sizeof value;
}

// Reads a varint from [at, end); false when the record is cut or too long.
inline bool get_varint(const std::uint8_t *&at, const std::uint8_t *end, std::uint64_t &value) noexcept {
  value = 0;
  for (unsigned shift = 0; shift < 64 && at < end; shift += 7) {
    const std::uint8_t byte = *at++;
    value |= static_cast<std::uint64_t>(byte & 0x7f) << shift;
    if ((byte & 0x80) == 0) return true;
  }
  return false;
}

inline bool get_raw(const std::uint8_t *&at, const std::uint8_t *end, std::uint64_t &value) noexcept {
  if (end - at < static_cast<std::ptrdiff_t>(sizeof value)) return false;
  std::memcpy(&value, at, sizeof value);
  at += sizeof value;
  return true;
}

}  // namespace nano::detail::trace
