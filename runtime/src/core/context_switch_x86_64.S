// context_switch_x86_64.S — nano-thread context switch for x86-64 System V (callee-saved registers only).
//
// void nano_context_switch(void **save_sp, void *next_sp)
//   Pushes rbp rbx r12-r15 and the MXCSR / x87 control words, stores rsp in *save_sp,
//   loads next_sp and pops the same frame: 8 pushes, 8 pops, one indirect return.
// A fresh stack is prepared by prepare_fiber() so that the first switch "returns"
// into nano_fiber_trampoline with r12 = argument and r13 = entry function.
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
