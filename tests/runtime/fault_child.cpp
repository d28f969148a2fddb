// fault_child.cpp — child process for test_faults.cpp: `overflow` recurses past its stack (`big_frame`: one
// frame jumps past it; `overflow_outside`:
// in a task the waiting main thread runs itself, its only worker being busy), `cycle` waits on a
// dependent task, `stats` shrinks the active workers and prints the NANO_STATS summary (`stats_outside`:
// main runs the task it waits for and that task's children), `grandchildren`
// leaves main with three generations of tasks still running (no wait: the shutdown at exit drains them),
// `suspend` makes a nano-thread wait for an event (traced as "suspended"), `two_exceptions` has two
// children throw where one nano_wait_all observes only one (`cpp_two_exceptions`: through nano::wait_all;
// `cpp_two_exceptions handle`: after the first child's handle observed its exception),
// `short_run` starts, runs one task and shuts down, `io_call` makes a queued system call in a task.
#include <nano/nano.h>
#include <nano/nano.hpp>
#include <nano/io.h>
#include <unistd.h>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <chrono>
#include <stdexcept>
#include <string>
#include <thread>

namespace {

// Defeats tail-call and frame elimination so every level really uses stack.
volatile int limit = 1 << 30;  // never reached: the guard page stops the recursion first

__attribute__((noinline)) int recurse(volatile char *previous, int depth) {
  volatile char frame[512];
  frame[0] = static_cast<char>(depth);
  frame[511] = previous ? previous[0] : 0;
  if (depth >= limit) return frame[0];
  return recurse(frame, depth + 1) + frame[100];
}

void overflow_task(void *) { recurse(nullptr, 0); }

// One frame far larger than the stack, touched at its lowest byte first: the
// stack pointer jumps past the guard page without touching it (no stack-clash
// probes in this file), to unmapped memory far below the fiber stacks.
__attribute__((noinline)) int big_frame(int seed) {
  volatile char frame[256 << 20];
  asm volatile("" : : "r"(frame) : "memory");  // the whole frame exists: its address escapes
  frame[0] = static_cast<char>(seed);
  return frame[0];
}
void big_frame_task(void *) { big_frame(1); }

nano_task *waited_by_first = nullptr;

// Waits for a task that can only start after this one completes: a cycle.
void wait_for_successor(void *) { nano_wait(waited_by_first); }
void successor(void *) {}

std::atomic<int> leaves{0};

// Each generation creates two tasks of the next one; the third generation counts itself.
void generation(void *args) {
  int depth = *static_cast<int *>(args);
  if (depth == 3) {
    leaves.fetch_add(1, std::memory_order_relaxed);
    return;
  }
  for (int i = 0; i < 2; ++i) {
    void *child_args = nullptr;
    nano_task *child = nano_create(&generation, sizeof(int), &child_args);
    *static_cast<int *>(child_args) = depth + 1;
    nano_submit_release(child);
  }
}

nano_event *gate = nullptr;
void open_gate(void *) { nano_event_signal(gate); }
// Run by the only worker: the signaller, its child, waits in that worker's deque
// until this nano-thread is switched out waiting, so the wait always suspends.
void wait_gate(void *) {
  nano_submit_release(nano_create(&open_gate, 0, nullptr));
  nano_event_wait(gate);
}

void report_leaves() { std::printf("leaves %d\n", leaves.load()); }

// Runs a task that overflows its stack, labelled as the test expects; the
// process dies in it (the line after is never reached).
int run_overflowing(void (*body)(void *), const char *label, int line) {
  nano_task *t = nano_create(body, 0, nullptr);
  nano_set_label(t, label);
  nano_set_source(t, "fault_child.cpp", line);
  nano_submit(t);
  nano_wait(t);
  std::puts("not reached");
  return 0;
}

}  // namespace

