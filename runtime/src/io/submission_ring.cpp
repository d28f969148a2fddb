// submission_ring.cpp — the process's io_uring, made with the raw system calls, and its reaper thread.
#include "io/submission_ring.hpp"

#include "core/made_once.hpp"

#include <linux/io_uring.h>
#include <sched.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <new>
#include <system_error>
#include <thread>

namespace nano::detail::io {
namespace {

constexpr unsigned ring_entries = 256;
constexpr std::uint64_t stop_marker = 0;  // user_data of the NOP that ends the reaper (no call is at 0)

int enter(int fd, unsigned to_submit, unsigned min_complete, unsigned flags) noexcept {
  return static_cast<int>(syscall(SYS_io_uring_enter, fd, to_submit, min_complete, flags, nullptr, 0));
}

class SubmissionRing {
public:
  bool ready() noexcept {
    std::lock_guard<std::mutex> lock(mutex_);
    if (state_ == State::unknown) {
      const char *choice = std::getenv("NANO_IO");
      if (choice && std::strcmp(choice, "helpers") == 0)
        prefer_ring_ = false;
      else if (choice && *choice && std::strcmp(choice, "ring") != 0)
        std::fprintf(stderr, "nano: NANO_IO=%s ignored: expected ring or helpers\n", choice);
      state_ = prefer_ring_ && open() ? State::open : State::unavailable;
    }
    return state_ == State::open;
  }

  bool submit(RingCall &call) noexcept {
    std::lock_guard<std::mutex> lock(mutex_);
    if (state_ != State::open) return false;
    return push_and_enter([&call](io_uring_sqe &sqe) {
      sqe.opcode = call.op == RingOp::read ? IORING_OP_READ : call.op == RingOp::write ? IORING_OP_WRITE : IORING_OP_FSYNC;
      sqe.fd = call.fd;
      if (call.op != RingOp::fsync) {
        sqe.addr = reinterpret_cast<std::uintptr_t>(call.buf);
        sqe.len = call.count;
        sqe.off = call.offset;
      }
      sqe.user_data = reinterpret_cast<std::uintptr_t>(&call);
    });
  }

  void stop() noexcept {
    std::unique_lock<std::mutex> lock(mutex_);
    if (state_ == State::open) {
      bool stopping = push_and_enter([](io_uring_sqe &sqe) {
        sqe.opcode = IORING_OP_NOP;
        sqe.user_data = stop_marker;
      });
      lock.unlock();
      if (stopping)
        reaper_.join();
      else
        reaper_.detach();  // cannot tell it to leave: leave the ring mapped for it
      lock.lock();
      if (stopping) unmap();
    }
    state_ = State::unknown;  // a restarted runtime makes a new ring
  }

  // The child's copy of the descriptor; the mappings stay (shared with the parent's
  // ring, never touched again).
  void close_descriptor_after_fork() noexcept {
    if (fd_ >= 0) close(fd_);
    fd_ = -1;
  }

  void prefer(bool ring) noexcept {
    std::lock_guard<std::mutex> lock(mutex_);
    prefer_ring_ = ring;
    if (state_ == State::unavailable) state_ = State::unknown;
  }

private:
  enum class State { unknown, open, unavailable };

  bool open() noexcept {
    io_uring_params params{};
    fd_ = static_cast<int>(syscall(SYS_io_uring_setup, ring_entries, &params));
    if (fd_ < 0) return false;
    // No dropped completions (5.5) and reads at the file's position (5.6).
    constexpr unsigned needed = IORING_FEAT_NODROP | IORING_FEAT_RW_CUR_POS;
    if ((params.features & needed) != needed) return unmap(), false;
    sq_bytes_ = params.sq_off.array + params.sq_entries * sizeof(unsigned);
    cq_bytes_ = params.cq_off.cqes + params.cq_entries * sizeof(io_uring_cqe);
    const bool single = params.features & IORING_FEAT_SINGLE_MMAP;
    if (single) sq_bytes_ = cq_bytes_ = std::max(sq_bytes_, cq_bytes_);
    sq_ = map(sq_bytes_, IORING_OFF_SQ_RING);
    cq_ = single ? sq_ : map(cq_bytes_, IORING_OFF_CQ_RING);
    sqes_bytes_ = params.sq_entries * sizeof(io_uring_sqe);
    sqes_ = static_cast<io_uring_sqe *>(map(sqes_bytes_, IORING_OFF_SQES));
    if (!sq_ || !cq_ || !sqes_) return unmap(), false;
    auto *sq = static_cast<char *>(sq_);
    auto *cq = static_cast<char *>(cq_);
    sq_head_ = reinterpret_cast<unsigned *>(sq + params.sq_off.head);
    sq_tail_ = reinterpret_cast<unsigned *>(sq + params.sq_off.tail);
    sq_mask_ = *reinterpret_cast<unsigned *>(sq + params.sq_off.ring_mask);
    sq_array_ = reinterpret_cast<unsigned *>(sq + params.sq_off.array);
    cq_head_ = reinterpret_cast<unsigned *>(cq + params.cq_off.head);
    cq_tail_ = reinterpret_cast<unsigned *>(cq + params.cq_off.tail);
    cq_mask_ = *reinterpret_cast<unsigned *>(cq + params.cq_off.ring_mask);
    cqes_ = reinterpret_cast<io_uring_cqe *>(cq + params.cq_off.cqes);
    try {
      reaper_ = std::thread([this] { reap(); });
    } catch (const std::system_error &) {
      return unmap(), false;
    }
    return true;
  }

