/* kernels.h - the user's kernels that Inputs/graph.htg.json calls. */
void init(double *v, int n, double value);
void add(double *c, const double *a, const double *b, int n);
void report(const double *c, int n);
