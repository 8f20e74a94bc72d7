#define _GNU_SOURCE
#include "ConfinedSpawn.h"
#include "Internal.h"

#include <errno.h>

#if defined(__linux__) && (defined(__x86_64__) || defined(__aarch64__))
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <stddef.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>

// A seccomp filter (https://docs.kernel.org/userspace-api/seccomp_filter.html) for the graded
// program: it may make threads but no process (so nothing it starts can outlive the grade), may
// signal only itself, may not use the kernel's debugging, namespace or io_uring interfaces, and
// may neither close nor replace the descriptor it reports its results on (else learner code could
// put a pipe of its own there, read the harness's records, nonce included, and pass on others).
// Everything else is allowed; which files it may open is Landlock's business.

// Newer system calls have one number on every architecture; older C libraries lack the names.
#ifndef SYS_pidfd_send_signal
#define SYS_pidfd_send_signal 424
#define SYS_io_uring_setup 425
#define SYS_io_uring_enter 426
#define SYS_io_uring_register 427
#endif
#ifndef SYS_pidfd_open
#define SYS_pidfd_open 434
#endif
#ifndef SYS_clone3
#define SYS_clone3 435
#endif
#ifndef SYS_close_range
#define SYS_close_range 436
#endif
#ifndef SYS_pidfd_getfd
#define SYS_pidfd_getfd 438
#endif

#if defined(__x86_64__)
#define OUR_ARCH AUDIT_ARCH_X86_64
#else
#define OUR_ARCH AUDIT_ARCH_AARCH64
#endif

#define LOAD_NR BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr))
/// The low 32 bits of an argument (both architectures are little-endian); pids and socket
/// domains are 32-bit.
#define LOAD_ARG(n) BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, args[n]))
#define LOAD_ARG0 LOAD_ARG(0)
#define RETURN(value) BPF_STMT(BPF_RET | BPF_K, (value))
#define ALLOW RETURN(SECCOMP_RET_ALLOW)
#define REFUSE RETURN(SECCOMP_RET_ERRNO | (EPERM & SECCOMP_RET_DATA))
/// Refuses syscall `nr` (two instructions; the accumulator still holds the number afterwards).
#define DENY(nr) BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (nr), 0, 1), REFUSE
/// Allows syscall `nr` only when its first argument is the program itself (five instructions).
#define ONLY_TO_SELF(nr, self) \
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (nr), 0, 4), LOAD_ARG0, \
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (self), 1, 0), REFUSE, ALLOW

/// Refuses syscall `nr` when its argument `n` (a descriptor, 32-bit) is `fd` (five instructions).
#define DENY_ON_DESCRIPTOR(nr, n, fd) \
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (nr), 0, 4), LOAD_ARG(n), \
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (fd), 0, 1), REFUSE, ALLOW

int cs_seccomp_enforce(pid_t self, int kept_descriptor) {
    unsigned int me = (unsigned int)self;
    // No descriptor has the number ~0, so without one to keep these rules never refuse.
    unsigned int kept = kept_descriptor >= 0 ? (unsigned int)kept_descriptor : ~0U;
    struct sock_filter filter[] = {
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, arch)),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, OUR_ARCH, 1, 0),
        RETURN(SECCOMP_RET_KILL_PROCESS),
        LOAD_NR,
#if defined(__x86_64__)
        // The x32 ABI's numbers would dodge every rule below.
        BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000, 0, 1), REFUSE,
        DENY(SYS_fork),
        DENY(SYS_vfork),
        DENY_ON_DESCRIPTOR(SYS_dup2, 1, kept),
#endif
        // Threads (CLONE_THREAD) are fine; any other clone is a new process.
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_clone, 0, 4), LOAD_ARG0,
        BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, CLONE_THREAD, 1, 0), REFUSE, ALLOW,
        // clone3 passes its flags in memory, out of the filter's sight: "not implemented" makes
        // the C library fall back to clone for its threads.
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_clone3, 0, 1), RETURN(SECCOMP_RET_ERRNO | ENOSYS),
        // The kept descriptor: not closed (a new pipe would take its number), not replaced.
        DENY_ON_DESCRIPTOR(SYS_close, 0, kept),
        DENY_ON_DESCRIPTOR(SYS_dup3, 1, kept),
        // close_range(first, last) refused when first <= kept <= last (allowed outright without one).
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_close_range, kept_descriptor >= 0 ? 0 : 5, 6), LOAD_ARG(0),
        BPF_JUMP(BPF_JMP | BPF_JGT | BPF_K, kept, 3, 0), LOAD_ARG(1),
        BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, kept, 0, 1), REFUSE, ALLOW,
        // kill: itself (pid), its own group (0 or -pid), nothing else.
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_kill, 0, 6), LOAD_ARG0,
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, me, 3, 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, 0, 2, 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (unsigned int)(-(int)self), 1, 0),
        REFUSE, ALLOW,
        ONLY_TO_SELF(SYS_tgkill, me),
        ONLY_TO_SELF(SYS_rt_sigqueueinfo, me),
        ONLY_TO_SELF(SYS_rt_tgsigqueueinfo, me),
        // Local sockets only.
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_socket, 0, 4), LOAD_ARG0,
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AF_UNIX, 1, 0), REFUSE, ALLOW,
        DENY(SYS_tkill),
        DENY(SYS_pidfd_open),
        DENY(SYS_pidfd_send_signal),
        DENY(SYS_pidfd_getfd),
        DENY(SYS_setsid),
        DENY(SYS_setpgid),
        DENY(SYS_ptrace),
        DENY(SYS_process_vm_readv),
        DENY(SYS_process_vm_writev),
        DENY(SYS_unshare),
        DENY(SYS_setns),
        DENY(SYS_mount),
        DENY(SYS_umount2),
        DENY(SYS_pivot_root),
        DENY(SYS_chroot),
        DENY(SYS_keyctl),
        DENY(SYS_add_key),
        DENY(SYS_request_key),
        DENY(SYS_bpf),
        DENY(SYS_perf_event_open),
        DENY(SYS_userfaultfd),
        DENY(SYS_io_uring_setup),
        DENY(SYS_io_uring_enter),
        DENY(SYS_io_uring_register),
        DENY(SYS_kexec_load),
        DENY(SYS_init_module),
        DENY(SYS_finit_module),
        DENY(SYS_delete_module),
        ALLOW,
    };
    struct sock_fprog program = { (unsigned short)(sizeof filter / sizeof filter[0]), filter };
    return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program, 0, 0) == 0 ? 0 : errno;
}

int cs_seccomp_available(void) {
    return prctl(PR_GET_SECCOMP, 0, 0, 0, 0) >= 0;
}

#else

int cs_seccomp_enforce(pid_t self, int kept_descriptor) { (void)self; (void)kept_descriptor; return ENOSYS; }
int cs_seccomp_available(void) { return 0; }

#endif
