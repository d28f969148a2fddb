// fault_handler.cpp — SIGSEGV on a sigaltstack: a guard-page hit names the task and NANO_STACK_SIZE, then aborts.
#include "diag/fault_handler.hpp"

#include <signal.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "sched/runtime.hpp"

namespace nano::detail {

namespace {

struct sigaction previous_segv;
struct sigaction previous_bus;
std::atomic<bool> installed{false};
constexpr std::size_t altstack_bytes = 64 * 1024;

// Async-signal-safe output: format into a local buffer, one write(2).
void report_overflow(const ThreadState *ts) {
  char buffer[512];
  const Task *t = ts->current ? ts->current : (ts->fiber ? ts->fiber->task : nullptr);
  const char *label = t && t->label ? t->label : "(unlabelled)";
  char where[48];  // "on worker 3", or the outside thread that ran it inside its wait
  if (ts->id >= 0)
    std::snprintf(where, sizeof where, "on worker %d", ts->id);
  else
    std::snprintf(where, sizeof where, "on a waiting outside thread");
  int n;
  if (t && t->file)
    n = std::snprintf(buffer, sizeof buffer,
                      "nano: stack overflow in nano-thread %llu '%s' (%s:%d) %s: it used all of "
                      "its %zu-byte stack; raise NANO_STACK_SIZE (e.g. NANO_STACK_SIZE=%zuK) or make the "
                      "task use less stack\n",
                      static_cast<unsigned long long>(t->id), label, t->file, t->line, where, rt.settings.stack_size,
                      4 * rt.settings.stack_size / 1024);
  else
    n = std::snprintf(buffer, sizeof buffer,
                      "nano: stack overflow in nano-thread %llu '%s' %s: it used all of its "
                      "%zu-byte stack; raise NANO_STACK_SIZE (e.g. NANO_STACK_SIZE=%zuK) or make the task "
                      "use less stack\n",
                      static_cast<unsigned long long>(t ? t->id : 0), label, where, rt.settings.stack_size,
                      4 * rt.settings.stack_size / 1024);
  if (n > 0) {
    ssize_t ignored = write(STDERR_FILENO, buffer, static_cast<std::size_t>(n));
    (void)ignored;
  }
}

void chain(int sig, siginfo_t *info, void *context) {
  struct sigaction &prev = sig == SIGBUS ? previous_bus : previous_segv;
  if (prev.sa_flags & SA_SIGINFO) {
    if (prev.sa_sigaction) {
      prev.sa_sigaction(sig, info, context);
      return;
    }
  } else if (prev.sa_handler != SIG_DFL && prev.sa_handler != SIG_IGN) {
    prev.sa_handler(sig);
    return;
  }
  // Default action: restore it and return; the faulting instruction faults again.
  signal(sig, SIG_DFL);
}

// The faulting thread's stack pointer, from the signal's context (null if unknown).
const void *stack_pointer(void *context) {
  auto *uc = static_cast<ucontext_t *>(context);
#if defined(__x86_64__)
  return reinterpret_cast<const void *>(uc->uc_mcontext.gregs[REG_RSP]);
#elif defined(__aarch64__)
  return reinterpret_cast<const void *>(uc->uc_mcontext.sp);
#else
  (void)uc;
  return nullptr;
#endif
}

void on_fault(int sig, siginfo_t *info, void *context) {
  ThreadState *ts = tl_state;
  // A worker's nano-thread, or a task an outside thread runs while it waits for it:
  // a hit of its guard page, or a frame that moved the stack pointer past it.
  if (ts && ts->kind != ThreadKind::sentinel &&
      (fiber_guard_contains(ts->fiber, info->si_addr) ||
       fiber_frame_past_guard(ts->fiber, info->si_addr, stack_pointer(context)))) {
    report_overflow(ts);
    signal(SIGABRT, SIG_DFL);
    abort();
  }
  chain(sig, info, context);
}

}  // namespace

void install_fault_handler() noexcept {
  if (installed.exchange(true)) return;
  struct sigaction action;
  std::memset(&action, 0, sizeof action);
  action.sa_sigaction = &on_fault;
  action.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigemptyset(&action.sa_mask);
  sigaction(SIGSEGV, &action, &previous_segv);
  sigaction(SIGBUS, &action, &previous_bus);
}

// Maps and installs an alternate signal stack for the calling thread; null on failure.
static void *install_altstack() noexcept {
  void *mem = mmap(nullptr, altstack_bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (mem == MAP_FAILED) return nullptr;
  stack_t ss;
  ss.ss_sp = mem;
  ss.ss_size = altstack_bytes;
  ss.ss_flags = 0;
  if (sigaltstack(&ss, nullptr) != 0) {
    munmap(mem, altstack_bytes);
    return nullptr;
  }
  return mem;
}

void enable_fault_stack(ThreadState *ts) noexcept {
  if (void *mem = install_altstack()) ts->altstack = mem;
}

void ensure_fault_stack() noexcept {
  thread_local bool checked = false;  // per kernel thread (outside ThreadStates are reused)
  if (checked) return;
  checked = true;
  stack_t current;
  if (sigaltstack(nullptr, &current) == 0 && !(current.ss_flags & SS_DISABLE)) return;  // its own
  install_altstack();  // kept for the thread's life
}

void disable_fault_stack(ThreadState *ts) noexcept {
  if (!ts->altstack) return;
  stack_t ss;
  std::memset(&ss, 0, sizeof ss);
  ss.ss_flags = SS_DISABLE;
  sigaltstack(&ss, nullptr);
  munmap(ts->altstack, altstack_bytes);
  ts->altstack = nullptr;
}

}  // namespace nano::detail
