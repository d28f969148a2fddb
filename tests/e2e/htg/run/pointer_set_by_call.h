// pointer_set_by_call.h — a function that stores an address in a pointer (pointer_set_by_call.htg.json).
static inline void set_ptr(int **to, int *from) { *to = from; }
