// nano.hpp — the C++20 layer over <nano/nano.h>: RAII runtime, lambdas as nano-threads, task handles, exceptions.
//
//   nano::runtime rt;                       // nano_init / nano_shutdown
//   nano::task t = nano::spawn([&] { ... });  // a nano-thread running the lambda
//   t.wait();                               // rethrows what the lambda threw
//   nano::spawn_detached([&] { ... });       // fire and forget
//   nano::wait_all();                       // every child of the caller; rethrows the first exception
//   auto u = nano::task_builder([&] { ... }).label("u").after(t).in(&x, sizeof x).submit();
//
// An exception thrown by a nano-thread is kept and rethrown by the first wait that
// observes it: task::wait() on its handle, else nano::wait_all() (or the implicit
// wait at the end) of its parent, which passes it on upwards. Runtime errors
// (deadlock, misuse) throw nano::error.
#pragma once

#include <concepts>
#include <cstddef>
#include <exception>
#include <new>
#include <stdexcept>
#include <type_traits>
#include <utility>

#include "nano/nano.h"

namespace nano {

// A runtime status other than NANO_OK, as an exception.
class error : public std::runtime_error {
 public:
  explicit error(nano_status status) : std::runtime_error(nano_status_string(status)), status_(status) {}
  nano_status status() const noexcept { return status_; }

 private:
  nano_status status_;
};

namespace detail {
// Implemented in the library (api/cpp_support.cpp): the waits, handing the observed
// exception to the caller instead of reporting it on stderr.
nano_status wait_task_for_cpp(nano_task *task, std::exception_ptr &thrown) noexcept;
nano_status wait_all_for_cpp(std::exception_ptr &thrown) noexcept;

inline void check(nano_status status) {
  if (status != NANO_OK) throw error(status);
}

template <class Fn>
void run_callable(void *args) {
  Fn *fn = static_cast<Fn *>(args);
  struct Destroy {
    Fn *fn;
    ~Destroy() { fn->~Fn(); }
  } destroy{fn};
  (*fn)();
}

// Creates a task whose argument block holds a copy (or move) of `fn`.
template <class F>
nano_task *create_callable(F &&f) {
  using Fn = std::decay_t<F>;
  static_assert(std::is_invocable_v<Fn &>, "a nano task must be callable with no arguments");
  static_assert(alignof(Fn) <= 64, "callables aligned beyond 64 bytes are not supported");
  void *args = nullptr;
  nano_task *t = nano_create(&run_callable<Fn>, sizeof(Fn), &args);
  if (!t) throw std::bad_alloc();
  ::new (args) Fn(std::forward<F>(f));
  return t;
}
}  // namespace detail

// Starts the runtime for the lifetime of the object (workers = 0: NANO_WORKERS or
// every processor of the affinity mask). Its destructor waits for every task.
class runtime {
 public:
  explicit runtime(int workers = 0) { detail::check(nano_init(workers)); }
  ~runtime() { nano_shutdown(); }
  runtime(const runtime &) = delete;
  runtime &operator=(const runtime &) = delete;

  int workers() const noexcept { return nano_worker_count(); }
  void set_active_workers(int n) const { detail::check(nano_set_active_workers(n)); }
  int active_workers() const noexcept { return nano_active_workers(); }
};

// Owning handle of a submitted task (move-only). Dropping it does not wait.
class task {
 public:
  task() noexcept = default;
  explicit task(nano_task *handle) noexcept : handle_(handle) {}
  task(task &&other) noexcept : handle_(std::exchange(other.handle_, nullptr)) {}
  task &operator=(task &&other) noexcept {
    if (this != &other) {
      reset();
      handle_ = std::exchange(other.handle_, nullptr);
    }
    return *this;
  }
  task(const task &) = delete;
  task &operator=(const task &) = delete;
  ~task() { reset(); }