  void *map(std::size_t bytes, std::uint64_t offset) noexcept {
    void *p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_POPULATE, fd_, static_cast<off_t>(offset));
    return p == MAP_FAILED ? nullptr : p;
  }

  void unmap() noexcept {
    if (sqes_) munmap(sqes_, sqes_bytes_);
    if (cq_ && cq_ != sq_) munmap(cq_, cq_bytes_);
    if (sq_) munmap(sq_, sq_bytes_);
    sq_ = cq_ = nullptr;
    sqes_ = nullptr;
    if (fd_ >= 0) close(fd_);
    fd_ = -1;
  }

  // Fills the next submission entry with `fill` and hands it to the kernel (which,
  // without SQPOLL, consumes entries only inside io_uring_enter: under mutex_, so the
  // queue is empty again when this returns). False if the kernel did not take it.
  template <class Fill>
  bool push_and_enter(Fill fill) noexcept {
    const unsigned tail = *sq_tail_;
    const unsigned index = tail & sq_mask_;
    io_uring_sqe &sqe = sqes_[index];
    std::memset(&sqe, 0, sizeof sqe);
    fill(sqe);
    sq_array_[index] = index;
    __atomic_store_n(sq_tail_, tail + 1, __ATOMIC_RELEASE);
    for (int attempt = 0; attempt < 1000; ++attempt) {
      const int taken = enter(fd_, 1, 0, 0);
      if (taken == 1) return true;
      // Busy with completions not yet reaped (EBUSY/EAGAIN), or interrupted: again.
      if (taken < 0 && errno != EINTR && errno != EAGAIN && errno != EBUSY) break;
      sched_yield();
    }
    if (__atomic_load_n(sq_head_, __ATOMIC_ACQUIRE) == tail + 1) return true;  // taken after all
    __atomic_store_n(sq_tail_, tail, __ATOMIC_RELEASE);                        // not taken: withdrawn
    return false;
  }

  // The reaper: waits for completions and signals their calls, until the stop marker.
  void reap() noexcept {
    for (;;) {
      unsigned head = *cq_head_;
      const unsigned tail = __atomic_load_n(cq_tail_, __ATOMIC_ACQUIRE);
      if (head == tail) {
        if (enter(fd_, 0, 1, IORING_ENTER_GETEVENTS) < 0 && errno != EINTR && errno != EAGAIN && errno != EBUSY) {
          std::fprintf(stderr, "nano: io_uring_enter failed (%s) while waiting for queued system calls\n",
                       std::strerror(errno));
          sched_yield();
        }
        continue;
      }
      bool stop = false;
      for (; head != tail; ++head) {
        const io_uring_cqe &cqe = cqes_[head & cq_mask_];
        if (cqe.user_data == stop_marker) {
          stop = true;
          continue;
        }
        auto *call = reinterpret_cast<RingCall *>(static_cast<std::uintptr_t>(cqe.user_data));
        call->result = cqe.res;
        signal_event(&call->done);  // the last touch of `call` (see the protocol)
      }
      __atomic_store_n(cq_head_, head, __ATOMIC_RELEASE);
      if (stop) return;
    }
  }

  std::mutex mutex_;  // the submission queue, the state and the ring's life
  State state_ = State::unknown;
  bool prefer_ring_ = true;
  int fd_ = -1;
  void *sq_ = nullptr, *cq_ = nullptr;
  std::size_t sq_bytes_ = 0, cq_bytes_ = 0, sqes_bytes_ = 0;
  io_uring_sqe *sqes_ = nullptr;
  unsigned *sq_head_ = nullptr, *sq_tail_ = nullptr, *sq_array_ = nullptr;
  unsigned sq_mask_ = 0;
  unsigned *cq_head_ = nullptr, *cq_tail_ = nullptr;
  unsigned cq_mask_ = 0;
  io_uring_cqe *cqes_ = nullptr;
  std::thread reaper_;
};

// Never destroyed: a reaper detached at shutdown may still use it at exit. Made at
// the first call; a child process forked while it was open drops it
// (forget_ring_after_fork).
std::atomic<SubmissionRing *> the_ring{nullptr};

SubmissionRing &ring() noexcept { return made_once(the_ring); }

}  // namespace

bool ring_ready() noexcept { return ring().ready(); }

bool submit_to_ring(RingCall &call) noexcept { return ring().submit(call); }

void stop_ring_for_shutdown() noexcept { ring().stop(); }

void forget_ring_after_fork(void (*keep)(const void *) noexcept) noexcept {
  if (SubmissionRing *left = the_ring.exchange(nullptr, std::memory_order_relaxed)) {
    left->close_descriptor_after_fork();
    keep(left);
  }
}

void prefer_ring(bool ring_wanted) noexcept { ring().prefer(ring_wanted); }

}  // namespace nano::detail::io
