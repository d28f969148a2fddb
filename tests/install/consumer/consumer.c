/* consumer.c — a user program built against the installed runtime: 42 tasks add into one counter in order. */
#include <nano/nano.h>
#include <stdio.h>

static void add_one(void *args) {
  int *counter = *(int **)args;
  *counter += 1;
}

int main(void) {
  int counter = 0;
  for (int i = 0; i < 42; i++) {
    int **slot;
    nano_task *task = nano_create(add_one, sizeof *slot, (void **)&slot);
    *slot = &counter;
    nano_access(task, NANO_INOUT, &counter, sizeof counter);
    nano_submit_release(task);
  }
  nano_wait_all();
  printf("consumer: %d tasks ran\n", counter);
  return counter == 42 ? 0 : 1;
}
