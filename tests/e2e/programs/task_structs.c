// task_structs: tasks on struct objects through pointers (&p), on a single field (p.hits)
// and on a struct holding an array; independent objects stay unordered, the reader waits.
#include <stdio.h>
struct point { double x, y; int hits; };
struct grid { double cells[64]; int n; };
static void move(struct point *p, double dx) { for (int i = 0; i < 1000; i++) p->x += dx; }
static void fill(struct grid *g, double v) { for (int i = 0; i < g->n; i++) g->cells[i] = v * i; }
static double total(const struct grid *g) { double s = 0; for (int i = 0; i < g->n; i++) s += g->cells[i]; return s; }
int main(void) {
  struct point p = {0, 0, 0}, q = {1, 1, 0};
  struct grid g; g.n = 64;
  #pragma nano task
  move(&p, 0.5);
  #pragma nano task
  move(&q, -0.25);
  #pragma nano task
  p.hits = 3;
  #pragma nano task
  fill(&g, 2.0);
  #pragma nano task
  q.y = total(&g);
  printf("%.2f %.2f %d %.2f %.2f\n", p.x, q.x, p.hits, q.y, g.cells[5]);
  return 0;
}
