// The declare line suggested for an external function sizes its pointer
// parameters by the integer parameter that is their length: one named like a
// length (n, len, size, count, ...), else the first integer parameter after
// the first pointer; never a descriptor or an id that comes before the buffer
// (write(fd, buf, count) must not suggest buf[0:fd]). A `void *` section
// counts bytes: a count and an element size give their product
// (qsort(base, nmemb, size, cmp) must not suggest base[0:size]).
// RUN: %translate %s > %t.c 2> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %translate %s -- -fdiagnostics-parseable-fixits 2>&1 >/dev/null | %FileCheck %s --check-prefix=FIXIT
long put_bytes(int fd, const char *buf, long count);
void fill_row(int id, double *row, int cols);
void shift(int k, double *p, int j);
void touch(int id, int *cell);
void sort_items(void *__base, unsigned long __nmemb, unsigned long __size, int (*cmp)(const void *, const void *));
void copy_bytes(void *dst, const void *src, unsigned long n);
int by_value(const void *a, const void *b);

void f(int fd, char *text, double *m, int *c) {
  #pragma nano task
  put_bytes(fd, text, 64);
  // CHECK: declare-suggestion-lengths.c:11:1: note: 'put_bytes' has no body in this file, so it is assumed to access everything its pointer arguments reach and every global; if it touches nothing else (no global, output or hidden state), state what it accesses with '#pragma nano declare reads(buf[0:count]) writes()' before its declaration
  // FIXIT: fix-it:"{{.*}}declare-suggestion-lengths.c":{11:1-11:1}:"#pragma nano declare reads(buf[0:count]) writes()\n"
  #pragma nano task
  fill_row(fd, m, 8);
  // CHECK: declare-suggestion-lengths.c:12:1: note: 'fill_row' {{.*}} with '#pragma nano declare reads(row[0:cols]) writes(row[0:cols])' before its declaration
  #pragma nano task
  shift(fd, m, 8);
  // CHECK: declare-suggestion-lengths.c:13:1: note: 'shift' {{.*}} with '#pragma nano declare reads(p[0:j]) writes(p[0:j])' before its declaration
  #pragma nano task
  touch(fd, c);
  // CHECK: declare-suggestion-lengths.c:14:1: note: 'touch' {{.*}} with '#pragma nano declare reads(*cell) writes(*cell)' before its declaration
  #pragma nano task
  sort_items(m, 8, sizeof(double), by_value);
  // CHECK: declare-suggestion-lengths.c:15:1: note: 'sort_items' {{.*}} with '#pragma nano declare reads(__base[0:__nmemb * __size]) writes(__base[0:__nmemb * __size])' before its declaration
  #pragma nano task
  copy_bytes(m, text, 64);
  // CHECK: declare-suggestion-lengths.c:16:1: note: 'copy_bytes' {{.*}} with '#pragma nano declare reads(dst[0:n], src[0:n]) writes(dst[0:n])' before its declaration
}
