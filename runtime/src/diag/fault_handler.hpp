// fault_handler.hpp — catches a nano-thread's stack overflow on its guard page and says how to fix it.
#pragma once

namespace nano::detail {

struct ThreadState;

// Installs the process-wide SIGSEGV/SIGBUS handler (once; chains to the previous one
// for faults that are not a nano-thread guard page).
void install_fault_handler() noexcept;
// Gives the calling worker an alternate signal stack (the faulting stack is unusable).
void enable_fault_stack(ThreadState *ts) noexcept;
// Gives the calling outside thread an alternate signal stack, once, unless it has one
// already (its own); kept mapped for the thread's life (it may take signals any time).
void ensure_fault_stack() noexcept;
void disable_fault_stack(ThreadState *ts) noexcept;

}  // namespace nano::detail
