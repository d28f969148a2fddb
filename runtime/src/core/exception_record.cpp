// exception_record.cpp — capturing a task's exception and describing it in one line.
#include "core/exception_record.hpp"

#include <cstdio>
#include <cstring>
#include <new>
#include <stdexcept>

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
