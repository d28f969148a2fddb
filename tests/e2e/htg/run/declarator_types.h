// declarator_types.h — the function declarator_types.htg.json points its variables at.
static inline long twice(long x) { return 2 * x; }
// A function returning a function pointer, for `long (*(*)(int))(long)`.
static inline long (*picker(int which))(long) { return which == 0 ? twice : twice; }
