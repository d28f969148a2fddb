// context_switch_aarch64.S — nano-thread context switch for AArch64 (AAPCS64 callee-saved registers only).
//
// void nano_context_switch(void **save_sp, void *next_sp)
//   Saves x19-x30, d8-d15 and FPCR in a 176-byte frame, stores sp in *save_sp, loads
//   next_sp and restores the same frame. A fresh stack is prepared by prepare_fiber()
//   so that the first switch returns into nano_fiber_trampoline with x19 = argument
//   and x20 = entry function.
#if defined(__aarch64__)
        .text
        .globl  nano_context_switch
        .type   nano_context_switch,%function
        .p2align 4
nano_context_switch:
        .cfi_startproc
        sub     sp, sp, #176
        stp     x19, x20, [sp, #0]
        stp     x21, x22, [sp, #16]
        stp     x23, x24, [sp, #32]
        stp     x25, x26, [sp, #48]
        stp     x27, x28, [sp, #64]
        stp     x29, x30, [sp, #80]
        stp     d8, d9, [sp, #96]
        stp     d10, d11, [sp, #112]
        stp     d12, d13, [sp, #128]
        stp     d14, d15, [sp, #144]
        mrs     x9, fpcr
        str     x9, [sp, #160]
        mov     x9, sp
        str     x9, [x0]
        mov     sp, x1
        ldp     x19, x20, [sp, #0]
        ldp     x21, x22, [sp, #16]
        ldp     x23, x24, [sp, #32]
        ldp     x25, x26, [sp, #48]
        ldp     x27, x28, [sp, #64]
        ldp     x29, x30, [sp, #80]
        ldp     d8, d9, [sp, #96]
        ldp     d10, d11, [sp, #112]
        ldp     d12, d13, [sp, #128]
        ldp     d14, d15, [sp, #144]
        ldr     x9, [sp, #160]
        msr     fpcr, x9
        add     sp, sp, #176
        ret
        .cfi_endproc
        .size   nano_context_switch, .-nano_context_switch

        .globl  nano_call_on_stack
        .type   nano_call_on_stack,%function
        .p2align 4
nano_call_on_stack:
        .cfi_startproc
        sub     sp, sp, #176
        .cfi_def_cfa_offset 176
        stp     x19, x20, [sp, #0]
        stp     x21, x22, [sp, #16]
        stp     x23, x24, [sp, #32]
        stp     x25, x26, [sp, #48]
        stp     x27, x28, [sp, #64]
        stp     x29, x30, [sp, #80]
        .cfi_offset x19, -176
        .cfi_offset x29, -96
        .cfi_offset x30, -88
        stp     d8, d9, [sp, #96]
        stp     d10, d11, [sp, #112]
        stp     d12, d13, [sp, #128]
        stp     d14, d15, [sp, #144]
        mrs     x9, fpcr
        str     x9, [sp, #160]
        mov     x9, sp
        str     x9, [x0]
        mov     x19, sp                 // callee-saved: survives fn; CFA = x19 + 176
        .cfi_def_cfa x19, 176
        mov     sp, x1
        mov     x0, x3
        blr     x2
        mov     sp, x19
        .cfi_def_cfa sp, 176
        ldr     x19, [sp, #0]
        ldr     x30, [sp, #88]
        add     sp, sp, #176
        .cfi_def_cfa_offset 0
        ret
        .cfi_endproc
        .size   nano_call_on_stack, .-nano_call_on_stack

        .globl  nano_fiber_trampoline
        .type   nano_fiber_trampoline,%function
        .p2align 4
nano_fiber_trampoline:
        .cfi_startproc
        .cfi_undefined x30
        mov     x0, x19
        blr     x20
        brk     #0
        .cfi_endproc
        .size   nano_fiber_trampoline, .-nano_fiber_trampoline
#endif
        .section .note.GNU-stack,"",%progbits
