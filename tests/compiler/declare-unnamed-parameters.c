// A declare before a prototype whose parameters have no names: the undeclared
// name gets a note saying why and showing the prototype with names (it only
// said "use of undeclared identifier 'p'"; bb53 5).
// RUN: not %translate %s 2>&1 | %FileCheck %s
#pragma nano declare reads(p[0:4]) writes()
long peek(const long *, int);
// CHECK: declare-unnamed-parameters.c:5:28: error: use of undeclared identifier 'p' in clause 'reads'
// CHECK: declare-unnamed-parameters.c:6:6: note: the parameters of 'peek' have no names in this declaration, so the clauses cannot name them; name them, as in 'long peek(const long *p1, int p2);'
long use(const long *v) { return peek(v, 4); }
