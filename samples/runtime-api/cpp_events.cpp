// cpp_events.cpp — events: many nano-threads wait without holding a processor; processor adaptation.
#include <nano/nano.hpp>

#include <atomic>
#include <cstdio>

int main() {
  nano::runtime runtime(2);
  nano::event go;
  std::atomic<int> done{0};
  for (int i = 0; i < 100; ++i)  // 100 waiting nano-threads on 2 workers
    nano::spawn_detached([&] {
      go.wait();  // suspends: the worker runs the next task meanwhile
      done.fetch_add(1);
    });
  runtime.set_active_workers(1);  // worker 1 gives its processor back at its next safe point
  go.signal();
  nano::wait_all();
  runtime.set_active_workers(2);
  std::printf("%d nano-threads resumed\n", done.load());
  return done.load() == 100 ? 0 : 1;
}
