/* contract_union_subscripts.h — the kernel of contract_union_subscripts.htg.json. */
long spin(long n);
