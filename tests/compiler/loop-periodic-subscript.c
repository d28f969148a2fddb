// A subscript that repeats every K values of the loop variable (`a[i % 7]`,
// `h[(i + 1) % 16]`) names one element in iterations K apart: a written one is a
// proven dependence, not an unprovable one whose hint offers 'independent' (bb57
// 7: that clause would make the updates race). Read-only, it is no dependence;
// with 'independent' the user states the loop runs at most K iterations.
// A constant factor shortens the period: `(2 * i) % 8` repeats every 4 values
// of i, so a loop of 4 iterations is independent (before: refused as not
// affine) and one of 5 is not. Through a callee (`put(i % 100, v)` writing
// `cache[k]`) the period is read from the offset the summary maps: before,
// the subscript was 'not affine' and the message offered 'independent', which
// would make the updates race (bb78 5).
// RUN: not %translate %s 2>&1 | %FileCheck %s --implicit-check-not=error:
static double cache[100];
static void put(int k, double v) { cache[k] += v; }

void histogram(long *restrict a, long *restrict h, const long *restrict t, long *restrict out, int n) {
  #pragma nano loop
  for (int i = 0; i < n; i++)
    a[i % 7] += i;
  // CHECK: loop-periodic-subscript.c:[[@LINE-1]]:5: error: loop-carried dependence prevents parallel execution: 'a[i % 7]' is the same element of 'a' in iterations 7 apart (its subscript repeats every 7 values of 'i'), whenever the loop over 'i' at line [[@LINE-2]] runs more than 7 iterations ('independent' would make those updates race); give each iteration its own element, or keep the loop sequential
  // CHECK: loop-periodic-subscript.c:[[@LINE-2]]:5: note: read/write of 'a' here
  #pragma nano loop
  for (int i = 0; i < n; i++)
    h[(i + 1) % 16] = t[i];
  // CHECK: loop-periodic-subscript.c:[[@LINE-1]]:5: error: loop-carried dependence prevents parallel execution: 'h[(i + 1) % 16]' is the same element of 'h' in iterations 16 apart
  #pragma nano loop
  for (int i = 0; i < n; i++)
    out[i] = t[i % 4] * 2;
  #pragma nano loop independent
  for (int i = 0; i < 7; i++)
    a[i % 7] += i;
  #pragma nano loop
  for (int i = 0; i < 4; i++)
    a[(2 * i) % 8] += t[i];
  #pragma nano loop
  for (int i = 0; i < 5; i++)
    a[(i * 6 + 1) % 8] += t[i];
  // CHECK: loop-periodic-subscript.c:[[@LINE-1]]:5: error: loop-carried dependence prevents parallel execution: 'a[(i * 6 + 1) % 8]' is the same element of 'a' in iterations 4 apart (its subscript repeats every 4 values of 'i'), whenever the loop over 'i' at line [[@LINE-2]] runs more than 4 iterations
  #pragma nano loop
  for (int i = 0; i < 1000; i++) { put(i % 100, 1.0); out[i] = i; }
  // CHECK: loop-periodic-subscript.c:[[@LINE-1]]:36: error: loop-carried dependence prevents parallel execution: 'put(i % 100, 1.0)' is the same element of 'cache' in iterations 100 apart (its subscript repeats every 100 values of 'i'), whenever the loop over 'i' at line [[@LINE-1]] runs more than 100 iterations ('independent' would make those updates race)
  // CHECK: loop-periodic-subscript.c:[[@LINE-2]]:36: note: read/write of 'cache[i % 100]' in 'put(i % 100, 1.0)' here
  #pragma nano loop
  for (int i = 0; i < 100; i++) { put((3 * i + 1) % 100, 1.0); out[i] = i; }
}
