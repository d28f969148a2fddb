/* nano_thread_probe.h -- the probes of nano_thread_probe.cpp, for e2e
 * programs in C and C++ that list it with `// E2E-EXTRA: nano_thread_probe.cpp`.
 * The probes are declared to access no memory, so a task or loop calling them
 * keeps its parallelism. (run_e2e.py links the runtime's nano_current into
 * the translated builds of such programs.) */
#ifndef NANO_THREAD_PROBE_H
#define NANO_THREAD_PROBE_H

#ifdef __cplusplus
extern "C" {
#endif
#pragma nano declare reads() writes()
void *probe_current(void);
#pragma nano declare reads() writes()
int probe_missed(void *creator);
#ifdef __cplusplus
}
#endif

#endif
