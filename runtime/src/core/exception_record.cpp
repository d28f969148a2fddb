// exception_record.cpp — capturing a task's exception and describing it in one line.
#include "core/exception_record.hpp"

#include <cstdio>
#include <cstring>
#include <new>
#include <stdexcept>
#include <utility>

#include "core/task.hpp"

namespace nano::detail {

void capture_exception(Task *t) noexcept {
  if (t->flags & flag_uncounted) take_birth(t);  // a throttled child run as a call
  auto *record = new (std::nothrow) ExceptionRecord();
  if (!record) return;
  record->error = std::current_exception();
  record->label = t->label;
  record->file = t->file;
  record->line = t->line;
  if (t->holds_exception) t->exception->release();
  t->exception = record;
  t->holds_exception = true;
}

void ExceptionRecord::release() noexcept {
  if (refs.fetch_sub(1, std::memory_order_acq_rel) != 1) return;
  if (!observed.load(std::memory_order_acquire) && !silent) report_unobserved(*this);  // no wait can observe it now
  for (ExceptionRecord *loser = losers; loser;) {
    ExceptionRecord *next = loser->next_loser;
    if (rethrown || silent) loser->silent = true;  // a loser's losers went unthrown too
    loser->release();
    loser = next;
  }
  delete this;
}

namespace {

// Moves the losers of `r` that competed in `owner`'s slot to the list `siblings`
// (through next_loser); the others stay with `r`.
void split_losers(ExceptionRecord *r, const Task *owner, ExceptionRecord *&siblings) noexcept {
  ExceptionRecord *kept = nullptr;
  for (ExceptionRecord *loser = r->losers; loser;) {
    ExceptionRecord *next = loser->next_loser;
    ExceptionRecord *&to = loser->slot_owner == owner ? siblings : kept;
    loser->next_loser = to;
    to = loser;
    loser = next;
  }
  r->losers = kept;
}

}  // namespace

ExceptionRecord *give_way(ExceptionRecord *held, const Task *owner) noexcept {
  // Detach the siblings of the whole tree, iteratively (it may be deep): `unsplit`
  // holds detached siblings whose own losers are not split yet.
  ExceptionRecord *unsplit = nullptr, *detached = nullptr;
  split_losers(held, owner, unsplit);
  while (ExceptionRecord *r = unsplit) {
    unsplit = r->next_loser;
    split_losers(r, owner, unsplit);
    r->next_loser = detached;
    detached = r;
  }
  held->release();
  ExceptionRecord *winner = nullptr, *unobserved = nullptr;
  for (ExceptionRecord *r = detached; r;) {
    ExceptionRecord *next = r->next_loser;
    r->next_loser = nullptr;
    if (r->observed.load(std::memory_order_acquire)) {
      r->release();
    } else {
      if (winner && born_before(r->slot_birth, winner->slot_birth)) std::swap(r, winner);
      if (winner) {
        r->next_loser = unobserved;
        unobserved = r;
      } else {
        winner = r;
      }
    }
    r = next;
  }
  for (ExceptionRecord *r = unobserved; r;) {
    ExceptionRecord *next = r->next_loser;
    winner->add_loser(r);
    r = next;
  }
  return winner;
}

void report_unobserved(const ExceptionRecord &record) noexcept {
  char text[256];
  std::fprintf(stderr, "nano: task '%s' threw an exception that no wait observed: %s\n",
               record.label ? record.label : "(unlabelled)", describe_exception(record, text, sizeof text));
}

const char *describe_exception(const ExceptionRecord &record, char *buffer, unsigned size) noexcept {
  try {
    std::rethrow_exception(record.error);
  } catch (const std::exception &e) { std::snprintf(buffer, size, "%s", e.what()); } catch (...) {
    std::snprintf(buffer, size, "unknown exception (not derived from std::exception)");
  }
  return buffer;
}

}  // namespace nano::detail
