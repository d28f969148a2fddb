// probe_health_villages: BOTS health-like simulation: a task per child village returning a list of patients, the creator splicing the returned lists into its own (linked structures written by tasks, read by the creator after).
#include <stdio.h>
#include <stdlib.h>
struct patient { int id, time; struct patient *next; };
struct village { int level, id; struct village *child[3]; int nchild; struct patient *waiting, *done; long seed; int treated; };
static struct village *mk(int level, int *id) {
  struct village *v = calloc(1, sizeof *v);
  v->level = level; v->id = (*id)++; v->seed = v->id * 7919;
  if (level > 0) { v->nchild = 3; for (int i = 0; i < 3; i++) v->child[i] = mk(level - 1, id); }
  return v;
}
static int rnd(long *s) { *s = (*s * 1103515245 + 12345) & 0x7fffffff; return (int)(*s % 100); }
static struct patient *sim(struct village *v, int step) {
  struct patient *up = NULL, *ret[3] = {0};
  for (int i = 0; i < v->nchild; i++) {
    #pragma nano task
    ret[i] = sim(v->child[i], step);
  }
  for (int i = 0; i < v->nchild; i++)
    while (ret[i]) { struct patient *p = ret[i]; ret[i] = p->next; p->next = v->waiting; v->waiting = p; }
  if (rnd(&v->seed) < 30) { struct patient *p = malloc(sizeof *p); p->id = v->id * 1000 + step; p->time = 0; p->next = v->waiting; v->waiting = p; }
  struct patient **pp = &v->waiting;
  while (*pp) {
    struct patient *p = *pp;
    p->time++;
    if (rnd(&v->seed) < 40) { *pp = p->next; p->next = v->done; v->done = p; v->treated++; }
    else if (v->level < 3 && p->time > 2) { *pp = p->next; p->next = up; up = p; }
    else pp = &p->next;
  }
  return up;
}
static long total(struct village *v) {
  long t = v->treated * 1000003L + v->id;
  for (struct patient *p = v->done; p; p = p->next) t += p->id * 3 + p->time;
  for (int i = 0; i < v->nchild; i++) t += total(v->child[i]);
  return t;
}
int main(void) {
  int id = 0;
  struct village *top = mk(4, &id);
  for (int s = 0; s < 30; s++) { struct patient *r = sim(top, s); while (r) { struct patient *n = r->next; free(r); r = n; } }
  printf("%d villages, %ld\n", id, total(top));
  return 0;
}
