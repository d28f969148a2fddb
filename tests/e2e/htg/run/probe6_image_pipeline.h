// probe6_image_pipeline.h — kernels of probe6_image_pipeline.htg.json (a multi-level image pipeline: a sequential loop of two parallel row loops, a compound of parallel block loops and combine nodes, conditional nodes, ordered report nodes).
#define W 64
#define H 48
#define NB 8
void load(double *img, int seed);
void blur_row(const double *in, double *out, int y);
void sharpen_row(const double *in, double *out, int y);
double block_sum(const double *img, int b);
double block_max(const double *img, int b);
void scale(double *img, double f);
void report(const char *what, double v);
