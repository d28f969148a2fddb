// helper_threads.cpp — the pool of helper threads behind nano_blocking_call and nano_read & co.
#include "io/helper_threads.hpp"

#include "core/made_once.hpp"

#include <atomic>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <new>
#include <system_error>
#include <thread>
#include <vector>

namespace nano::detail::io {
namespace {

class HelperPool {
public:
  bool hand(BlockingCall &call) noexcept {
    std::lock_guard<std::mutex> lock(mutex_);
    // Every queued call needs a helper of its own (see the protocol).
    bool short_of_helpers = queued_ + 1 > idle_ && static_cast<int>(helpers_.size()) < max_helper_threads;
    if (short_of_helpers && !start_helper() && idle_ + busy_ == 0) return false;  // nobody would take it
    if (queued_ + 1 > idle_ && static_cast<int>(helpers_.size()) >= max_helper_threads && !warned_full_) {
      // Calls queued behind 64 blocked ones that each wait for another would never run.
      warned_full_ = true;
      std::fprintf(stderr,
                   "nano: all %d helper threads are inside blocking calls; this call waits for one to return (calls "
                   "that wait for each other would hang here: the io_uring ring, NANO_IO's default, has no such "
                   "limit for nano_read & co.)\n",
                   max_helper_threads);
    }
    call.next = nullptr;
    (tail_ ? tail_->next : head_) = &call;
    tail_ = &call;
    ++queued_;
    wake_.notify_one();
    return true;
  }

  void stop() noexcept {
    std::vector<std::thread> leaving;
    bool calling;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      stopping_ = true;
      calling = busy_ > 0;  // only a deadlocked run leaves a call unfinished
      leaving.swap(helpers_);
    }
    wake_.notify_all();
    for (std::thread &helper : leaving) {
      if (calling)
        helper.detach();
      else
        helper.join();
    }
    std::lock_guard<std::mutex> lock(mutex_);
    stopping_ = false;  // a restarted runtime starts helpers afresh
  }

private:
  bool start_helper() noexcept {
    try {
      helpers_.emplace_back([this] { serve(); });
      return true;
    } catch (const std::system_error &) {
      return false;
    } catch (const std::bad_alloc &) {
      return false;
    }
  }

  void serve() noexcept {
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
      ++idle_;
      wake_.wait(lock, [this] { return head_ || stopping_; });
      --idle_;
      if (!head_) return;  // stopping
      BlockingCall *call = head_;
      head_ = call->next;
      if (!head_) tail_ = nullptr;
      --queued_;
      ++busy_;
      lock.unlock();
      call->fn(call->arg);
      signal_event(&call->done);  // the last touch of `call` (see the protocol)
      lock.lock();
      --busy_;
    }
  }

  std::mutex mutex_;
  std::condition_variable wake_;
  BlockingCall *head_ = nullptr;  // queued calls, oldest first
  BlockingCall *tail_ = nullptr;
  int queued_ = 0;
  int idle_ = 0;  // helpers waiting for a call
  int busy_ = 0;  // helpers inside a call
  bool stopping_ = false;
  bool warned_full_ = false;  // the message above, once per process
  std::vector<std::thread> helpers_;
};

// Never destroyed: a helper detached at shutdown may still return into it at exit.
// Made at the first call; a child process forked while helpers ran drops it
// (forget_helpers_after_fork).
std::atomic<HelperPool *> the_pool{nullptr};

HelperPool &pool() noexcept { return made_once(the_pool); }

}  // namespace

bool hand_to_helper(BlockingCall &call) noexcept { return pool().hand(call); }

void stop_helpers_for_shutdown() noexcept { pool().stop(); }

void forget_helpers_after_fork(void (*keep)(const void *) noexcept) noexcept {
  keep(the_pool.exchange(nullptr, std::memory_order_relaxed));
}

}  // namespace nano::detail::io
