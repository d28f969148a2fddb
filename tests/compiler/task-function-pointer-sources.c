// A function pointer that may come from code the file cannot see is a call of
// unknown targets, whatever functions the file names (review31): one returned
// by a function of another file, made by a cast from a library lookup's
// `void *`, or held in an `extern` variable. Only when every pointer comes
// from the file's own function names are those the targets.
// RUN: %translate %s --explain > /dev/null 2> %t.named
// RUN: %FileCheck %s --check-prefix=NAMED < %t.named --implicit-check-not=warning:
// RUN: %translate %s --explain -- -DOTHER_FILE > /dev/null 2> %t.other
// RUN: %FileCheck %s --check-prefix=UNKNOWN < %t.other
// RUN: %translate %s --explain -- -DCAST > /dev/null 2> %t.cast
// RUN: %FileCheck %s --check-prefix=UNKNOWN < %t.cast
// RUN: %translate %s --explain -- -DEXTERN > /dev/null 2> %t.extern
// RUN: %FileCheck %s --check-prefix=UNKNOWN < %t.extern
typedef void (*kernel)(double *);
static void scale(double *v) { v[0] *= 2; }
#if defined(OTHER_FILE)
kernel get_kernel(void);
#elif defined(CAST)
void *lookup(const char *name);
#elif defined(EXTERN)
extern kernel chosen;
#endif

int main(void) {
  double v[4] = {1, 2, 3, 4};
#if defined(OTHER_FILE)
  kernel k = get_kernel();
#elif defined(CAST)
  kernel k = (kernel)lookup("scale");
#elif defined(EXTERN)
  kernel k = chosen;
  (void)scale;
#else
  kernel k = scale;
#endif
  #pragma nano task
  k(v);
  // NAMED: task-function-pointer-sources.c:[[@LINE-1]]:3: remark: task read/write 'v' through 'k(v)'
  // UNKNOWN: task-function-pointer-sources.c:[[@LINE-2]]:3: remark: assumed any memory may be accessed: 'k' is a function pointer whose targets the file does not name
  // UNKNOWN: task-function-pointer-sources.c:[[@LINE-3]]:3: warning: task runs in the creating nano-thread
  double first = v[0];
  // NAMED: task-function-pointer-sources.c:[[@LINE-1]]:3: remark: wait inserted here: this statement reads 'v[0]' which a task writes
  return (int)first;
}
