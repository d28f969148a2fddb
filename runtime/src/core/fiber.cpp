// fiber.cpp — stack mapping with guard pages, fiber preparation and the sanitizer-aware switch.
#include "core/fiber.hpp"

#include <sys/mman.h>
#include <unistd.h>

#include <cstring>
#include <new>

#include "core/sanitizers.hpp"

#if defined(NANO_ASAN)
#include <sanitizer/asan_interface.h>
#include <sanitizer/common_interface_defs.h>
#endif
#if defined(NANO_TSAN)
#include <sanitizer/tsan_interface.h>
#endif

extern "C" void nano_context_switch(void **save_sp, void *next_sp);
extern "C" void nano_fiber_trampoline();

namespace nano::detail {

namespace {
constexpr int cached_stacks_per_worker = 16;

std::size_t page_size() {
  static const std::size_t size = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  return size;
}

#if defined(NANO_ASAN)
// The fiber that was left by the last switch on this kernel thread: the arriving side
// learns the bounds of a thread stack from __sanitizer_finish_switch_fiber.
thread_local Fiber *tl_switched_from = nullptr;
#endif

char *stack_top(const Fiber *f) noexcept {
  return reinterpret_cast<char *>(reinterpret_cast<std::uintptr_t>(f->stack_lo + f->stack_size) & ~std::uintptr_t{15});
}

// Writes the initial frame that nano_context_switch pops on the first switch-in.
void prepare(Fiber *f, FiberEntry entry) {
  auto top = reinterpret_cast<std::uintptr_t>(stack_top(f));
#if defined(__x86_64__)
  // After the 8 pops and `ret`, rsp = top - 16 (16-byte aligned) as the trampoline's call needs.
  auto *frame = reinterpret_cast<std::uint64_t *>(top - 16 - 64);
  std::uint32_t mxcsr = 0x1F80;
  std::uint16_t fpucw = 0x037F;
  std::memcpy(&frame[0], &mxcsr, 4);
  std::memcpy(reinterpret_cast<char *>(&frame[0]) + 4, &fpucw, 2);
  frame[1] = 0;                                                        // r15
  frame[2] = 0;                                                        // r14
  frame[3] = reinterpret_cast<std::uint64_t>(entry);                   // r13
  frame[4] = reinterpret_cast<std::uint64_t>(f);                       // r12
  frame[5] = 0;                                                        // rbx
  frame[6] = 0;                                                        // rbp
  frame[7] = reinterpret_cast<std::uint64_t>(&nano_fiber_trampoline);  // return address
  f->sp = frame;
#elif defined(__aarch64__)
  auto *frame = reinterpret_cast<std::uint64_t *>(top - 176);
  std::memset(frame, 0, 176);
  frame[0] = reinterpret_cast<std::uint64_t>(f);                        // x19
  frame[1] = reinterpret_cast<std::uint64_t>(entry);                    // x20
  frame[11] = reinterpret_cast<std::uint64_t>(&nano_fiber_trampoline);  // x30
  f->sp = frame;
#else
#error "nano-threads: no context switch for this architecture (x86-64 and aarch64 are supported)"
#endif
  f->asan_fake_stack = nullptr;
  f->task = nullptr;
}

#if defined(NANO_ASAN) || defined(NANO_TSAN)
// Sanitized builds enter a called fiber by a real switch, so the sanitizers see every
// stack change; a return from the call switches back (the callee is then finished).
void called_fiber_entry(Fiber *self) noexcept {
  fiber_started(self);
  self->call_fn(self->call_arg);
  switch_fiber(self, self->called_from, true);
  __builtin_unreachable();
}
#endif
}  // namespace

Fiber *StackPool::get(std::size_t stack_size, FiberEntry entry) noexcept {
  Fiber *f = take(stack_size);
  if (f) prepare(f, entry);
  return f;
}

Fiber *StackPool::take(std::size_t stack_size) noexcept {
  Fiber *f = free_;
  if (f && f->requested_size == stack_size) {
    free_ = f->next_free;
    --cached_;
  } else {
    std::size_t page = page_size();
    std::size_t usable = (stack_size + page - 1) & ~(page - 1);
    std::size_t bytes = usable + page;  // + guard page at the low end
    void *mem =
        mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
    if (mem == MAP_FAILED) return nullptr;
    mprotect(mem, page, PROT_NONE);
    char *base = static_cast<char *>(mem);
    // The Fiber record sits at the top of the mapping; the stack grows down below it.
    auto *slot = reinterpret_cast<Fiber *>((reinterpret_cast<std::uintptr_t>(base + bytes) - sizeof(Fiber)) &
                                           ~std::uintptr_t{63});
    f = new (slot) Fiber();
    f->mapping = base;
    f->requested_size = stack_size;
    f->mapping_size = bytes;
    f->stack_lo = base + page;
    f->stack_size = static_cast<std::size_t>(reinterpret_cast<char *>(slot) - f->stack_lo);
#if defined(NANO_TSAN)
    f->tsan_fiber = __tsan_create_fiber(0);
#endif
    ++mapped_;
  }
  f->next_free = nullptr;
  return f;
}

void StackPool::put(Fiber *f) noexcept {
  if (cached_ < cached_stacks_per_worker) {
    f->next_free = free_;
    free_ = f;
    ++cached_;
    return;
  }
#if defined(NANO_TSAN)
  __tsan_destroy_fiber(f->tsan_fiber);
#endif
  munmap(f->mapping, f->mapping_size);
}

void StackPool::release_all() noexcept {
  while (free_) {
    Fiber *next = free_->next_free;
#if defined(NANO_TSAN)
    __tsan_destroy_fiber(free_->tsan_fiber);
#endif
    munmap(free_->mapping, free_->mapping_size);
    free_ = next;
  }
  cached_ = 0;
}

void adopt_thread_fiber(Fiber *f) noexcept {
  *f = Fiber();
  f->is_thread = true;
#if defined(NANO_TSAN)
  f->tsan_fiber = __tsan_get_current_fiber();
#endif
}

void release_thread_fiber(Fiber *) noexcept {}

// The arriving half of a switch: runs on the fiber that was switched to.
__attribute__((noinline)) void fiber_started(Fiber *self) noexcept {
#if defined(NANO_ASAN)
  const void *old_lo = nullptr;
  std::size_t old_size = 0;
  __sanitizer_finish_switch_fiber(self->asan_fake_stack, &old_lo, &old_size);
  Fiber *from = tl_switched_from;
  if (from && from->is_thread && !from->stack_lo) {
    from->stack_lo = static_cast<char *>(const_cast<void *>(old_lo));
    from->stack_size = old_size;
  }
#else
  (void)self;
#endif
}

void switch_fiber(Fiber *from, Fiber *to, bool from_finished) noexcept {
#if defined(NANO_ASAN)
  tl_switched_from = from;
  __sanitizer_start_switch_fiber(from_finished ? nullptr : &from->asan_fake_stack, to->stack_lo, to->stack_size);
#endif
#if defined(NANO_TSAN)
  __tsan_switch_to_fiber(to->tsan_fiber, 0);
#endif
  (void)from_finished;
  nano_context_switch(&from->sp, to->sp);
  fiber_started(from);
}

#if defined(NANO_ASAN) || defined(NANO_TSAN)
void call_on_fiber(Fiber *caller, Fiber *callee, void (*fn)(void *), void *arg) noexcept {
  callee->called_from = caller;
  callee->call_fn = fn;
  callee->call_arg = arg;
  prepare(callee, &called_fiber_entry);
  switch_fiber(caller, callee, false);
}
#endif

void detach_caller(Fiber *callee) noexcept {
  Fiber *caller = callee->called_from;
  callee->called_from = nullptr;
#if defined(__x86_64__) && !defined(NANO_ASAN) && !defined(NANO_TSAN)
  // nano_call_on_stack left an 8-byte slot at the saved sp (what nano_context_switch pops first).
  char *slot = static_cast<char *>(caller->sp);
  asm volatile("stmxcsr (%0)\n\tfnstcw 4(%0)" : : "r"(slot) : "memory");
#else
  (void)caller;  // the caller's context was saved whole
#endif
}

bool fiber_guard_contains(const Fiber *f, const void *address) noexcept {
  if (!f || f->is_thread || !f->mapping) return false;
  auto a = reinterpret_cast<std::uintptr_t>(address);
  auto guard_lo = reinterpret_cast<std::uintptr_t>(f->mapping);
  std::uintptr_t slack = 64 * 1024;  // a large frame can jump past the guard page
  return a + slack >= guard_lo && a < guard_lo + page_size();
}

bool fiber_frame_past_guard(const Fiber *f, const void *address, const void *sp) noexcept {
  if (!f || f->is_thread || !f->mapping) return false;
  auto a = reinterpret_cast<std::uintptr_t>(address), s = reinterpret_cast<std::uintptr_t>(sp);
  auto guard_lo = reinterpret_cast<std::uintptr_t>(f->mapping);
  auto top = guard_lo + f->mapping_size;
  std::uintptr_t slack = 64 * 1024;  // below the stack pointer: the red zone, a probe
  return s < guard_lo && a + slack >= s && a < top;
}

}  // namespace nano::detail
