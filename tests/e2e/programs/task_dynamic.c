// task_dynamic: tasks created in a loop whose instances conflict only sometimes; the runtime orders them.
//
// Each task applies a non-commutative update to one of four cells, so the output
// is right only if every pair of tasks on the same cell runs in creation order,
// while tasks on different cells may overlap.
#include <stdio.h>

static void update(long *cell, int step) {
  long v = *cell;
  for (int r = 0; r < 1000; r++) v = (v * 31 + step + r) % 1000003;
  *cell = v;
}

int main(void) {
  long cells[4] = {1, 2, 3, 4};
  for (int step = 0; step < 64; step++) {
    #pragma nano task label("update")
    update(&cells[(step * 7) % 4], step);
  }
  for (int k = 0; k < 4; k++) printf("cell %d = %ld\n", k, cells[k]);
  return 0;
}
