// decoded_trace.cpp — turns the raw blocks of a session into per-thread event lists in ns.
#if defined(NANO_TRACING)

#include "trace/decoded_trace.hpp"

#include "trace/hooks.hpp"

#include <algorithm>
#include <stdexcept>

namespace nano::detail::trace {

const char *state_name(std::uint8_t state) noexcept {
  switch (static_cast<State>(state)) {
    case State::running: return "running";
    case State::scheduling: return "scheduling";
    case State::idle: return "idle";
    case State::suspended: return "suspended";
    case State::released: return "released";
  }
  return "unknown";
}

namespace {

TraceEvent decode_event(const std::uint64_t *words, std::uint8_t kind, std::uint64_t time) {
  TraceEvent event;
  event.time = time;
  if (kind >= static_cast<std::uint8_t>(EventKind::state_base)) {
    event.kind = EventKind::state_base;
    event.state = static_cast<std::uint8_t>(kind - static_cast<std::uint8_t>(EventKind::state_base));
    return event;
  }
  event.kind = static_cast<EventKind>(kind);
  switch (event.kind) {
    case EventKind::task_create_bare:
      event.kind = EventKind::task_create;
      event.a = words[0];
      event.b = words[1];
      event.label = reinterpret_cast<const char *>(words[2]);
      break;
    case EventKind::task_create:
      event.a = words[0];
      event.b = words[1];
      event.label = reinterpret_cast<const char *>(words[2]);
      event.file = reinterpret_cast<const char *>(words[3]);
      event.line = static_cast<std::int32_t>(words[4]);
      break;
    case EventKind::loop_chunk:
      event.a = words[0];
      event.b = words[1];
      event.c = words[2];
      break;
    case EventKind::dependency_release:
    case EventKind::steal:
      event.a = words[0];
      event.b = words[1];
      break;
    default: event.a = words[0]; break;
  }
  return event;
}

// Decodes one thread's blocks; false when a spilled block cannot be read back.
bool decode_thread(const RecordedThread &recorded, const TraceClock &clock, TraceThread &thread) {
  std::uint64_t previous = 0;
  std::vector<std::uint64_t> scratch;
  for (const RecordedBlock &block : recorded.blocks) {
    const std::uint64_t *words = nullptr;
    std::uint64_t used = 0;
    if (!read_block(block, scratch, words, used)) return false;
    // Events never straddle blocks: reserve() moves to a new block when one does not fit.
    for (std::uint64_t at = 0; at < used;) {
      const std::uint64_t header = words[at];
      const auto kind = static_cast<std::uint8_t>(header & 0xff);
      const std::size_t payload = payload_words(kind);
      if (at + 1 + payload > used) break;
      // rdtsc may step back by a few ticks after a migration: keep each thread monotonic.
      previous = std::max(previous, clock.to_ns(header >> 8));
      thread.events.push_back(decode_event(words + at + 1, kind, previous));
      at += 1 + payload;
    }
  }
  return true;
}

}  // namespace

DecodedTrace decode(const RecordedSession &session, const TraceClock &clock, std::uint64_t end_ticks) {
  DecodedTrace trace;
  trace.dropped_events = session.dropped_events;
  trace.end_time = clock.to_ns(end_ticks);

  // Display order: workers by id, then the main thread, then other threads as they came.
  std::vector<std::size_t> order(session.threads.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  auto rank = [&](std::size_t i) {
    const RecordedThread &t = session.threads[i];
    return t.worker >= 0 ? 0 : t.is_main ? 1 : 2;
  };
  std::sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) {
    if (rank(x) != rank(y)) return rank(x) < rank(y);
    if (rank(x) == 0 && session.threads[x].worker != session.threads[y].worker)
      return session.threads[x].worker < session.threads[y].worker;
    return x < y;
  });

  int outside = 0;
  for (std::size_t i : order) {
    const RecordedThread &recorded = session.threads[i];
    TraceThread thread;
    thread.worker = recorded.worker;
    if (recorded.worker >= 0)
      thread.name = "worker " + std::to_string(recorded.worker);
    else if (recorded.is_main)
      thread.name = "main thread";
    else
      thread.name = "thread " + std::to_string(++outside);
    if (!decode_thread(recorded, clock, thread))
      throw std::runtime_error("cannot read the trace's spill file back (" + thread.name + ")");
    if (!thread.events.empty()) trace.end_time = std::max(trace.end_time, thread.events.back().time);
    trace.threads.push_back(std::move(thread));
  }
  return trace;
}

}  // namespace nano::detail::trace

#endif  // NANO_TRACING
