// full_blocks_test.cpp — full blocks stay in memory while the session's memory lasts, then go to the spill file.
//
// The contract (event_buffer.hpp, docs/tracing.md "Overhead", NANO_TRACE_MEMORY_MB): a
// session prepares memory_bytes of spare blocks; a thread's full block is swapped for a
// spare and kept in memory while spares last, and written to the spill file (and reused)
// after that; a trace decodes the same either way.
#include "strict_prv_reader.hpp"
#include "trace_test_paths.hpp"

#include "trace/event_buffer.hpp"
#include "trace/hooks.hpp"

#include <catch2/catch.hpp>

#include <cstdint>
#include <cstdlib>
#include <thread>
#include <utility>
#include <vector>

namespace trace = nano::detail::trace;
using namespace nano::trace_test;

namespace {

constexpr std::uint64_t task_id_type = 90000002;
constexpr std::uint64_t created_id_type = 90000010;

// Fills `blocks` whole blocks of the calling thread with one-byte records (never decoded).
void fill_blocks(std::uint64_t blocks) {
  for (std::uint64_t byte = 0; byte < blocks * trace::block_bytes; ++byte) {
    trace::ThreadBuffer &buffer = *trace::reserve();
    *buffer.cursor++ = 0;
  }
}

// On a worker: `count` tasks, each created, started and ended, with consecutive ids.
void record_tasks(std::uint64_t count) {
  std::thread worker([count] {
    trace::worker_start(0);
    for (std::uint64_t id = 1; id <= count; ++id) {
      trace::task_create({id, 0, "leaf", "blocks.c", 7});
      trace::task_start(id);
      trace::task_end(id);
    }
    trace::state(0, trace::State::idle);
  });
  worker.join();
}

}  // namespace

TEST_CASE("full blocks are kept in memory while the session's spares last, then spilled", "[trace][blocks]") {
  const TempTrace files("full-blocks", ".prv");
  const std::uint64_t spares = GENERATE(0, 3);
  trace::open_session(files.path, spares * sizeof(trace::Block));
  std::thread([spares] {
    REQUIRE(trace::attach_current_thread() != nullptr);
    fill_blocks(spares + 3);
  }).join();
  trace::RecordedSession recorded = trace::close_session();
  REQUIRE(recorded.threads.size() == 1);
  const std::vector<trace::RecordedBlock> &blocks = recorded.threads[0].blocks;
  // spares + 3 full blocks and the last one, closed with the session.
  REQUIRE(blocks.size() == spares + 4);
  for (std::size_t i = 0; i < blocks.size(); ++i) {
    CAPTURE(i);
    CHECK(blocks[i].sequence == i);
    // The first `spares` full blocks were swapped for spares; the others went to the file.
    CHECK((blocks[i].memory != nullptr) == (i < spares));
    std::vector<std::uint8_t> scratch;
    const std::uint8_t *bytes = nullptr;
    std::uint64_t count = 0;
    REQUIRE(trace::read_block(blocks[i], scratch, bytes, count));
    if (i + 1 < blocks.size()) CHECK(count >= trace::block_bytes - trace::max_record_bytes);  // full
  }
  trace::release_blocks(recorded);
}

TEST_CASE("a trace decodes the same with its blocks kept in memory or spilled", "[trace][blocks][prv]") {
  const TempTrace files("blocks-decoded", ".prv");
  const std::uint64_t memory = GENERATE(std::uint64_t{0}, trace::default_trace_memory_bytes);
  // Every boundary clocked: some 6 bytes per task, so several blocks.
  constexpr std::uint64_t tasks = 60000;
  trace::start_with(trace::Format::paraver, files.path.c_str(), trace::TimeScheme::exact(), memory);
  REQUIRE(trace::enabled);
  record_tasks(tasks);
  trace::stop();

  const PrvTrace prv = read_prv_strict(files.path);
  std::uint64_t next_created = 1, next_started = 1, ends = 0;
  for (const PrvEvent &event : prv.events) {
    if (event.thread != 1) continue;
    if (const std::int64_t id = event.value_of(created_id_type); id >= 0)
      CHECK(static_cast<std::uint64_t>(id) == next_created++);
    if (const std::int64_t id = event.value_of(task_id_type); id > 0)
      CHECK(static_cast<std::uint64_t>(id) == next_started++);
    else if (id == 0)
      ++ends;
  }
  CHECK(next_created == tasks + 1);
  CHECK(next_started == tasks + 1);
  CHECK(ends == tasks);
}

TEST_CASE("NANO_TRACE_MEMORY_MB sets the memory kept before spilling, and a bad value keeps the default",
          "[trace][blocks][environment]") {
  const TempTrace files("memory-env", ".prv");
  ::setenv("NANO_TRACE", "prv", 1);
  ::setenv("NANO_TRACE_FILE", files.path.c_str(), 1);
  const std::uint64_t mib = std::uint64_t{1} << 20, fallback = trace::default_trace_memory_bytes;
  const std::vector<std::pair<const char *, std::uint64_t>> cases{
      {"0", 0}, {"3", 3 * mib}, {"", fallback}, {"lots", fallback}, {"-1", fallback}, {"2x", fallback},
      {"99999", fallback}};
  for (const auto &[value, expected] : cases) {
    CAPTURE(value);
    ::setenv("NANO_TRACE_MEMORY_MB", value, 1);
    trace::start();
    REQUIRE(trace::enabled);
    CHECK(trace::session_memory_bytes == expected);
    record_tasks(100);
    trace::stop();
    CHECK(read_prv_strict(files.path).events.size() > 300);
  }
  ::unsetenv("NANO_TRACE_MEMORY_MB");
  ::unsetenv("NANO_TRACE");
  ::unsetenv("NANO_TRACE_FILE");
}
