// What an --emit-htg document leaves out is warned about in the group -Wnano-htg
// (in -Wnano), not -Wnano-sequential, which is for parallelism lost in the program
// (bb57 6: a -Werror build that compiled cleanly failed once --emit-htg was added,
// and only -Wno-nano-sequential, which also silences lost parallelism, helped).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %nanocc --emit-htg=%t/a.json -c %s -o %t/a.o 2>&1 | %FileCheck %s --check-prefix=WARN
// RUN: not %nanocc -Werror --emit-htg=%t/b.json -c %s -o %t/b.o 2>&1 | %FileCheck %s --check-prefix=ERR
// RUN: %nanocc -Werror -Wno-error=nano-htg --emit-htg=%t/c.json -c %s -o %t/c.o 2>&1 | %FileCheck %s --check-prefix=WARN
// RUN: %nanocc -Werror -Wno-nano-htg --emit-htg=%t/d.json -c %s -o %t/d.o 2>&1 | %FileCheck %s --allow-empty --check-prefix=QUIET
// RUN: not %nanocc -Werror -Wno-nano-sequential --emit-htg=%t/e.json -c %s -o %t/e.o 2>&1 | %FileCheck %s --check-prefix=ERR
// RUN: %nanocc -Werror -Wno-nano --emit-htg=%t/f.json -c %s -o %t/f.o 2>&1 | %FileCheck %s --allow-empty --check-prefix=QUIET
// RUN: %nanocc -Werror -c %s -o %t/g.o 2>&1 | %FileCheck %s --allow-empty --check-prefix=QUIET
// RUN: ls %t/a.o %t/a.json %t/c.o %t/d.o %t/d.json %t/f.o %t/g.o
static double work(double x) {
  for (int i = 0; i < 2000; i++) x = x * 0.999 + 1;
  return x;
}
double run(double *a, int n) {
  for (int k = 0; k < n; k++) {
    // WARN: nano-htg-warnings.c:[[@LINE-1]]:3: warning: --emit-htg writes the regions inside this 'for' loop once, without the loop: {{.*}} [-Wnano-htg]{{$}}
    // ERR: nano-htg-warnings.c:[[@LINE-2]]:3: error: --emit-htg writes the regions inside this 'for' loop once, without the loop: {{.*}} [-Werror,-Wnano-htg]{{$}}
    // QUIET-NOT: warning:
    if (a[k] < 0) break;
    #pragma nano parallel
    {
      a[0] = work(a[0]);
      a[1] = work(a[1]);
    }
  }
  return a[0] + a[1];
}