  // Suspends the calling nano-thread (or blocks an outside thread) until the task
  // completed; rethrows the exception it threw, if no other wait observed it first.
  void wait() const {
    if (!handle_) throw error(NANO_ERR_INVALID);
    std::exception_ptr thrown;
    detail::check(detail::wait_task_for_cpp(handle_, thrown));
    if (thrown) std::rethrow_exception(thrown);
  }
  bool valid() const noexcept { return handle_ != nullptr; }
  nano_task *native_handle() const noexcept { return handle_; }
  void reset() noexcept {
    if (handle_) nano_release(std::exchange(handle_, nullptr));
  }

 private:
  nano_task *handle_ = nullptr;
};

// A task being built: metadata, arcs and accesses, then submit().
class task_builder {
 public:
  template <class F>
  requires(!std::same_as<std::decay_t<F>, task_builder>) explicit task_builder(F &&f)
      : handle_(detail::create_callable(std::forward<F>(f))) {}
  task_builder(task_builder &&other) noexcept : handle_(std::exchange(other.handle_, nullptr)) {}
  task_builder(const task_builder &) = delete;
  task_builder &operator=(const task_builder &) = delete;
  task_builder &operator=(task_builder &&) = delete;
  // A builder dropped without submit() still runs its task (a built task cannot be discarded).
  ~task_builder() {
    if (handle_) nano_submit_release(handle_);
  }

  task_builder &label(const char *text) { return check(nano_set_label(handle_, text)); }
  task_builder &cost(double c) { return check(nano_set_cost(handle_, c)); }
  task_builder &source(const char *file, int line) { return check(nano_set_source(handle_, file, line)); }
  task_builder &after(const task &pred) { return check(nano_precede(pred.native_handle(), handle_)); }
  task_builder &in(const void *base, std::size_t bytes) { return check(nano_access(handle_, NANO_IN, base, bytes)); }
  task_builder &out(const void *base, std::size_t bytes) { return check(nano_access(handle_, NANO_OUT, base, bytes)); }
  task_builder &inout(const void *base, std::size_t bytes) {
    return check(nano_access(handle_, NANO_INOUT, base, bytes));
  }
  template <class T>
  task_builder &in(const T &object) {
    return in(&object, sizeof(T));
  }
  template <class T>
  task_builder &out(T &object) {
    return out(&object, sizeof(T));
  }
  template <class T>
  task_builder &inout(T &object) {
    return inout(&object, sizeof(T));
  }

  task submit() {
    nano_task *h = std::exchange(handle_, nullptr);
    detail::check(nano_submit(h));
    return task(h);
  }
  void submit_detached() { detail::check(nano_submit_release(std::exchange(handle_, nullptr))); }

 private:
  task_builder &check(nano_status status) {
    detail::check(status);
    return *this;
  }
  nano_task *handle_;
};

// Runs `f` as a nano-thread, child of the caller; returns its handle.
template <class F>
task spawn(F &&f) {
  return task_builder(std::forward<F>(f)).submit();
}

// Runs `f` as a nano-thread nobody will wait for individually (nano::wait_all still does).
template <class F>
void spawn_detached(F &&f) {
  task_builder(std::forward<F>(f)).submit_detached();
}

// Waits for every child the caller created so far; rethrows the exception of the
// earliest-created child that threw (whichever threw first in time), as a sequential
// run would have thrown it first.
inline void wait_all() {
  std::exception_ptr thrown;
  detail::check(detail::wait_all_for_cpp(thrown));
  if (thrown) std::rethrow_exception(thrown);
}

// A one-shot flag a nano-thread can wait on without holding a processor.
class event {
 public:
  event() : handle_(nano_event_create()) {
    if (!handle_) throw std::bad_alloc();
  }
  ~event() { nano_event_destroy(handle_); }
  event(const event &) = delete;
  event &operator=(const event &) = delete;
  void signal() { detail::check(nano_event_signal(handle_)); }
  void wait() { detail::check(nano_event_wait(handle_)); }
  nano_event *native_handle() const noexcept { return handle_; }

 private:
  nano_event *handle_;
};

inline int worker_count() noexcept { return nano_worker_count(); }
inline int worker_id() noexcept { return nano_worker_id(); }

}  // namespace nano