int main(int argc, char **argv) {
  if (argc < 2) return 2;
  if (std::strcmp(argv[1], "grandchildren") == 0) {
    // Registered before nano_init registers nano_shutdown: exit handlers run in reverse,
    // so the count is printed after the shutdown drained every task.
    std::atexit(&report_leaves);
    nano_init(0);
    for (int i = 0; i < 10; ++i) {
      void *args = nullptr;
      nano_task *t = nano_create(&generation, sizeof(int), &args);
      *static_cast<int *>(args) = 1;
      nano_submit_release(t);
    }
    return 0;
  }
  if (std::strcmp(argv[1], "overflow_outside") == 0) {
    nano_init(1);
    static std::atomic<bool> busy{false};
    nano_submit_release(nano_create(
        [](void *) {
          busy.store(true);
          while (busy.load()) {}  // keeps the only worker from taking the next task; the process aborts
        },
        0, nullptr));
    while (!busy.load()) {}
    nano_task *t = nano_create(&overflow_task, 0, nullptr);
    nano_set_label(t, "deep_recursion");
    nano_submit(t);
    nano_wait(t);
    std::puts("not reached");
    return 0;
  }
  if (std::strcmp(argv[1], "short_run") == 0) {
    nano_init(0);
    nano_submit_release(nano_create([](void *) {}, 0, nullptr));
    nano_wait_all();
    nano_shutdown();
    std::printf("short run done\n");
    return 0;
  }
  if (std::strcmp(argv[1], "io_call") == 0) {  // one queued system call from a task (NANO_IO read then)
    nano_init(0);
    nano_submit_release(nano_create(
        [](void *) {
          int fds[2];
          char byte = 0;
          if (pipe(fds) != 0) return;
          ssize_t written = nano_write(fds[1], "x", 1), got = nano_read(fds[0], &byte, 1);
          std::printf("io call: %zd %zd %c\n", written, got, byte);
          close(fds[0]);
          close(fds[1]);
        },
        0, nullptr));
    nano_wait_all();
    nano_shutdown();
    return 0;
  }
  if (std::strcmp(argv[1], "two_exceptions") == 0) {
    nano_init(0);
    nano_submit_release(nano_create([](void *) { throw std::runtime_error("thrown first"); }, 0, nullptr));
    nano_submit_release(nano_create([](void *) { throw std::runtime_error("thrown second"); }, 0, nullptr));
    int first = nano_wait_all(), second = nano_wait_all();
    std::printf("waits returned %d and %d\n", first, second);
    nano_shutdown();
    return 0;
  }
  if (std::strcmp(argv[1], "cpp_two_exceptions") == 0) {
    // As two_exceptions, through the C++ layer: it rethrows the first-created child's,
    // and the sequential elision never ran the second, so it is not reported.
    nano::runtime rt;
    nano::spawn_detached([] { throw std::runtime_error("thrown first"); });
    nano::spawn_detached([] { throw std::runtime_error("thrown second"); });
    try {
      nano::wait_all();
    } catch (const std::exception &e) { std::printf("rethrown: %s\n", e.what()); }
    if (argc > 2 && std::strcmp(argv[2], "handle") == 0) {  // the first observed through its handle
      nano::task a = nano::spawn([] { throw std::runtime_error("handle A"); });
      for (const char *what : {"sibling B", "sibling C"})
        nano::spawn_detached([what] { throw std::runtime_error(what); });
      std::this_thread::sleep_for(std::chrono::milliseconds(30));
      try {
        a.wait();
      } catch (const std::exception &e) { std::printf("handle rethrew: %s\n", e.what()); }
      try {
        nano::wait_all();
      } catch (const std::exception &e) { std::printf("rethrown: %s\n", e.what()); }
    } else if (argc > 2) {  // a chain: the second throws first, the third next, the first last
      for (int k = 0; k < 3; ++k)
        nano::spawn_detached([k] {
          std::this_thread::sleep_for(std::chrono::milliseconds(k == 0 ? 60 : k == 2 ? 20 : 0));
          throw std::runtime_error("chain " + std::to_string(k));
        });
      try {
        nano::wait_all();
      } catch (const std::exception &e) { std::printf("rethrown: %s\n", e.what()); }
    }
    return 0;
  }
  if (std::strcmp(argv[1], "suspend") == 0) {
    // A nano-thread waits for an event its child signals: its worker is "suspended"
    // in the trace until it starts other work (the child). One worker, and main only
    // blocks in nano_wait_all, so nothing can signal before the wait.
    nano_init(1);
    gate = nano_event_create();
    nano_submit_release(nano_create(&wait_gate, 0, nullptr));
    nano_wait_all();
    nano_event_destroy(gate);
    nano_shutdown();
    return 0;
  }
  if (std::strcmp(argv[1], "stats_outside") == 0) {
    // The only worker is kept busy until main, waiting for a producer of 100 tasks,
    // has claimed and run it: main's tasks are in the summary too (black box bb62 3).
    nano_init(1);
    static std::atomic<bool> busy{false};
    nano_submit_release(nano_create(
        [](void *) {
          busy.store(true);
          while (busy.load()) {}
        },
        0, nullptr));
    while (!busy.load()) {}
    nano_task *producer = nano_create(
        [](void *) {
          for (int i = 0; i < 100; ++i) nano_submit_release(nano_create(&successor, 0, nullptr));
          busy.store(false);
        },
        0, nullptr);
    nano_submit(producer);
    nano_wait(producer);
    nano_release(producer);
    nano_wait_all();
    nano_shutdown();
    return 0;
  }
  nano_init(2);
  if (std::strcmp(argv[1], "overflow") == 0) return run_overflowing(&overflow_task, "deep_recursion", 27);
  if (std::strcmp(argv[1], "big_frame") == 0) return run_overflowing(&big_frame_task, "big_frame", 36);
  if (std::strcmp(argv[1], "cycle") == 0) {
    nano_task *first = nano_create(&wait_for_successor, 0, nullptr);
    nano_task *second = nano_create(&successor, 0, nullptr);
    nano_precede(first, second);
    waited_by_first = second;
    nano_submit(second);
    nano_submit_release(first);
    nano_status status = nano_wait_all();
    std::printf("wait_all returned %s\n", nano_status_string(status));
    return status == NANO_ERR_DEADLOCK ? 3 : 1;
  }
  if (std::strcmp(argv[1], "stats") == 0) {
    // Shrink the active workers while work runs, then finish: the NANO_STATS=1
    // summary must show the tasks and the processor release with its reaction time.
    for (int i = 0; i < 200; ++i) nano_submit_release(nano_create(&successor, 0, nullptr));
    nano_set_active_workers(1);
    for (int i = 0; i < 200; ++i) nano_submit_release(nano_create(&successor, 0, nullptr));
    nano_wait_all();
    nano_shutdown();
    return 0;
  }
  return 2;
}
