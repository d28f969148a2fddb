// --emit-htg writes every region of the file as one HTG document that the
// HTG library accepts: a parallel region with its arcs, a parallel loop.
// RUN: %translate %s --emit-htg %t.json > /dev/null
// RUN: %FileCheck %s < %t.json
// RUN: python3 -c "import json,jsonschema,sys; jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2])))" %t.json %S/../../htg-format/htg.schema.json
static void init(double *v, int n) { for (int i = 0; i < n; i++) v[i] = i; }
static void add(double *c, const double *a, const double *b, int n) {
  for (int i = 0; i < n; i++) c[i] = a[i] + b[i];
}
static double a[1000], b[1000], c[1000];
void run(int n) {
  #pragma nano parallel
  {
    init(a, n);
    init(b, n);
    add(c, a, b, n);
  }
  #pragma nano loop schedule(fixed, 8)
  for (int i = 0; i < n; i++)
    c[i] *= 2;
}
// The regions are the root's children in source order.
// CHECK: "format": "htg"
// CHECK: "kind": "compound"
// CHECK: "label": "run parallel"
// CHECK: "code": "init(a, n);"
// CHECK: "kind": "loop"
// CHECK: "parallel": true
