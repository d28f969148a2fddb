// switch_cost.cpp — cost of one context switch: the runtime's assembly switch vs glibc swapcontext.
// Uses the runtime's internal fiber API (runtime/src/core/fiber.hpp): a micro-benchmark, not an example.
#include <ucontext.h>

#include <cstdio>
#include <vector>

#include "bench_common.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include "core/fiber.hpp"

namespace {

using nano::detail::Fiber;

Fiber main_fiber;
long bounces = 0;

void ping(Fiber *self) {
  nano::detail::fiber_started(self);
  for (;;) {
    ++bounces;
    nano::detail::switch_fiber(self, &main_fiber, false);
  }
}

ucontext_t main_context, other_context;
void ping_ucontext() {
  for (;;) {
    ++bounces;
    swapcontext(&other_context, &main_context);
  }
}

}  // namespace

int main(int argc, char **argv) {
  long rounds = argc > 1 ? std::atol(argv[1]) : 5'000'000;
  nano::detail::adopt_thread_fiber(&main_fiber);
  nano::detail::StackPool pool;
  Fiber *other = pool.get(64 * 1024, &ping);
  double t0 = bench_now();
  for (long i = 0; i < rounds; ++i) nano::detail::switch_fiber(&main_fiber, other, false);
  double t1 = bench_now();
  std::printf("nano_context_switch ns_per_switch %.2f\n", (t1 - t0) * 1e9 / (2.0 * rounds));

  std::vector<char> stack(64 * 1024);
  getcontext(&other_context);
  other_context.uc_stack.ss_sp = stack.data();
  other_context.uc_stack.ss_size = stack.size();
  other_context.uc_link = nullptr;
  makecontext(&other_context, &ping_ucontext, 0);
  t0 = bench_now();
  for (long i = 0; i < rounds; ++i) swapcontext(&main_context, &other_context);
  t1 = bench_now();
  std::printf("swapcontext ns_per_switch %.2f\n", (t1 - t0) * 1e9 / (2.0 * rounds));
  return bounces == 2 * rounds ? 0 : 1;
}
