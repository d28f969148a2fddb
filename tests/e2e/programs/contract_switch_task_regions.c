// contract_switch_task_regions: tasks created in the cases of a switch (with a
// fall-through into the default case) inside a loop: each task waits for the
// earlier ones on the arrays it touches, whichever cases ran.
#include <stdio.h>
int a[100], b[100], c[100];
int main(int argc, char **argv) {
  (void)argv;
  int mode = argc + 1;
  for (int i = 0; i < 100; i++) a[i] = i;
  for (int k = 0; k < 4; k++) {
    switch ((k + mode) % 3) {
    case 0:
      #pragma nano task
      for (int i = 0; i < 100; i++) b[i] += a[i];
      break;
    case 1:
      #pragma nano task
      for (int i = 0; i < 100; i++) a[i] = a[i] * 2 + b[i];
      /* fallthrough */
    default:
      #pragma nano task
      for (int i = 0; i < 100; i++) c[i] = a[i] - c[i];
    }
  }
  long s = 0;
  for (int i = 0; i < 100; i++) s += a[i] * 3 + b[i] * 5 + c[i] * 7;
  printf("%ld\n", s);
  return 0;
}
