/* header-macros.h: a user header defining ordinary words as macros (htg-header-macros.test). */
#define step 2
#define chunk 64
#define from 0
#define to 10
#define label "x"
#define loop 1
#define env 0
#define status 1
#define what 1
#define signs 1
#define unused never_used
#ifdef __cplusplus
#define T double
#endif
