// --emit-htg: a statement whose memory the compiler cannot name runs, in the
// program, in the creating nano-thread after every node before it and before
// every node after it; its node is ordered the same way, with an arc from each
// earlier and to each later sibling (then transitively reduced). A call through
// a function pointer (probe3 B4) and a copy up to the NUL (probe3 B15) had no
// accesses and no arcs, so running the graph back reordered them.
// RUN: %translate %s --emit-htg %t.json > /dev/null 2> %t.err
// RUN: python3 %S/Inputs/htg_outline.py --untrusted %t.untrusted.json %t.json | %FileCheck --match-full-lines %s
// RUN: %nano_htg validate %t.untrusted.json

typedef void (*filler)(long *, int, long);
long c[64], r[4];
static long slow(long v, int k) { for (int i = 0; i < k; i++) v = (v * 31 + i) % 1000003; return v; }
static long sum(const long *a, int n) { long s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
static void put(char *d, const char *s) { slow(1, 5000); while ((*d++ = *s++)) ; }
static int len(const char *s) { int n = 0; while (*s) { s++; n++; } return n + (int)slow(0, 5000) * 0; }

void go(filler f) {
  #pragma nano parallel
  {
    f(c + 32, 16, 9);
    r[0] = sum(c, 64);
    c[40] = slow(c[40], 10);
    f(c, 8, 1);
    r[1] = sum(c, 48);
  }
}

struct rec { int id; char name[12]; char tag[12]; };
void strings(struct rec *q) {
  char grid[3][8] = { "abc", "defg", "hi" };
  #pragma nano parallel
  {
    r[2] = len(q->tag);
    put(grid[2], q->name);
    r[3] = len(grid[2] + 1) + slow(r[2], 3000);
  }
}
// CHECK:      var extern filler f
// CHECK-NEXT: var extern long c[64]
// CHECK-NEXT: var extern long r[4]
// CHECK-NEXT: var extern struct rec * q
// CHECK-NEXT: var extern char grid[3][8]
// CHECK-NEXT: compound root
// CHECK-NEXT: | compound par1
// CHECK-NEXT: | | simple s2 R f cost : f(c + 32, 16, 9);
// CHECK-NEXT: | | simple n1 R c W r[0] cost : r[0] = sum(c, 64);
// CHECK-NEXT: | | simple n2 R c[40] W c[40] cost : c[40] = slow(c[40], 10);
// CHECK-NEXT: | | simple s3 R f cost : f(c, 8, 1);
// CHECK-NEXT: | | simple n3 R c[0:48] W r[1] cost : r[1] = sum(c, 48);
// CHECK-NEXT: | | -> n1 n2 data c
// CHECK-NEXT: | | -> s2 n1 data
// CHECK-NEXT: | | -> n2 s3 data
// CHECK-NEXT: | | -> s3 n3 data
// CHECK-NEXT: | compound par4
// CHECK-NEXT: | | simple n4 R q W r[2] cost : r[2] = len(q->tag);
// A copy up to the NUL is a node (as it is a task under '#pragma nano task');
// its static arcs order it with what it may alias, and an arc's 'on' is left
// out where the memory has no name the format can read.
// CHECK-NEXT: | | simple n5 R q cost : put(grid[2], q->name);
// CHECK-NEXT: | | simple n6 R grid r[2] W r[3] cost : r[3] = len(grid[2] + 1) + slow(r[2], 3000);
// CHECK-NEXT: | | -> n4 n5 data r
// CHECK-NEXT: | | -> n5 n6 data
