// test_task_pool.cpp — task blocks freed by another thread go back to their pool in batches, per size class.
#include <set>
#include <vector>

#include <catch2/catch.hpp>

#include "core/task_pool.hpp"

using namespace nano::detail;

namespace {

std::vector<Task *> take(TaskPool &pool, std::size_t args, int n) {
  std::vector<Task *> blocks;
  for (int i = 0; i < n; ++i) {
    Task *t = allocate_task_block(pool, args);
    REQUIRE(t != nullptr);
    REQUIRE(t->pool == &pool);
    blocks.push_back(t);
  }
  return blocks;
}

// Pops every block the pool holds locally (no refill).
std::set<Task *> drain_local(TaskPool &pool, std::uint8_t cls) {
  std::set<Task *> out;
  while (Task *t = pool.pop(cls)) out.insert(t);
  return out;
}

struct Pools {
  TaskPool owner, other;
  Pools() {
    owner.usable_ = true;
    other.usable_ = true;
  }
  ~Pools() {
    owner.release_memory();
    other.release_memory();
  }
};

}  // namespace

TEST_CASE("blocks freed by another pool's thread return to their owner only when handed over", "[runtime][pool]") {
  Pools p;
  std::vector<Task *> blocks = take(p.owner, 16, 10);
  drain_local(p.owner, 0);  // the owner keeps nothing else of class 0 locally
  for (Task *t : blocks) free_task_block(p.other, t);  // freed on the other thread
  CHECK(p.other.has_outgoing());
  CHECK(p.owner.remote_[0].load() == nullptr);  // batched, not yet handed over
  p.other.flush_outgoing();
  CHECK_FALSE(p.other.has_outgoing());
  // The owner's next allocation of that class takes the whole remote list back.
  std::set<Task *> back;
  for (int i = 0; i < 10; ++i) back.insert(allocate_task_block(p.owner, 16));
  CHECK(back == std::set<Task *>(blocks.begin(), blocks.end()));
}

TEST_CASE("a full batch is handed over by itself, and so is one for another owner", "[runtime][pool]") {
  Pools p;
  TaskPool third;
  third.usable_ = true;
  std::vector<Task *> mine = take(p.owner, 16, static_cast<int>(outgoing_batch_limit));
  std::vector<Task *> theirs = take(third, 16, 3);
  for (Task *t : mine) free_task_block(p.other, t);
  CHECK_FALSE(p.other.has_outgoing());  // the limit-th block flushed the batch
  CHECK(p.owner.remote_[0].load() != nullptr);
  free_task_block(p.other, theirs[0]);
  free_task_block(p.other, theirs[1]);
  CHECK(p.other.has_outgoing());
  CHECK(third.remote_[0].load() == nullptr);
  Task *another = allocate_task_block(p.owner, 16);
  free_task_block(p.other, another);  // a block of another owner: third's batch goes first
  CHECK(third.remote_[0].load() != nullptr);
  CHECK(p.other.has_outgoing());  // now holding `another` for the owner
  p.other.flush_outgoing();
  third.release_memory();
}

TEST_CASE("blocks of different size classes go back to their own class", "[runtime][pool]") {
  Pools p;
  std::vector<Task *> small = take(p.owner, 8, 5);
  std::vector<Task *> large = take(p.owner, 300, 5);  // class 2
  drain_local(p.owner, 0);
  drain_local(p.owner, 2);
  for (std::size_t i = 0; i < small.size(); ++i) {
    free_task_block(p.other, small[i]);
    free_task_block(p.other, large[i]);
  }
  p.other.flush_outgoing();
  std::set<Task *> back_small, back_large;
  for (int i = 0; i < 5; ++i) {
    back_small.insert(allocate_task_block(p.owner, 8));
    back_large.insert(allocate_task_block(p.owner, 300));
  }
  CHECK(back_small == std::set<Task *>(small.begin(), small.end()));
  CHECK(back_large == std::set<Task *>(large.begin(), large.end()));
}

TEST_CASE("a block freed by its own pool's thread is reused first", "[runtime][pool]") {
  Pools p;
  Task *t = allocate_task_block(p.owner, 16);
  free_task_block(p.owner, t);
  CHECK_FALSE(p.owner.has_outgoing());
  CHECK(allocate_task_block(p.owner, 16) == t);
}
