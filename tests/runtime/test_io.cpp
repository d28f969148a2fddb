// test_io.cpp — nano/io.h: a nano-thread blocked in a queued system call or a blocking
// call leaves its processor to the others; results and errno are the system call's.
#include <fcntl.h>
#include <unistd.h>

#include <nano/io.h>

#include <cerrno>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <thread>

#include "captured_stderr.hpp"
#include "io/helper_threads.hpp"
#include "io/submission_ring.hpp"
#include "runtime_fixture.hpp"

namespace {

// The two ways a queued call goes, for a test's scope: the process's io_uring (where
// the kernel allows one; else the helpers anyway) or the helper threads.
struct CallPath {
  explicit CallPath(bool ring) {
    nano::detail::io::prefer_ring(ring);
    if (ring && !nano::detail::io::ring_ready()) WARN("no io_uring here: the calls go to helper threads");
  }
  ~CallPath() { nano::detail::io::prefer_ring(true); }
};

// errno read afresh: a nano-thread may resume on another kernel thread after a queued
// call, and a compiler may keep the address of errno it computed before the call
// (docs/runtime.md, "System calls that block").
[[gnu::noinline]] int errno_now() { return errno; }

// Waits (from the test thread) up to 20 s for `flag`; a hang becomes a failure.
bool eventually(const std::atomic<bool> &flag) {
  for (int i = 0; i < 2000 && !flag.load(); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  return flag.load();
}

struct PipeRun {
  int fds[2];
  char got[8] = {};
  ssize_t read_result = 0;
  std::atomic<bool> reader_started{false}, writer_done{false};
};

}  // namespace

TEST_CASE("a reader blocked on an empty pipe leaves the only worker to the writer", "[runtime][io]") {
  const int workers = GENERATE(1, 2);
  const bool ring = GENERATE(true, false);
  test::ScopedRuntime rt(workers);
  CallPath path(ring);
  static PipeRun run;  // static: the tasks' lambdas capture nothing
  run.read_result = 0;
  run.reader_started = false;
  run.writer_done = false;
  REQUIRE(pipe(run.fds) == 0);
  nano_submit_release(test::make_task([] {
    run.reader_started = true;
    run.read_result = nano_read(run.fds[0], run.got, 5);
  }));
  REQUIRE(eventually(run.reader_started));
  // With a plain read() the reader would hold the worker (the only one, or one of two
  // with the writer queued behind it on the same deque) and the writer would never run.
  for (int i = 0; i < workers; ++i)
    nano_submit_release(test::make_task([] {
      if (!run.writer_done.exchange(true)) test::expect(nano_write(run.fds[1], "hello", 5) == 5);
    }));
  bool wrote = eventually(run.writer_done);
  CHECK(wrote);
  if (!wrote) CHECK(write(run.fds[1], "hello", 5) == 5);  // unblock the reader: fail, do not hang
  test::ok(nano_wait_all());
  CHECK(run.read_result == 5);
  CHECK(std::memcmp(run.got, "hello", 5) == 0);
  close(run.fds[0]);
  close(run.fds[1]);
}

TEST_CASE("queued calls return the system call's results and errno", "[runtime][io]") {
  const int workers = GENERATE(1, 3);
  const bool ring = GENERATE(true, false);
  test::ScopedRuntime rt(workers);
  CallPath call_path(ring);
  char path[] = "/tmp/nano-io-test-XXXXXX";  // mkstemp's template, fresh for each generated run
  static int fd;
  fd = mkstemp(path);
  REQUIRE(fd >= 0);
  static std::atomic<int> checks;
  checks = 0;
  nano_submit_release(test::make_task([] {
    test::expect(nano_pwrite(fd, "abcdef", 6, 10) == 6);
    test::expect(nano_fsync(fd) == 0);
    char back[6] = {};
    test::expect(nano_pread(fd, back, 6, 10) == 6 && std::memcmp(back, "abcdef", 6) == 0);
    test::expect(nano_pread(fd, back, 6, 100) == 0);  // past the end
    test::expect(nano_read(-1, back, 1) == -1 && errno_now() == EBADF);
    test::expect(nano_write(fd, nullptr, 1) == -1 && errno_now() == EFAULT);
    test::expect(nano_fsync(-1) == -1 && errno_now() == EBADF);
    test::expect(nano_pread(fd, back, 1, -1) == -1 && errno_now() == EINVAL);
    // read() and write() go on from the file's position.
    test::expect(lseek(fd, 10, SEEK_SET) == 10);
    test::expect(nano_read(fd, back, 2) == 2 && std::memcmp(back, "ab", 2) == 0);
    test::expect(nano_read(fd, back, 2) == 2 && std::memcmp(back, "cd", 2) == 0);
    test::expect(nano_write(fd, "XY", 2) == 2);
    test::expect(nano_pread(fd, back, 6, 10) == 6 && std::memcmp(back, "abcdXY", 6) == 0);
    checks.fetch_add(1);
  }));
  test::ok(nano_wait_all());
  CHECK(checks.load() == 1);
  // Outside any task they are the plain calls.
  char back[3] = {};
  CHECK(nano_pread(fd, back, 3, 12) == 3);
  CHECK(std::memcmp(back, "cdX", 3) == 0);
  errno = 0;
  CHECK(nano_write(-1, "x", 1) == -1);
  CHECK(errno == EBADF);
  close(fd);
  unlink(path);
}

namespace {

// A rendezvous of `parties` blocking calls: each waits until all have arrived (at most
// 20 s, so a missing party fails the test instead of hanging it).
struct Rendezvous {
  std::mutex m;
  std::condition_variable all_here;
  int arrived = 0;
  int parties = 0;
  std::atomic<int> met{0};
};
Rendezvous meeting;

void arrive(void *) {
  std::unique_lock<std::mutex> lock(meeting.m);
  if (++meeting.arrived == meeting.parties) meeting.all_here.notify_all();
  if (meeting.all_here.wait_for(lock, std::chrono::seconds(20), [] { return meeting.arrived == meeting.parties; }))
    meeting.met.fetch_add(1);
}

}  // namespace

TEST_CASE("blocking calls of many nano-threads run at once, beside the workers", "[runtime][io]") {
  const int workers = GENERATE(1, 2);
  test::ScopedRuntime rt(workers);
  const int parties = 12;  // more than the workers: each call holds a helper, not a worker
  meeting.arrived = 0;
  meeting.parties = parties;
  meeting.met = 0;
  for (int i = 0; i < parties; ++i)
    nano_submit_release(test::make_task([] { test::ok(nano_blocking_call(&arrive, nullptr)); }));
  test::ok(nano_wait_all());
  CHECK(meeting.met.load() == parties);
}

TEST_CASE("nano_blocking_call outside a task runs on the caller; a null function is refused", "[runtime][io]") {
  test::ScopedRuntime rt(1);
  static std::thread::id ran_on;
  CHECK(nano_blocking_call([](void *) { ran_on = std::this_thread::get_id(); }, nullptr) == NANO_OK);
  CHECK(ran_on == std::this_thread::get_id());
  CHECK(nano_blocking_call(nullptr, nullptr) == NANO_ERR_INVALID);
}

namespace {

// More pending reads than helper threads (64): only the ring takes them all at once
// (with the helpers, the writer's call would queue behind the 36 reads without one).
constexpr int most = 100;
int many = most;
int many_fds[most][2];
std::atomic<int> many_read{0};
std::atomic<int> many_started{0};

}  // namespace

TEST_CASE("readers wait at once on one worker, a hundred on the ring; one writer serves them all", "[runtime][io]") {
  const bool ring = GENERATE(true, false);
  test::ScopedRuntime rt(1);
  CallPath path(ring);
  many = ring && nano::detail::io::ring_ready() ? most : 40;
  many_read = 0;
  many_started = 0;
  for (int i = 0; i < many; ++i) REQUIRE(pipe(many_fds[i]) == 0);
  for (int i = 0; i < many; ++i) {
    struct Reader {
      int i;
      void operator()() const {
        many_started.fetch_add(1);
        char c = 0;
        if (nano_read(many_fds[i][0], &c, 1) == 1 && c == static_cast<char>('A' + i % 26)) many_read.fetch_add(1);
      }
    };
    nano_submit_release(test::make_task(Reader{i}));
  }
  for (int i = 0; i < 2000 && many_started.load() < many; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  auto write_all = [] {
    for (int i = 0; i < many; ++i) {
      char c = static_cast<char>('A' + i % 26);
      test::expect(nano_write(many_fds[i][1], &c, 1) == 1);
    }
  };
  bool all_started = many_started.load() == many;
  CHECK(all_started);  // none held the only worker
  if (all_started)
    nano_submit_release(test::make_task(write_all));
  else
    write_all();  // unblock them from here: fail, do not hang
  test::ok(nano_wait_all());
  CHECK(many_read.load() == many);
  for (int i = 0; i < many; ++i) {
    close(many_fds[i][0]);
    close(many_fds[i][1]);
  }
}

TEST_CASE("a call queued behind 64 blocked helper threads says once that it waits for one", "[runtime][io]") {
  // 70 reads through the helpers: 64 block in the kernel, 6 wait for a helper (black
  // box bb62: calls that wait for each other there hang without a word).
  constexpr int readers = nano::detail::io::max_helper_threads + 6;
  static int fds[readers][2];
  static std::atomic<int> read_ok{0}, started{0};
  read_ok = 0;
  started = 0;
  std::string said = nano_tests::stderr_of([&] {
    test::ScopedRuntime rt(2);
    CallPath path(false);
    for (int i = 0; i < readers; ++i) REQUIRE(pipe(fds[i]) == 0);
    for (int i = 0; i < readers; ++i) {
      struct Reader {
        int i;
        void operator()() const {
          started.fetch_add(1);
          char c = 0;
          if (nano_read(fds[i][0], &c, 1) == 1 && c == 'x') read_ok.fetch_add(1);
        }
      };
      nano_submit_release(test::make_task(Reader{i}));
    }
    for (int i = 0; i < 2000 && started.load() < readers; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(5));
    std::this_thread::sleep_for(std::chrono::milliseconds(50));  // the last calls reach the queue
    for (int i = 0; i < readers; ++i) CHECK(write(fds[i][1], "x", 1) == 1);  // outside a task: the plain call
    test::ok(nano_wait_all());
  });
  CHECK(read_ok.load() == readers);
  for (auto &pair : fds) close(pair[0]), close(pair[1]);
  INFO(said);
  CHECK(said.find("nano: all 64 helper threads are inside blocking calls; this call waits for one to return") !=
        std::string::npos);
  CHECK(said.find("nano: all 64") == said.rfind("nano: all 64"));  // once
}
