/* mergesort, hand-written OpenMP tasks: the comparison point for samples/mergesort/mergesort.c.
 *
 *   mergesort [n [cutoff]]     same arguments, same stdout, time on stderr
 *
 * Same algorithm and cut-offs; halves longer than `cutoff` are OpenMP tasks,
 * shorter ones recurse sequentially; a taskwait before the merge. */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double seconds_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static void insertion_sort(int *a, long n) {
  for (long i = 1; i < n; i++) {
    int key = a[i];
    long j = i - 1;
    while (j >= 0 && a[j] > key) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = key;
  }
}

/* Merges the sorted runs a[0:mid] and a[mid:n-mid] through tmp[0:n] back into a. */
static void merge(int *restrict a, int *restrict tmp, long mid, long n) {
  long i = 0, j = mid, k = 0;
  while (i < mid && j < n) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
  while (i < mid) tmp[k++] = a[i++];
  while (j < n) tmp[k++] = a[j++];
  for (long m = 0; m < n; m++) a[m] = tmp[m];
}

/* Sorts a[0:n], using tmp[0:n] as scratch space. */
static void sort(int *restrict a, int *restrict tmp, long n, long cutoff) {
  if (n < 32) {
    insertion_sort(a, n);
    return;
  }
  long mid = n / 2;
  if (mid > cutoff) {
    #pragma omp task firstprivate(a, tmp, mid, cutoff)
    sort(a, tmp, mid, cutoff);
  } else {
    sort(a, tmp, mid, cutoff);
  }
  if (n - mid > cutoff) {
    #pragma omp task firstprivate(a, tmp, mid, n, cutoff)
    sort(a + mid, tmp + mid, n - mid, cutoff);
  } else {
    sort(a + mid, tmp + mid, n - mid, cutoff);
  }
  #pragma omp taskwait
  merge(a, tmp, mid, n);
}

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 200000;
  long cutoff = argc > 2 ? atol(argv[2]) : 4096;
  if (n < 1 || cutoff < 1) {
    fprintf(stderr, "usage: mergesort [n (>= 1) [cutoff (>= 1)]]\n");
    return 2;
  }
  int *keys = malloc((size_t)n * sizeof *keys);
  int *scratch = malloc((size_t)n * sizeof *scratch);
  if (!keys || !scratch) {
    fprintf(stderr, "mergesort: out of memory for %ld keys\n", n);
    return 1;
  }
  unsigned long long state = 88172645463325252ULL; /* xorshift64: same keys on every run */
  unsigned long long input_sum = 0;
  for (long i = 0; i < n; i++) {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    keys[i] = (int)(state % 1000000007ULL);
    input_sum += (unsigned long long)keys[i];
  }

  double start = seconds_now();
  #pragma omp parallel
  #pragma omp single
  sort(keys, scratch, n, cutoff);
  double elapsed = seconds_now() - start;

  int sorted = 1;
  unsigned long long sum = 0, weighted = 0;
  for (long i = 0; i < n; i++) {
    if (i > 0 && keys[i - 1] > keys[i]) sorted = 0;
    sum += (unsigned long long)keys[i];
    weighted = weighted * 1000003ULL + (unsigned long long)keys[i];
  }
  printf("mergesort: %ld keys, sorted: %s, same keys: %s\n", n, sorted ? "yes" : "NO",
         sum == input_sum ? "yes" : "NO");
  printf("checksum: %llu\n", weighted);
  fprintf(stderr, "time: %.6f s\n", elapsed);
  free(keys);
  free(scratch);
  return sorted && sum == input_sum ? 0 : 1;
}
