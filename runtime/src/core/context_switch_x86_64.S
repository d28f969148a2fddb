// context_switch_x86_64.S — nano-thread context switch for x86-64 System V (callee-saved registers only).
//
// void nano_context_switch(void **save_sp, void *next_sp)
//   Pushes rbp rbx r12-r15 and the MXCSR / x87 control words, stores rsp in *save_sp,
//   loads next_sp and pops the same frame: 8 pushes, 8 pops, one indirect return.
// A fresh stack is prepared by prepare_fiber() so that the first switch "returns"
// into nano_fiber_trampoline with r12 = argument and r13 = entry function.
//
// void nano_call_on_stack(void **save_sp, void *stack_top, void (*fn)(void *), void *arg)
//   Saves the caller's context as nano_context_switch does, except the MXCSR / x87
//   control words (stmxcsr alone costs ~10 ns here; call_on_fiber's detach fills that
//   slot, see fiber.hpp), stores rsp in *save_sp, then calls fn(arg) on the 16-byte
//   aligned stack_top. Two ways back:
//   fn returns (the common case): the caller's callee-saved registers are still
//   intact (fn preserved them), so only the pushed copies are dropped and popped, and
//   the balanced call/return keeps the return predictor right; or fn switches away
//   and someone later nano_context_switch'es to *save_sp, which resumes the caller as
//   if this call had returned (fn's stack then lives on as an ordinary fiber).
#if defined(__x86_64__)
        .text
        .globl  nano_context_switch
        .type   nano_context_switch,@function
        .p2align 4
nano_context_switch:
        .cfi_startproc
        pushq   %rbp
        pushq   %rbx
        pushq   %r12
        pushq   %r13
        pushq   %r14
        pushq   %r15
        subq    $8, %rsp
        stmxcsr (%rsp)
        fnstcw  4(%rsp)
        movq    %rsp, (%rdi)
        movq    %rsi, %rsp
        ldmxcsr (%rsp)
        fldcw   4(%rsp)
        addq    $8, %rsp
        popq    %r15
        popq    %r14
        popq    %r13
        popq    %r12
        popq    %rbx
        popq    %rbp
        ret
        .cfi_endproc
        .size   nano_context_switch, .-nano_context_switch

        .globl  nano_call_on_stack
        .type   nano_call_on_stack,@function
        .p2align 4
nano_call_on_stack:
        .cfi_startproc
        pushq   %rbp
        .cfi_adjust_cfa_offset 8
        .cfi_rel_offset %rbp, 0
        pushq   %rbx
        .cfi_adjust_cfa_offset 8
        .cfi_rel_offset %rbx, 0
        pushq   %r12
        .cfi_adjust_cfa_offset 8
        .cfi_rel_offset %r12, 0
        pushq   %r13
        .cfi_adjust_cfa_offset 8
        .cfi_rel_offset %r13, 0
        pushq   %r14
        .cfi_adjust_cfa_offset 8
        .cfi_rel_offset %r14, 0
        pushq   %r15
        .cfi_adjust_cfa_offset 8
        .cfi_rel_offset %r15, 0
        subq    $8, %rsp                // control-word slot, filled only on detach
        .cfi_adjust_cfa_offset 8
        movq    %rsp, (%rdi)
        movq    %rsp, %rbx              // callee-saved: survives fn; CFA = rbx + 64
        .cfi_def_cfa_register %rbx
        movq    %rsi, %rsp
        movq    %rcx, %rdi
        callq   *%rdx
        movq    %rbx, %rsp
        .cfi_def_cfa_register %rsp
        addq    $8, %rsp                // MXCSR / x87 control words: fn preserved them
        .cfi_adjust_cfa_offset -8
        popq    %r15
        .cfi_adjust_cfa_offset -8
        popq    %r14
        .cfi_adjust_cfa_offset -8
        popq    %r13
        .cfi_adjust_cfa_offset -8
        popq    %r12
        .cfi_adjust_cfa_offset -8
        popq    %rbx
        .cfi_adjust_cfa_offset -8
        popq    %rbp
        .cfi_adjust_cfa_offset -8
        ret
        .cfi_endproc
        .size   nano_call_on_stack, .-nano_call_on_stack

        .globl  nano_fiber_trampoline
        .type   nano_fiber_trampoline,@function
        .p2align 4
nano_fiber_trampoline:
        .cfi_startproc
        .cfi_undefined rip
        movq    %r12, %rdi
        callq   *%r13
        ud2
        .cfi_endproc
        .size   nano_fiber_trampoline, .-nano_fiber_trampoline
#endif
        .section .note.GNU-stack,"",@progbits
