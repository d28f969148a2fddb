/* preempt.h — the preemption simulator: the 1996 paper's "kernel simulator" inside the process.
 *
 * While it runs, a simulator thread periodically takes one processor away from the
 * program and gives it back after the same period (the paper's -ncpuchange):
 *   take:   nano_set_active_workers(P - 1); the highest active worker should give its
 *           processor back at its next safe point (between two nano-threads);
 *   wait:   `reaction_ms` (0 = none);
 *   force:  if that worker has not given it back by then, its kernel thread is
 *           stopped where it is, mid-task (a signal whose handler blocks), exactly
 *           as a kernel would preempt it. While it is stopped, if the program
 *           leaves a processor idle (a loop finds nothing left, or every active
 *           worker sleeps), the stopped thread is let go on that processor and gives
 *           it back at its next safe point; the program's processor count does not
 *           change;
 *   return: after `period_ms`, the stopped thread (if any) resumes and
 *           nano_set_active_workers(P) gives the processor back; after another
 *           period the cycle repeats.
 * So the program has P processors half of the time and P - 1 the other half.
 *
 * The forced stop is safe for programs that hold no locks across it: nothing the
 * simulator does while a worker is stopped waits for that worker. A stopped worker
 * that holds a user lock delays the others until its processor returns (this is the
 * effect the paper measured), never longer.
 *
 * Also started at runtime start-up by the environment: NANO_PREEMPT=period_ms[:reaction_ms]
 * (e.g. NANO_PREEMPT=400:3). Uses signal SIGRTMAX-3 on the worker threads.
 */
#ifndef NANO_PREEMPT_H
#define NANO_PREEMPT_H

#include <stdint.h>

#include "nano/nano.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Starts the simulator. period_ms >= 1, reaction_ms >= 0. NANO_ERR_STATE if it is
 * already running or fewer than 2 workers are active (one must always remain). */
nano_status nano_preemption_start(int period_ms, int reaction_ms);
/* Stops it and gives back any processor it holds; waits for its thread. NANO_ERR_STATE
 * if it was not running. */
nano_status nano_preemption_stop(void);

typedef struct nano_preemption_stats {
  uint64_t takes;            /* processors taken away */
  uint64_t released_in_time; /* ... given back by the worker within the reaction time */
  uint64_t forced;           /* ... taken anyway: the worker's thread was stopped */
  uint64_t returns;          /* processors given back to the program */
  double elapsed_s;          /* time the simulator has run */
  double average_processors; /* time-weighted processors the program had meanwhile */
} nano_preemption_stats;

/* Counters of the current or last run (zeros if it never ran). */
nano_status nano_preemption_get_stats(nano_preemption_stats *stats);

#ifdef __cplusplus
}
#endif

#endif /* NANO_PREEMPT_H */
