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

struct Site {
  const char *label = nullptr;
  const char *file = nullptr;
  std::int32_t line = 0;
};

// How a decoded event got its time (event_encoding.hpp).
enum class Timing : std::uint8_t {
  clocked,       // its own clock read
  shared,        // unclocked: the time of the record before it
  interpolated,  // a task boundary in a dense burst: between the clocked records around it
};

bool is_boundary(std::uint8_t kind) noexcept {
  return kind == static_cast<std::uint8_t>(EventKind::task_start) ||
         kind == static_cast<std::uint8_t>(EventKind::task_start_created) ||
         kind == static_cast<std::uint8_t>(EventKind::task_start_previous) ||
         kind == static_cast<std::uint8_t>(EventKind::task_end) ||
         kind == static_cast<std::uint8_t>(EventKind::task_end_open);
}

// Decodes one block's records (event_encoding.hpp) onto `thread`, and how each event got
// its time onto `timings`; an event that is not clocked has the time of the thread's
// previous clocked record until set_derived_times. `previous` keeps the thread's times
// non-decreasing across blocks. False when a record is malformed.
bool decode_block(const std::uint8_t *at, const std::uint8_t *end, const TraceClock &clock, std::uint64_t &previous,
                  TraceThread &thread, std::vector<Timing> &timings) {
  std::uint64_t time = 0, last_id = 0;  // the encoder's state: time continues from the header
  if (!get_raw(at, end, time)) return false;
  std::vector<Site> sites;
  // The open-task model of the short forms (event_encoding.hpp), as the encoder keeps it.
  std::uint64_t last_created = 0;
  OpenTasks tasks;
  std::uint64_t last_site = 0;  // the site of the previous creation; valid when sites exist
  auto id = [&](std::uint64_t &out) {
    std::uint64_t zz = 0;
    if (!get_varint(at, end, zz)) return false;
    last_id += static_cast<std::uint64_t>(unzigzag(zz));
    out = last_id;
    return true;
  };
  auto signed_value = [&](std::uint64_t &out) {
    std::uint64_t zz = 0;
    if (!get_varint(at, end, zz)) return false;
    out = static_cast<std::uint64_t>(unzigzag(zz));
    return true;
  };
  while (at < end) {
    std::uint8_t kind = *at++;
    if (kind == static_cast<std::uint8_t>(EventKind::site)) {
      std::uint64_t label = 0, file = 0, line = 0;
      if (!get_raw(at, end, label) || !get_raw(at, end, file) || !signed_value(line)) return false;
      sites.push_back(Site{reinterpret_cast<const char *>(label), reinterpret_cast<const char *>(file),
                           static_cast<std::int32_t>(line)});
      continue;
    }
    Timing timing = Timing::clocked;
    if ((kind & interpolated) != 0) {
      kind = static_cast<std::uint8_t>(kind & ~interpolated);
      if (!is_boundary(kind)) return false;
      timing = Timing::interpolated;
    } else if ((kind & unclocked) != 0) {
      kind = static_cast<std::uint8_t>(kind & ~unclocked);
      timing = Timing::shared;
    } else {
      std::uint64_t dt = 0;
      if (!get_varint(at, end, dt)) return false;
      time += dt;
    }
    // The encoder never lets a thread's time go back; the max only guards rounding.
    previous = std::max(previous, clock.to_ns(time << tick_shift));
    TraceEvent event;
    event.time = previous;
    if (kind >= static_cast<std::uint8_t>(EventKind::state_base)) {
      event.kind = EventKind::state_base;
      event.state = static_cast<std::uint8_t>(kind - static_cast<std::uint8_t>(EventKind::state_base));
      thread.events.push_back(event);
      timings.push_back(timing);
      continue;
    }
    event.kind = static_cast<EventKind>(kind);
    bool ok = true;
    switch (event.kind) {
      case EventKind::worker_start: ok = get_varint(at, end, event.a); break;
      case EventKind::active_workers: ok = signed_value(event.a); break;
      case EventKind::task_create:
      case EventKind::task_create_next: {
        std::uint64_t parent_delta = 0, site = last_site;
        if (event.kind == EventKind::task_create) {
          ok = id(event.a) && signed_value(parent_delta) && get_varint(at, end, site);
          event.b = event.a + parent_delta;
        } else {
          event.kind = EventKind::task_create;
          event.a = last_created + 1;  // a short creation leaves the id base as it was
          event.b = tasks.current();
        }
        ok = ok && site < sites.size();
        if (ok) {
          last_created = event.a;
          last_site = site;
          event.label = sites[site].label;
          event.file = sites[site].file;
          event.line = sites[site].line;
        }
        break;
      }
      case EventKind::task_start:
        ok = id(event.a);
        if (ok) tasks.start(event.a);
        break;
      case EventKind::task_start_created:  // no id, and the id base stays
        event.kind = EventKind::task_start;
        event.a = last_created;
        tasks.start(event.a);
        break;
      case EventKind::task_start_previous:
        event.kind = EventKind::task_start;
        event.a = last_id = last_id - 1;
        tasks.start(event.a);
        break;
      case EventKind::task_end: ok = id(event.a); break;
      case EventKind::task_end_open:
        event.kind = EventKind::task_end;
        event.a = last_id = tasks.current();
        tasks.end();
        break;
      case EventKind::task_suspend: {
        std::uint64_t lowest = 0;
        ok = id(event.a) && get_varint(at, end, lowest);
        event.b = lowest == 0 ? 0 : event.a + static_cast<std::uint64_t>(unzigzag(lowest - 1));
        tasks.restart();
        break;
      }
      case EventKind::task_resume:
        ok = id(event.a);
        tasks.restart();
        break;
      case EventKind::dependency_release: ok = id(event.a) && id(event.b); break;
      case EventKind::steal: ok = signed_value(event.a) && signed_value(event.b); break;
      case EventKind::loop_chunk: {
        std::uint64_t length = 0;
        ok = id(event.a) && signed_value(event.b) && signed_value(length);
        event.c = event.b + length;
        break;
      }
      default: ok = false; break;
    }
    if (!ok) return false;
    thread.events.push_back(event);
    timings.push_back(timing);
  }
  return true;
}

