// test_stress.cpp — longer random-DAG and fib runs (label "stress": excluded from sanitizer runs).
#include "random_dag.hpp"

namespace {
struct FibArgs {
  int n;
  long *out;
};
void fib(void *p) {
  auto *a = static_cast<FibArgs *>(p);
  if (a->n < 2) {
    *a->out = a->n;
    return;
  }
  long x = 0, y = 0;
  void *args;
  nano_task *t1 = nano_create(&fib, sizeof(FibArgs), &args);
  *static_cast<FibArgs *>(args) = {a->n - 1, &x};
  nano_submit_release(t1);
  nano_task *t2 = nano_create(&fib, sizeof(FibArgs), &args);
  *static_cast<FibArgs *>(args) = {a->n - 2, &y};
  nano_submit_release(t2);
  test::ok(nano_wait_all());
  *a->out = x + y;
}
}  // namespace

TEST_CASE("large random DAGs compute the sequential result", "[runtime][stress]") {
  const int workers = GENERATE(range(1, 9));
  test::ScopedRuntime rt(workers);
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    test::DagProgram program = test::make_dag(seed * 104729, 5000, 256);
    test::DagRun expected = test::run_sequential(program);
    test::DagRun got = test::run_parallel(program);
    CHECK(got.outputs == expected.outputs);
    CHECK(got.cells == expected.cells);
  }
}

TEST_CASE("fib(24) with one nano-thread per call", "[runtime][stress]") {
  const int workers = GENERATE(1, 2, 4, 8);
  test::ScopedRuntime rt(workers);
  for (int rep = 0; rep < 5; ++rep) {
    long result = 0;
    void *args;
    nano_task *t = nano_create(&fib, sizeof(FibArgs), &args);
    *static_cast<FibArgs *>(args) = {24, &result};
    REQUIRE(nano_submit(t) == NANO_OK);
    REQUIRE(nano_wait(t) == NANO_OK);
    nano_release(t);
    CHECK(result == 46368);
  }
}
