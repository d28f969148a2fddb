/* c_header_compiles.c — <nano/nano.h> must compile as C11 (generated C code includes it). */
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
