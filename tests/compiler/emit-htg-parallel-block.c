// --emit-htg writes a parallel block as the program runs it: every statement
// once, in program order; the nested loop and the nested parallel block in
// place; an if/else and a switch as one compound per arm with the arm's
// execution condition and every statement of the arm; a declaration as a graph
// variable and an assignment; each node with its accesses and a cost; arcs
// that are complete without trust_arcs (the outline script removes it and
// nano-htg validate checks the arcs against the accesses); the function's
// locals and parameters and the file's data as extern variables. The program is
// the one tests/e2e/driver/emit-htg-roundtrip.test runs from this graph.
// RUN: %translate %S/../e2e/driver/Inputs/roundtrip-stage.c --emit-htg %t.json > /dev/null
// RUN: python3 %S/Inputs/htg_outline.py --untrusted %t.untrusted.json %t.json | %FileCheck --match-full-lines %s
// RUN: %nano_htg validate %t.untrusted.json
// CHECK: var extern double x[1000]
// CHECK-NEXT: var extern int mode
// CHECK-NEXT: var extern double z[1000]
// CHECK-NEXT: var extern double r2
// CHECK-NEXT: var extern int k
// CHECK-NEXT: var extern double r3
// CHECK-NEXT: var extern int flag
// CHECK-NEXT: var extern double w[1000]
// CHECK-NEXT: var extern double v[1000]
// CHECK-NEXT: var double t
// CHECK-NEXT: compound root
// CHECK-NEXT: | compound par1
// CHECK-NEXT: | | simple n3 R mode W x cost : fill(x, N, 1.0 + mode);
// CHECK-NEXT: | | loop loop1 var i [0, N) parallel R x W z cost
// CHECK-NEXT: | | | simple loop1_body R x[i] W z[i] cost : z[i] = x[i] + i;
// CHECK-NEXT: | | simple s2 R x z W t cost : t = dot(x, z, N) / N;
// CHECK-NEXT: | | compound arm3 if (mode) == (0)
// CHECK-NEXT: | | | simple n4 R z W r2 cost : r2 = dot(z, z, N);
// CHECK-NEXT: | | compound arm5 if (mode) == (1)
// CHECK-NEXT: | | | simple n5 R x W r2 cost : r2 = -dot(x, x, N);
// CHECK-NEXT: | | | simple s4 W k cost : k = 3;
// CHECK-NEXT: | | compound arm8 if !((mode) == (0) || (mode) == (1))
// CHECK-NEXT: | | | simple s6 W r2 cost : r2 = 1;
// CHECK-NEXT: | | | simple s7 W k cost : k = 7;
// CHECK-NEXT: | | compound arm10 if flag > 0
// CHECK-NEXT: | | | simple n6 R z x W r3 cost : r3 = dot(z, x, N);
// CHECK-NEXT: | | | simple s9 R k W k cost : k += 1;
// CHECK-NEXT: | | compound arm12 if !(flag > 0)
// CHECK-NEXT: | | | simple n7 R x z W r3 cost : r3 = -dot(x, z, N);
// CHECK-NEXT: | | | simple s11 R k W k cost : k -= 1;
// CHECK-NEXT: | | loop loop2 var i [0, N) parallel R z k W w cost
// CHECK-NEXT: | | | simple loop2_body R z[i] k W w[i] cost : w[i] = z[i] + k;
// CHECK-NEXT: | | compound par13
// CHECK-NEXT: | | | simple n8 R t W v cost : fill(v, N, t);
// CHECK-NEXT: | | | simple n9 R r3 v w W r3 cost : r3 += dot(v, w, N);
// CHECK-NEXT: | | | -> n8 n9 data v
// CHECK-NEXT: | | simple n10 R r2 w v W r2 cost : r2 += dot(w, v, N);
// CHECK-NEXT: | | -> n3 loop1 data x
// CHECK-NEXT: | | -> loop1 s2 data z
// CHECK-NEXT: | | -> loop1 arm3 data z
// CHECK-NEXT: | | -> s2 par13 data t
// CHECK-NEXT: | | -> arm3 arm5 data r2
// CHECK-NEXT: | | -> arm5 arm8 data r2
// CHECK-NEXT: | | -> arm8 arm10 data k
// CHECK-NEXT: | | -> arm10 arm12 data k
// CHECK-NEXT: | | -> arm12 loop2 data k
// CHECK-NEXT: | | -> loop2 par13 data w
// CHECK-NEXT: | | -> par13 n10 data v
