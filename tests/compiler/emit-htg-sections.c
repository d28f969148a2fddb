// --emit-htg lists the array sections the analysis found, in the HTG access
// syntax (elements, not bytes): halves of one array are two sections with no
// arc between their writers; whole arrays stay whole.
// RUN: %translate %s --emit-htg %t.json > /dev/null
// RUN: %FileCheck %s < %t.json
// RUN: python3 -c "import json,jsonschema,sys; jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2])))" %t.json %S/../../htg-format/htg.schema.json
static void fill(double *v, int lo, int hi) { for (int i = lo; i < hi; i++) v[i] = i; }
static void copy(double *d, const double *s, int m) { for (int i = 0; i < m; i++) d[i] = s[i]; }
static double a[1000], b[1000];
void run(int n, double *p) {
  #pragma nano parallel
  {
    fill(a, 0, n / 2);
    fill(a, n / 2, n);
    copy(b, a, 1000);
    fill(p, 8, 8 + n);
  }
}
// CHECK: "writes": ["a[0:n / 2]"]
// CHECK-NEXT: "code": "fill(a, 0, n / 2);"
// CHECK: "writes": ["a[n / 2:n - n / 2]"]
// CHECK-NEXT: "code": "fill(a, n / 2, n);"
// CHECK: "reads": ["a"]
// CHECK-NEXT: "writes": ["b"]
// CHECK: "writes": ["p[8:n]"]
// The arcs are complete and transitively reduced: those the accesses give.
// p may point into a or b, but no static arc orders n4: the nodes register
// their ranges and the runtime orders them when p does overlap (the format
// sees p and b as distinct).
// CHECK: "arcs": [
// CHECK-NEXT: { "from": "n1", "to": "n3", "on": "a" },
// CHECK-NEXT: { "from": "n2", "to": "n3", "on": "a" }
// CHECK-NEXT: ]
