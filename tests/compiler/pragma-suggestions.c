// A misspelt directive, clause or schedule, or its OpenMP name, gets a
// "did you mean" with a fix-it; a word close to nothing keeps the plain error.
// RUN: not %translate %s -- -fdiagnostics-parseable-fixits 2>&1 | %FileCheck %s
void f(int *a, int n) {
#pragma nano tsk
  a[0] = 1;
  // CHECK-DAG: pragma-suggestions.c:[[@LINE-2]]:14: error: unknown '#pragma nano' directive 'tsk'; did you mean 'task'?
  // CHECK-DAG: fix-it:"{{.*}}pragma-suggestions.c":{[[@LINE-3]]:14-[[@LINE-3]]:17}:"task"
#pragma nano taskwait
  // CHECK-DAG: pragma-suggestions.c:[[@LINE-1]]:14: error: unknown '#pragma nano' directive 'taskwait'; did you mean 'wait'?
  // CHECK-DAG: fix-it:"{{.*}}pragma-suggestions.c":{[[@LINE-2]]:14-[[@LINE-2]]:22}:"wait"
#pragma nano task inot(a[0])
  a[1] = 2;
  // CHECK-DAG: pragma-suggestions.c:[[@LINE-2]]:19: error: unknown clause 'inot' for '#pragma nano task'; did you mean 'inout'? (the clauses of '#pragma nano task' are in, out, inout, if, cost and label)
  // CHECK-DAG: fix-it:"{{.*}}pragma-suggestions.c":{[[@LINE-3]]:19-[[@LINE-3]]:23}:"inout"
#pragma nano task lable("x")
  a[2] = 3;
  // CHECK-DAG: pragma-suggestions.c:[[@LINE-2]]:19: error: unknown clause 'lable' for '#pragma nano task'; did you mean 'label'?
#pragma nano parallel num_threads(2)
  { a[3] = 4; }
  // CHECK-DAG: pragma-suggestions.c:[[@LINE-2]]:23: error: unknown clause 'num_threads' for '#pragma nano parallel'; did you mean 'workers'?
#pragma nano loop schedule(guided, 4)
  for (int i = 0; i < n; i++) a[i] = 0;
  // CHECK-DAG: pragma-suggestions.c:[[@LINE-2]]:28: error: unknown schedule 'guided'; did you mean 'gss'? (the schedules are static, fixed, gss, tss, factoring and affinity)
#pragma nano loop schedule(dynamic, 8)
  for (int i = 0; i < n; i++) a[i] = 0;
  // CHECK-DAG: fix-it:"{{.*}}pragma-suggestions.c":{[[@LINE-2]]:28-[[@LINE-2]]:35}:"fixed"
#pragma nano task xyzzy
  a[4] = 5;
  // CHECK-DAG: pragma-suggestions.c:[[@LINE-2]]:19: error: unknown clause 'xyzzy' for '#pragma nano task'; the clauses of '#pragma nano task' are in, out, inout, if, cost and label{{$}}
#pragma nano loop independant
  for (int i = 0; i < n; i++) a[i] = 0;
  // CHECK-DAG: pragma-suggestions.c:[[@LINE-2]]:19: error: unknown clause 'independant' for '#pragma nano loop'; did you mean 'independent'?
#pragma nano task depend(inout: a[0])
  a[5] = 6;
  // OpenMP's depend clause: a note with its nano spelling and a fix-it (black box bb65 7).
  // CHECK-DAG: pragma-suggestions.c:[[@LINE-3]]:19: error: unknown clause 'depend' for '#pragma nano task'; the clauses of '#pragma nano task' are in, out, inout, if, cost and label
  // CHECK-DAG: pragma-suggestions.c:[[@LINE-4]]:19: note: OpenMP's depend(in: x), depend(out: x) and depend(inout: x) are written in(x), out(x) and inout(x) here, and are needed only for memory the compiler cannot see: it infers the task's accesses
  // CHECK-DAG: fix-it:"{{.*}}pragma-suggestions.c":{[[@LINE-5]]:19-[[@LINE-5]]:32}:"inout("
#pragma nano task firstprivate(n) shared(a)
  a[6] = n;
  // CHECK-DAG: pragma-suggestions.c:[[@LINE-2]]:19: note: 'firstprivate' is an OpenMP task clause with no counterpart here: the compiler infers what the task reads and writes and captures the values it needs when the task is created; remove it
  // CHECK-DAG: pragma-suggestions.c:[[@LINE-3]]:35: note: 'shared' is an OpenMP task clause with no counterpart here
  // On loops and parallel blocks too (bb75 F1), and num_threads is workers.
#pragma nano loop private(n) lastprivate(n)
  for (int i = 0; i < 8; i++) a[i] = 0;
  // CHECK-DAG: pragma-suggestions.c:[[@LINE-2]]:19: note: 'private' is an OpenMP clause with no counterpart on '#pragma nano loop': the compiler infers what each statement reads and writes (a variable declared inside the body is private to it, one assigned before it is shared) and waits at the end of the block or loop; remove it
  // CHECK-DAG: pragma-suggestions.c:[[@LINE-3]]:30: note: 'lastprivate' is an OpenMP clause with no counterpart on '#pragma nano loop'
#pragma nano parallel shared(a) num_threads(2)
  { a[7] = 1; }
  // CHECK-DAG: pragma-suggestions.c:[[@LINE-2]]:23: note: 'shared' is an OpenMP clause with no counterpart on '#pragma nano parallel'
  // CHECK-DAG: pragma-suggestions.c:[[@LINE-3]]:33: note: OpenMP's num_threads(n) is written workers(n) here
  // CHECK-DAG: fix-it:"{{.*}}pragma-suggestions.c":{[[@LINE-4]]:33-[[@LINE-4]]:44}:"workers"
}
