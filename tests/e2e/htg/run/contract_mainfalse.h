// contract_mainfalse.h — the extern variables of contract_mainfalse.htg.json, defined by its kernels.
extern double *out;
extern int cnt;
extern double grid[2][5];
