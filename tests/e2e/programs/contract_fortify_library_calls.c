// contract_fortify_library_calls: built with -O2 and _FORTIFY_SOURCE=2, glibc turns sprintf/snprintf/memcpy/strcpy/strcat into their checked variants (__builtin___sprintf_chk ...); tasks calling them are tasks on the same memory as without fortification, and later statements that read or write that memory wait for them.
#undef _FORTIFY_SOURCE
#define _FORTIFY_SOURCE 2
#include <stdio.h>
#include <string.h>
static int spin(int v) { for (int i = 0; i < 300000; i++) v = (v * 31 + i) % 1003; return v; }
static char line[64], name[16], copy[64];
int main(void) {
  int n = spin(7);
  #pragma nano task
  snprintf(name, sizeof name, "id%d", n);
  #pragma nano task
  sprintf(line, "%d-%d", spin(n), n);
  #pragma nano task
  strcat(line, "|tail");
  #pragma nano task
  memcpy(copy, line, sizeof line);
  #pragma nano task
  strcpy(copy + 20, name);
  name[0] = 'I';
  printf("%s %s %s %s\n", name, line, copy, copy + 20);
  return 0;
}
