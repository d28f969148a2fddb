// declarator_types.h — the function declarator_types.htg.json points its variables at.
static inline long twice(long x) { return 2 * x; }
