/* heat_kernels.h — kernels of the hierarchical heat-diffusion HTG (heat.htg.json) and its sequential reference. */
#ifndef NANO_SAMPLES_HEAT_KERNELS_H
#define NANO_SAMPLES_HEAT_KERNELS_H

#define HEAT_N 96                   /* interior points per side */
#define HEAT_W (HEAT_N + 2)         /* row length, boundary included */
#define HEAT_STEPS 40
#define HEAT_BLOCKS 6               /* row blocks of the final normalisation; divides HEAT_N */

/* The temperature field, HEAT_W x HEAT_W row-major; defined here, `extern` in the HTG. */
extern double heat_grid[HEAT_W * HEAT_W];

/* Row r of the initial field: hot top edge, a warm left edge, cold elsewhere. */
void init_row(double *grid, int r);
/* Row i (1..HEAT_N) of one Jacobi step: next = average of the four neighbours in grid. */
void relax_row(const double *grid, double *next, int i);
void copy_row(const double *from, double *to, int i);
/* A position-weighted sum of the field: sensitive to any misplaced value. */
double field_checksum(const double *grid);
/* Sum of the interior rows of block b. */
double block_sum(const double *grid, int b);
/* Divides the interior rows of block b by (1 + sum / HEAT_N). */
void block_damp(double *grid, int b, double sum);

#endif
