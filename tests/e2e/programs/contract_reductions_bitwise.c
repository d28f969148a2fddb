// contract_reductions_bitwise: & | ^ reductions on unsigned, long long and unsigned char, unsigned + with wrap-around, min/max on long long and unsigned, float *, an implicit unsigned long long sum, across fixed/static/affinity/tss schedules.
#include <stdio.h>
#define N 3001
static unsigned u[N]; static long long ll[N]; static unsigned char uc[N]; static float fl[N];
int main(void) {
  for (int i = 0; i < N; i++) { u[i] = 0xFFFFFFFFu - (unsigned)i * 2654435761u; ll[i] = ((long long)i * 1000003LL) ^ (1LL << (i % 62)); uc[i] = (unsigned char)(i * 37); fl[i] = 1.0f + (i % 7) * 0.0001f; }
  unsigned uand = 0xFFFFFFFFu, uor = 0, uxor = 0, usum = 0; 
  long long land = -1, lor = 0, lxor = 0, lmin = 1LL << 62, lmax = -(1LL << 62);
  unsigned char cx = 0; float fp = 1.0f; unsigned umin = 0xFFFFFFFFu, umax = 0;
  #pragma nano loop reduction(&: uand, land) reduction(|: uor, lor) reduction(^: uxor, lxor, cx) reduction(+: usum) schedule(fixed, 7)
  for (int i = 0; i < N; i++) {
    uand &= u[i] | 0x10u; land &= ll[i] | 0x1000;
    uor |= u[i] & 0xF0F0u; lor |= ll[i];
    uxor ^= u[i]; lxor ^= ll[i]; cx ^= uc[i];
    usum += u[i];
  }
  printf("%x %llx %x %llx %x %llx %x %u\n", uand, land, uor, lor, uxor, lxor, cx, usum);
  #pragma nano loop reduction(min: lmin, umin) reduction(max: lmax, umax) schedule(static)
  for (int i = 0; i < N; i++) {
    lmin = ll[i] < lmin ? ll[i] : lmin; lmax = ll[i] > lmax ? ll[i] : lmax;
    umin = u[i] < umin ? u[i] : umin; umax = u[i] > umax ? u[i] : umax;
  }
  printf("%lld %lld %u %u\n", lmin, lmax, umin, umax);
  #pragma nano loop reduction(*: fp) schedule(affinity)
  for (int i = 0; i < 64; i++) fp *= (i % 2) ? 2.0f : 0.5f;
  printf("%.3f\n", fp);
  unsigned long long bigsum = 0;
  #pragma nano loop schedule(tss)
  for (int i = 0; i < N; i++) bigsum += (unsigned long long)u[i] * 3u;
  printf("%llu\n", bigsum);
  return 0;
}
