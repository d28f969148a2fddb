// probe6_image_pipeline_kernels.c — row/block kernels of probe6_image_pipeline.htg.json; the expected output is the graph run as the plain C sequence of its nodes.
#include <stdio.h>
#include "probe6_image_pipeline.h"
void load(double *img, int seed) { for (int i = 0; i < W * H; i++) img[i] = (double)((i * 37 + seed * 11) % 101); }
void blur_row(const double *in, double *out, int y) {
  for (int x = 0; x < W; x++) {
    double s = in[y * W + x]; int c = 1;
    if (x > 0) { s += in[y * W + x - 1]; c++; }
    if (x < W - 1) { s += in[y * W + x + 1]; c++; }
    if (y > 0) { s += in[(y - 1) * W + x]; c++; }
    if (y < H - 1) { s += in[(y + 1) * W + x]; c++; }
    out[y * W + x] = s / c;
  }
}
void sharpen_row(const double *in, double *out, int y) { for (int x = 0; x < W; x++) out[y * W + x] = in[y * W + x] * 1.5 - 10.0; }
double block_sum(const double *img, int b) { double s = 0; for (int i = b * (W * H / NB); i < (b + 1) * (W * H / NB); i++) s += img[i]; return s; }
double block_max(const double *img, int b) { double m = -1e300; for (int i = b * (W * H / NB); i < (b + 1) * (W * H / NB); i++) if (img[i] > m) m = img[i]; return m; }
void scale(double *img, double f) { for (int i = 0; i < W * H; i++) img[i] *= f; }
void report(const char *what, double v) { printf("%s %.6f\n", what, v); }
