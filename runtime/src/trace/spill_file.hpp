// spill_file.hpp — an unnamed scratch file that full trace blocks are written to while the program runs.
//
// Recording appends a few bytes per event; keeping every block in memory would touch
// fresh pages all the time, which costs far more than writing them to the page cache
// (on the VM this was measured on: 80 us per 4 KiB first touch against 1.5 ms per MiB
// written). So each thread writes its full block here and reuses it, and the writer
// reads the blocks back at the end. The file is created next to the trace output and
// unlinked at once: nothing is left behind, even after a crash.
//
// Concurrency: append may run on several threads at once; each reserves its byte range
// with one fetch_add on the file size and writes it with pwrite.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

namespace nano::detail::trace {

struct SpilledBlock {
  std::uint64_t offset = 0;  // bytes into the file
  std::uint64_t bytes = 0;   // record bytes stored there
};

class SpillFile {
 public:
  SpillFile() = default;
  SpillFile(const SpillFile &) = delete;
  SpillFile &operator=(const SpillFile &) = delete;
  ~SpillFile() { close(); }

  // Creates the file beside `output_path`; false (and the file stays closed) on failure.
  bool open(const std::string &output_path) noexcept;
  bool is_open() const noexcept { return fd_ >= 0; }
  // Appends `count` bytes (any thread); false on a write error (disk full).
  bool append(const std::uint8_t *data, std::uint64_t count, SpilledBlock &where) noexcept;
  // Reads a block back into `into` (resized); false on a read error.
  bool read(const SpilledBlock &block, std::vector<std::uint8_t> &into) const noexcept;
  void close() noexcept;

 private:
  int fd_ = -1;
  std::atomic<std::uint64_t> size_{0};  // bytes reserved so far
};

}  // namespace nano::detail::trace
