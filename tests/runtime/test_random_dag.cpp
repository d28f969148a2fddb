// test_random_dag.cpp — random DAGs (arcs + overlapping regions) give the sequential result, 1..8 workers.
#include <algorithm>

#include "random_dag.hpp"

TEST_CASE("random DAGs compute the sequential result", "[runtime][dag]") {
  const int workers = GENERATE(range(1, 9));
  test::ScopedRuntime rt(workers);
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    test::DagProgram program = test::make_dag(seed * 7919 + static_cast<std::uint64_t>(workers), 300, 48);
    test::DagRun expected = test::run_sequential(program);
    test::DagRun got = test::run_parallel(program);
    CHECK(got.outputs == expected.outputs);
    CHECK(got.cells == expected.cells);
  }
}

TEST_CASE("random DAGs built inside nested tasks compute the sequential result", "[runtime][dag]") {
  const int workers = GENERATE(1, 2, 5, 8);
  test::ScopedRuntime rt(workers);
  constexpr int groups = 4;
  std::vector<test::DagProgram> programs;
  for (int g = 0; g < groups; ++g) programs.push_back(test::make_dag(1000 + g, 150, 32));
  std::vector<test::DagRun> results(groups);
  for (int g = 0; g < groups; ++g) {
    const test::DagProgram *p = &programs[g];
    test::DagRun *out = &results[g];
    // Each group is built by its own parent task: siblings match only within a parent.
    nano_submit_release(test::make_task([p, out] { *out = test::run_parallel(*p); }));
  }
  REQUIRE(nano_wait_all() == NANO_OK);
  for (int g = 0; g < groups; ++g) {
    test::DagRun expected = test::run_sequential(programs[g]);
    CHECK(results[g].outputs == expected.outputs);
    CHECK(results[g].cells == expected.cells);
  }
}
