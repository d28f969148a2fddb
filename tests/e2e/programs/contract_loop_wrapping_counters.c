// contract_loop_wrapping_counters: canonical loops whose counter wraps or whose test compares in unsigned arithmetic run the
// sequential loop's iterations, in order — an unsigned char stepping down past 0 (53 iterations, not the 2 of the arithmetic
// count; the 53rd reads what the 3rd wrote, a dependence the bounds 1 < c <= 9 hide), an int compared with an unsigned bound
// (none), unsigned and size_t counters that do not wrap (unchanged), an unsigned char counting down, a short counter.
#include <stddef.h>
#include <stdio.h>

static int hits[1100];

static long total(void) {
  long sum = 0;
  for (int t = 0; t < 1100; t++) sum += (long)hits[t] * (t % 7 + 1);
  return sum;
}

int main(void) {
  #pragma nano loop
  for (unsigned char c = 9; c > 1; c -= 5) hits[c] += 1;  // 9, 4, 255, 250, ..., 5, 0: 53 values
  #pragma nano loop
  for (unsigned char c = 9; c > 1; c -= 5) hits[c + 300] = hits[c + 550] + 1;  // c = 5 reads what c = 255 wrote
  printf("wrapping unsigned char: %ld\n", total());
  #pragma nano loop
  for (int j = -5; j < 10u; j++) hits[j + 500] += 1;  // -5 converts to 4294967291: no iteration
  printf("int against an unsigned bound: %ld\n", total());
  unsigned k;
  #pragma nano loop
  for (k = 0; k < 100u; k += 7) hits[k + 300] += 1;
  printf("unsigned: %ld, k after = %u\n", total(), k);
  size_t z;
  #pragma nano loop schedule(fixed, 3)
  for (z = 10; z >= 1; z--) hits[z + 600] += 1;
  printf("size_t down to 1: %ld, z after = %zu\n", total(), z);
  unsigned char d;
  #pragma nano loop
  for (d = 200; d >= 100; d -= 30) hits[d + 700] += 1;  // 200, 170, 140, 110; then 80
  printf("unsigned char down: %ld, d after = %u\n", total(), (unsigned)d);
  #pragma nano loop independent
  for (short s = 29000; s < 32000; s += 1000) hits[s / 1000 + 1000] += 1;  // 29000, 30000, 31000
  printf("short: %ld\n", total());
  return 0;
}
