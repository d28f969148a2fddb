// contract_double_buffer_clauses_kernels: bodies of contract_double_buffer_clauses.c's external producer and consumer.
// E2E-HELPER
static long slow(long v, int k) { for (int i = 0; i < k; i++) v = (v * 31 + i) % 1000003; return v; }
void produce(long *slot, int n, int round) { for (int i = 0; i < n; i++) slot[i] = slow(round * 100 + i, 3000) % 97; }
void consume(const long *slot, int n, long *acc) { for (int i = 0; i < n; i++) *acc = (*acc * 31 + slot[i]) % 1000000007; }