// Gives every event that is not clocked its time: over each run of such events between
// two clocked ones (times t0, t1; a run at the thread's end has no t1 and stays at t0),
// the k-th of the run's m interpolated events gets t0 + (t1 - t0) * k / (m + 1), and a
// shared event the time of the event before it. So times stay non-decreasing and within
// [t0, t1], and counts, ids and order are untouched.
void set_derived_times(std::vector<TraceEvent> &events, const std::vector<Timing> &timings) {
  std::size_t run = 0;
  while (run < events.size()) {
    if (timings[run] == Timing::clocked) {
      ++run;
      continue;
    }
    std::size_t next = run;  // the next clocked event, or the end
    std::uint64_t interpolated_count = 0;
    for (; next < events.size() && timings[next] != Timing::clocked; ++next)
      interpolated_count += timings[next] == Timing::interpolated ? 1 : 0;
    const std::uint64_t t0 = events[run].time;  // the previous clocked record's (decode_block)
    const std::uint64_t span = next < events.size() ? events[next].time - t0 : 0;
    std::uint64_t time = t0, k = 0;
    for (; run < next; ++run) {
      if (timings[run] == Timing::interpolated)
        time = t0 + static_cast<std::uint64_t>(static_cast<unsigned __int128>(span) * ++k / (interpolated_count + 1));
      events[run].time = time;
    }
  }
}

// Decodes one thread's blocks; false when a spilled block cannot be read back or is malformed.
bool decode_thread(const RecordedThread &recorded, const TraceClock &clock, TraceThread &thread) {
  std::uint64_t previous = 0;
  std::vector<std::uint8_t> scratch;
  std::vector<Timing> timings;  // a burst may span blocks: times are derived per thread
  for (const RecordedBlock &block : recorded.blocks) {
    const std::uint8_t *bytes = nullptr;
    std::uint64_t used = 0;
    if (!read_block(block, scratch, bytes, used)) return false;
    if (!decode_block(bytes, bytes + used, clock, previous, thread, timings)) return false;
  }
  set_derived_times(thread.events, timings);
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
      throw std::runtime_error("cannot read the trace's spill file back, or it is corrupt (" + thread.name + ")");
    if (!thread.events.empty()) trace.end_time = std::max(trace.end_time, thread.events.back().time);
    trace.threads.push_back(std::move(thread));
  }
  return trace;
}

}  // namespace nano::detail::trace

#endif  // NANO_TRACING
