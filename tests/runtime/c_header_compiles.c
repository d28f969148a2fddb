/* c_header_compiles.c — <nano/nano.h> and <nano/io.h> must compile as C11 (generated C code includes them). */
#include <nano/io.h>
#include <nano/nano.h>

static void c_task(void *args) { (void)args; }

/* Referenced so the declarations are type-checked against real uses. */
int nano_test_c_header_use(void);
int nano_test_c_header_use(void) {
  nano_task *t = nano_create(c_task, 0, 0);
  nano_schedule s = {NANO_SCHEDULE_GSS, 1, 0, 0};
  (void)s;
  return t ? (int)nano_submit_release(t) : (int)NANO_ERR_NOMEM;
}

/* C may pass an int that is no nano_access_mode: the runtime must reject it, not misbehave. */
int nano_test_c_bad_access_mode(nano_task *task, void *base);
int nano_test_c_bad_access_mode(nano_task *task, void *base) {
  return (int)nano_access(task, (nano_access_mode)9, base, 1);
}

/* The queued calls take the system calls' own types (ssize_t, off_t from <sys/types.h>). */
long nano_test_c_io_use(int fd, char *buffer);
long nano_test_c_io_use(int fd, char *buffer) {
  off_t at = 0;
  ssize_t got = nano_pread(fd, buffer, 1, at);
  return (long)got + (long)nano_blocking_call(c_task, 0);
}
