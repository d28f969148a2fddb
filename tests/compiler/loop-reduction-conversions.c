// A reduction combines the chunks' partial results with its operator, which
// gives the elision's result only when every update keeps the variable's kind
// of value. An integer updated with a floating-point value (`s += 0.5`, `p *=
// 1.5`: computed in double, truncated at every update), a bool updated with
// '+' or '*' (converted to true or false at every update) and a pointer moved
// by offsets are refused, with or without a reduction clause. Narrower
// integers (wrapping) and min/max of mixed types stay reductions.
// RUN: not %translate %s 2>&1 | %FileCheck %s
// RUN: %translate %s --explain -- -DACCEPTED 2>&1 >/dev/null | %FileCheck %s --check-prefix=ACCEPTED
#include <stdbool.h>
double d[1000];
char buf[1000];
int len[100];
int main(void) {
#ifndef ACCEPTED
  long s = 0;
  #pragma nano loop
  for (int i = 0; i < 1000; i++) s += (i % 2) ? -0.5 : 1.5;
  // CHECK: loop-reduction-conversions.c:[[@LINE-1]]:34: error: 's' cannot be reduced in parallel: 's += (i % 2) ? -0.5 : 1.5' computes in 'double' and converts the result to 'long' at every update, so the chunks' partial results do not combine into the loop's result; accumulate in a variable of type 'double' and convert once after the loop
  long p = 2;
  #pragma nano loop reduction(*: p)
  for (int i = 0; i < 20; i++) p = p * 1.5;
  // CHECK: loop-reduction-conversions.c:[[@LINE-1]]:32: error: 'p' cannot be reduced in parallel: 'p = p * 1.5' computes in 'double' and converts the result to 'long' at every update, so the chunks' partial results do not combine into the loop's result; accumulate in a variable of type 'double' and convert once after the loop
  bool b = false;
  #pragma nano loop
  for (int i = 0; i < 100; i++) b += (i % 2) ? -1 : 1;
  // CHECK: loop-reduction-conversions.c:[[@LINE-1]]:33: error: 'b' cannot be reduced in parallel: 'b += (i % 2) ? -1 : 1' converts the result to true or false at every update, so the chunks' partial results do not combine into the loop's result; accumulate in a variable of type 'int' and convert once after the loop
  char *q = buf;
  #pragma nano loop
  for (int i = 0; i < 100; i++) q += len[i];
  // CHECK: loop-reduction-conversions.c:[[@LINE-1]]:33: error: 'q' cannot be reduced in parallel: it is a pointer, and a reduction combines arithmetic values; accumulate the offset in an integer before the loop ('long off = 0;', 'off += e;' in the body) and add it to 'q' after the loop
  return (int)(s + p + b + (q - buf));
#else
  short h = 0;
  #pragma nano loop
  for (int i = 0; i < 1000; i++) h += i;
  // ACCEPTED: loop-reduction-conversions.c:[[@LINE-1]]:3: remark: reduction on 'h' with operator '+'
  long m = 0;
  #pragma nano loop
  for (int i = 0; i < 1000; i++) m = m > d[i] ? m : d[i];
  // ACCEPTED: loop-reduction-conversions.c:[[@LINE-1]]:3: remark: reduction on 'm' with operator 'max'
  bool any = false;
  #pragma nano loop
  for (int i = 0; i < 100; i++) any |= len[i] > 3;
  // ACCEPTED: loop-reduction-conversions.c:[[@LINE-1]]:3: remark: reduction on 'any' with operator '|'
  return h + (int)m + any;
#endif
}
