// E2E-HELPER: nano_thread_probe.cpp -- did a statement run as a nano-thread of
// its own? Compiled plainly (opaque to the nano compiler; programs include
// nano_thread_probe.h, which declares the probes with `#pragma nano declare
// reads() writes()`, so a loop or task calling them keeps its parallelism). In
// the sequential elision the runtime is not linked: nano_current is a null weak
// symbol and every probe answers "yes", so a program printing its count of
// misses prints 0 in every build. (A translated build must link nano_current
// even when it creates no task: run_e2e.py passes -Wl,-u,nano_current.)
extern "C" {
struct nano_task;
nano_task *nano_current(void) __attribute__((weak));

/// The running nano-thread: null outside any, and in the sequential elision.
void *probe_current(void) { return nano_current ? static_cast<void *>(nano_current()) : nullptr; }

/// 1 when the caller runs in the nano-thread `creator` itself (the statement
/// was not made a nano-thread of its own), else 0.
int probe_missed(void *creator) { return nano_current && static_cast<void *>(nano_current()) == creator ? 1 : 0; }
}
