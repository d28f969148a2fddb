/* nano/io.h — system calls that do not hold a processor while they block.
 *
 * A nano-thread that calls read() on an empty pipe keeps its worker blocked in the
 * kernel: with one worker, the task that would write the pipe never runs. These calls
 * queue the system call instead and suspend the calling nano-thread until its reply
 * arrives, so the worker runs other nano-threads meanwhile (what scheduler
 * activations gave FastThreads, in user space). Called outside any task (from main,
 * or with the runtime not started) they are the plain system calls.
 *
 * Results and errno are the system call's: -1 with errno set on failure (EINTR is
 * never returned: an interrupted call is reissued). The buffer must stay valid until
 * the call returns, as for the plain call. */
#ifndef NANO_IO_H
#define NANO_IO_H

#include <stddef.h>
#include <sys/types.h>

#include "nano/nano.h"

#ifdef __cplusplus
extern "C" {
#endif

ssize_t nano_read(int fd, void *buf, size_t count);
ssize_t nano_write(int fd, const void *buf, size_t count);
ssize_t nano_pread(int fd, void *buf, size_t count, off_t offset);
ssize_t nano_pwrite(int fd, const void *buf, size_t count, off_t offset);
int nano_fsync(int fd);

/* Runs fn(arg) on a helper thread while the calling nano-thread waits without holding
 * its processor: for any call that may block for long (a library that blocks, a
 * sleep, name resolution, a message-passing receive). fn must not call the nano_*
 * task API (it runs outside the runtime's workers). Outside any task, fn(arg) runs
 * on the calling thread. NANO_ERR_INVALID for a null fn; NANO_ERR_NOMEM when no
 * helper thread could be started (fn did not run). */
nano_status nano_blocking_call(void (*fn)(void *arg), void *arg);

#ifdef __cplusplus
}
#endif

#endif /* NANO_IO_H */
