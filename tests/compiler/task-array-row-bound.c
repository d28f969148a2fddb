// An element of an array of arrays whose column cannot be told
// (`part[t][data[i] % NB]++`, a histogram per task) stays inside its row:
// the task registers the row part[t], so tasks on different rows run side by
// side (bb46 D3; before, the whole array). A row index that cannot be told
// either leaves the whole array.
// E2E
// RUN: %translate %s --explain 2>&1 >/dev/null | %FileCheck %s
#include <stdio.h>
#define NB 16
#define T 4
static int data[4000];
static long part[T][NB];
static long cube[2][T][NB];

int main(void) {
  for (int i = 0; i < 4000; i++) data[i] = (i * 7919) % 1000;
  for (int t = 0; t < T; t++) {
    #pragma nano task
    for (int i = t * 1000; i < (t + 1) * 1000; i++) part[t][data[i] % NB]++;
    // CHECK: task-array-row-bound.c:[[@LINE-1]]:{{[0-9]+}}: remark: task read/write 'part[t][data[i] % NB]'{{$}}
  }
  for (int t = 0; t < T; t++) {
    #pragma nano task
    for (int i = t * 1000; i < (t + 1) * 1000; i++) cube[1][t][data[i] % NB] += 2;
    // CHECK: remark: task read/write 'cube[1][t][data[i] % NB]'{{$}}
  }
  #pragma nano task
  for (int i = 0; i < 100; i++) part[data[i] % T][data[i] % NB]--;
  // CHECK: remark: task read/write 'part[data[i] % T][data[i] % NB]' (the subscript is not an affine expression
  #pragma nano wait
  long s = 0, c = 0;
  for (int t = 0; t < T; t++)
    for (int b = 0; b < NB; b++) s += part[t][b] * (b + 1), c += cube[1][t][b];
  printf("%ld %ld\n", s, c);
  return 0;
}
