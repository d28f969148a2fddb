// Sizes written as numbers below 1 get a warning saying what runs instead
// (workers(-2) runs on one processor, a chunk of 0 means the default), and
// --emit-htg leaves such a chunk out (the format wants a positive one). Every
// unknown clause of a pragma is reported, not only the first. A label names a
// loop's and a parallel block's node in the HTG.
// RUN: %translate %s --emit-htg %t.json 2>&1 >/dev/null | %FileCheck %s --check-prefix=DIAG
// RUN: %nano_htg validate %t.json
// RUN: %FileCheck %s --check-prefix=HTG < %t.json
// RUN: not %translate %s -- -DUNKNOWN 2>&1 | %FileCheck %s --check-prefix=UNKNOWN

double a[1000];

void sizes(int n) {
#pragma nano parallel workers(-2) label("stencil block")
  // DIAG: pragma-sizes-and-unknown-clauses.c:[[@LINE-1]]:31: warning: 'workers(-2)' asks for fewer than one processor; the block runs on one (write a count of at least 1) [-Wnano-sequential]
  {
    for (int i = 0; i < 1000; i++) a[i] = i;
  }
#pragma nano loop schedule(fixed, 0) label("zero chunk")
  // DIAG: pragma-sizes-and-unknown-clauses.c:[[@LINE-1]]:35: warning: '0' in 'schedule(fixed, ...)' is not positive and means the default, chunks of 1 iteration; write a size of at least 1
  for (int i = 0; i < n; i++) a[i] += 1;
#pragma nano loop schedule(gss, ( -3 ))
  // DIAG: pragma-sizes-and-unknown-clauses.c:[[@LINE-1]]:33: warning: '( -3 )' in 'schedule(gss, ...)' is not positive and means the default, a minimum chunk of 1 iteration; write a size of at least 1
  for (int i = 0; i < n; i++) a[i] += 2;
#pragma nano loop schedule(tss, 0, 2)
  // DIAG: pragma-sizes-and-unknown-clauses.c:[[@LINE-1]]:33: warning: '0' in 'schedule(tss, ...)' is not positive and means the default, a first chunk of N/(2P) iterations; write a size of at least 1
  for (int i = 0; i < n; i++) a[i] += 3;
#pragma nano loop schedule(fixed, 8)
  for (int i = 0; i < n; i++) a[i] += 4;
  // DIAG-NOT: warning:
}
// HTG: "label": "stencil block"
// HTG: "label": "zero chunk"
// HTG-NOT: "chunk": 0
// HTG: "chunk": 8

#ifdef UNKNOWN
void unknown(int *v) {
#pragma nano task nowait(v) in(v[0]) priority(2) label("kept")
  v[0]++;
  // UNKNOWN: pragma-sizes-and-unknown-clauses.c:[[@LINE-2]]:19: error: unknown clause 'nowait'
  // UNKNOWN: pragma-sizes-and-unknown-clauses.c:[[@LINE-3]]:38: error: unknown clause 'priority'
  // UNKNOWN-NOT: error:
}
#endif
