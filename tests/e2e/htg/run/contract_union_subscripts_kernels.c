// contract_union_subscripts_kernels.c — a delay that lets an unordered reader overtake its writer.
#include "contract_union_subscripts.h"
long spin(long n) {
  volatile long s = 0;
  for (long i = 0; i < n; i++) s += i & 1;
  return s & 0;
}
