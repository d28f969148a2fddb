// spill_file.cpp — the unnamed scratch file of full trace blocks (see spill_file.hpp).
#if defined(NANO_TRACING)

#include "trace/spill_file.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>

namespace nano::detail::trace {

bool SpillFile::open(const std::string &output_path) noexcept {
  close();
  try {
    const std::string path = output_path + ".spill-" + std::to_string(static_cast<long>(getpid()));
    fd_ = ::open(path.c_str(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd_ < 0) return false;
    ::unlink(path.c_str());
  } catch (...) { return false; }
  size_.store(0, std::memory_order_relaxed);
  return true;
}

bool SpillFile::append(const std::uint8_t *data, std::uint64_t count, SpilledBlock &where) noexcept {
  std::uint64_t left = count;
  std::uint64_t offset = size_.fetch_add(left, std::memory_order_relaxed);
  where.offset = offset;
  where.bytes = count;
  const std::uint8_t *bytes = data;
  while (left > 0) {
    const ssize_t written = ::pwrite(fd_, bytes, left, static_cast<off_t>(offset));
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) return false;  // the range stays a hole; the caller keeps the block
    bytes += written;
    offset += static_cast<std::uint64_t>(written);
    left -= static_cast<std::uint64_t>(written);
  }
  return true;
}

bool SpillFile::read(const SpilledBlock &block, std::vector<std::uint8_t> &into) const noexcept {
  try {
    into.resize(block.bytes);
  } catch (...) { return false; }
  std::uint8_t *bytes = into.data();
  std::uint64_t left = block.bytes, offset = block.offset;
  while (left > 0) {
    const ssize_t got = ::pread(fd_, bytes, left, static_cast<off_t>(offset));
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) return false;
    bytes += got;
    offset += static_cast<std::uint64_t>(got);
    left -= static_cast<std::uint64_t>(got);
  }
  return true;
}

void SpillFile::close() noexcept {
  if (fd_ >= 0) ::close(fd_);
  fd_ = -1;
  size_.store(0, std::memory_order_relaxed);
}

}  // namespace nano::detail::trace

#endif  // NANO_TRACING
