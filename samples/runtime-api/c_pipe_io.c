/* c_pipe_io.c — nano/io.h: two tasks stream 400 KB through a pipe (more than it holds)
 * on one worker. Each blocks in turn, the consumer on an empty pipe and the producer
 * on a full one, and leaves the worker to the other. With read() and write() instead
 * of nano_read() and nano_write(), the first to block would hold the only worker. */
#define _POSIX_C_SOURCE 200809L
#include <nano/io.h>
#include <stdio.h>
#include <unistd.h>

enum { blocks = 100, block_ints = 1024 };
static int fds[2];
static long long received;

static void consume(void *unused) {
  (void)unused;
  static int buffer[block_ints];
  size_t left = sizeof(int) * blocks * block_ints;
  while (left > 0) {
    ssize_t got = nano_read(fds[0], buffer, left < sizeof buffer ? left : sizeof buffer);
    if (got <= 0) {
      perror("nano_read");
      return;
    }
    for (ssize_t i = 0; i < got / (ssize_t)sizeof(int); i++) received += buffer[i];  /* writes are whole ints */
    left -= (size_t)got;
  }
}

static void produce(void *unused) {
  (void)unused;
  static int block[block_ints];
  for (int b = 0; b < blocks; b++) {
    for (int i = 0; i < block_ints; i++) block[i] = b * block_ints + i + 1;
    if (nano_write(fds[1], block, sizeof block) != (ssize_t)sizeof block) perror("nano_write");
  }
}

int main(void) {
  if (pipe(fds) != 0) return 1;
  nano_init(1); /* one worker for both tasks */
  nano_submit_release(nano_create(consume, 0, NULL));
  nano_submit_release(nano_create(produce, 0, NULL));
  nano_wait_all();
  nano_shutdown();
  long long n = (long long)blocks * block_ints, expected = n * (n + 1) / 2;
  printf("received a sum of %lld (expected %lld)\n", received, expected);
  return received == expected ? 0 : 1;
}
