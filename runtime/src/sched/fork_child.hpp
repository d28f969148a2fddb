// fork_child.hpp — a child process forked while the runtime runs gets a runtime of its own.
#pragma once

namespace nano::detail {

// Registers, once, the pthread_atfork handlers; called before the first start takes the
// lifecycle lock (a fork while another thread starts the runtime waits for the start:
// bb64 1, the child inherited the lock held). Before fork the runtime's lifecycle lock
// is taken (no start, stop or thread registration is half done); in the child, where
// only the forking thread exists, everything the other threads owned — workers, their
// tasks and pools, helper threads, the io_uring ring, the preemption simulator, the
// trace session — is left behind untouched (kept reachable, never freed, once per
// fork: LeakSanitizer does not report it), and the
// next call of the API starts a fresh runtime. A task's fork gives a child that may only
// exec or exit: its thread is a worker of the runtime left behind.
void register_fork_handlers() noexcept;

}  // namespace nano::detail
