// probe5_schedule_variants: every schedule of LANGUAGE.md, with and without its chunk arguments, on loops counting up and down with < <= > >= and steps 1, 2, 3 (run-time), and 0- and 1-trip loops.
#include <stdio.h>
#define N 2003
long a[N+10];
static long f(long i){ long r=i; for(int k=0;k<(int)(i%17);k++) r = r*31+k; return r; }
#define CHK(tag) do{ long t=0; for(int i=0;i<N+10;i++){ t = t*7 + a[i]; a[i]=0;} printf("%s %ld\n", tag, t);}while(0)
int main(void){
  int n = N, k = 5, st = 3;
#pragma nano loop schedule(static)
  for (int i=0;i<n;i++) a[i]=f(i);
  CHK("static");
#pragma nano loop schedule(fixed, k)
  for (int i=0;i<=n;i++) a[i]=f(i);
  CHK("fixed");
#pragma nano loop schedule(gss)
  for (int i=n-1;i>=0;i--) a[i]=f(i);
  CHK("gss");
#pragma nano loop schedule(gss, 7)
  for (int i=n;i>0;i--) a[i]=f(i);
  CHK("gss7");
#pragma nano loop schedule(tss)
  for (int i=2;i<n;i+=st) a[i]=f(i);
  CHK("tss");
#pragma nano loop schedule(tss, 100, 4)
  for (int i=0;i<n;i+=2) a[i]=f(i);
  CHK("tss2");
#pragma nano loop schedule(factoring)
  for (int i=n;i>=1;i-=st) a[i]=f(i);
  CHK("fac");
#pragma nano loop schedule(affinity)
  for (int i=0;i<n;i++) a[i]=f(i);
  CHK("aff");
#pragma nano loop cost(50)
  for (long i=0;i<n;i++) a[i]=f(i);
  CHK("cost");
#pragma nano loop
  for (unsigned i=0;i<(unsigned)n;i++) a[i]=f(i);
  CHK("unsigned");
#pragma nano loop schedule(fixed, 1)
  for (int i=0;i<1;i++) a[i]=f(i+5);
  CHK("one");
#pragma nano loop schedule(static)
  for (int i=0;i<0;i++) a[i]=f(i+5);
  CHK("zero");
#pragma nano loop schedule(tss, 1, 1)
  for (int i=5;i<3;i++) a[i]=f(i+5);
  CHK("neg");
  return 0; }
