// contract_expr.h — a kernel called from the expressions (bounds, chunk, condition, cost) of contract_expr.htg.json.
static inline int twice(int v) { return 2 * v; }
