// A `declare` next to its prototype, for declare-in-header.c.
#pragma nano declare reads(v[0:n]) writes(out[0:1])
void sum_of(const double *v, int n, double *out);
