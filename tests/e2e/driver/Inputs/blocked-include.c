// Includes a FIFO nobody writes: clang blocks reading it until it is killed.
#include "block.h"
int main(void) { return 0; }
