#define _GNU_SOURCE
#include "ConfinedSpawn.h"
#include "Internal.h"

#include <errno.h>

#if defined(__linux__) && (defined(__x86_64__) || defined(__aarch64__))
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <unistd.h>

// A seccomp filter (https://docs.kernel.org/userspace-api/seccomp_filter.html) for the graded
// program: it may make threads but no process (so nothing it starts can outlive the grade), may
// signal only itself, may not use the kernel's debugging, namespace or io_uring interfaces, and
// may neither close nor replace the descriptor it reports its results on (else learner code could
// put a pipe of its own there, read the harness's records, nonce included, and pass on others).
// It changes no file's permissions, owner, attributes or times: Landlock does not govern those,
// and a folder made read-only would outlive the grade's cleanup, a course file made unreadable
// the next grade. A graded program (`no_new_files`) also creates no file, folder or link: the
// files it writes are made for it beforehand, each held to the file-size limit, so what it can
// write in total is capped.
// Everything else is allowed; which files it may open is Landlock's business. With a listener, the
// tool sees each `openat` first, to hand the program its own threads' `/proc/<id>/stat` and its
// own memory map, which Landlock cannot allow by path (cs_serve_proc_files).

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
#ifndef SYS_openat2
#define SYS_openat2 437
#endif
#ifndef SYS_fchmodat2
#define SYS_fchmodat2 452
#endif
#ifndef SYS_setxattrat
#define SYS_setxattrat 463
#define SYS_removexattrat 466
#endif

// The open flags that create a file (named or O_TMPFILE's unnamed one); the same bits on both
// architectures.
#define CREATING_FLAGS (0100 /* O_CREAT */ | 020000000 /* __O_TMPFILE */)
// ioctls that set a file's flags (immutable, append-only) or its extended attributes.
#define FS_IOC_SETFLAGS_NR 0x40086602
#define FS_IOC32_SETFLAGS_NR 0x40046602
#define FS_IOC_FSSETXATTR_NR 0x401c5820

#ifndef SECCOMP_ADDFD_FLAG_SEND
#define SECCOMP_ADDFD_FLAG_SEND (1UL << 1)
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

/// Refuses syscall `nr` when its argument `n` has any of the bits `mask` (five instructions).
#define DENY_WITH_FLAGS(nr, n, mask) \
    BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, (nr), 0, 4), LOAD_ARG(n), \
    BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, (mask), 0, 1), REFUSE, ALLOW

int cs_seccomp_enforce(pid_t self, int kept_descriptor, int no_new_files, int listen, int *listener) {
    unsigned int me = (unsigned int)self;
    // With a listener, an openat that creates nothing waits for the tool (cs_serve_proc_files).
    unsigned int opening = listen ? SECCOMP_RET_USER_NOTIF : SECCOMP_RET_ALLOW;
    // Without `no_new_files` the creation rules name no system call and no flag, and never match.
#define CREATING(nr) (no_new_files ? (unsigned int)(nr) : ~0U)
    unsigned int creating_flags = no_new_files ? CREATING_FLAGS : 0;
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
        DENY_WITH_FLAGS(SYS_open, 1, creating_flags),
        DENY(CREATING(SYS_creat)),
        DENY(CREATING(SYS_mkdir)),
        DENY(CREATING(SYS_mknod)),
        DENY(CREATING(SYS_link)),
        DENY(CREATING(SYS_symlink)),
        DENY(SYS_chmod),
        DENY(SYS_chown),
        DENY(SYS_lchown),
        DENY(SYS_utime),
        DENY(SYS_utimes),
        DENY(SYS_futimesat),
#endif
        // No new file: openat with O_CREAT or O_TMPFILE; openat2 passes its flags in memory, out
        // of the filter's sight, and the C library's open does not need it.
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_openat, 0, 4), LOAD_ARG(2),
        BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, creating_flags, 0, 1), REFUSE, RETURN(opening),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, CREATING(SYS_openat2), 0, 1), RETURN(SECCOMP_RET_ERRNO | ENOSYS),
        DENY(CREATING(SYS_mkdirat)),
        DENY(CREATING(SYS_mknodat)),
        DENY(CREATING(SYS_linkat)),
        DENY(CREATING(SYS_symlinkat)),
        DENY(CREATING(SYS_memfd_create)),
        // No permission, owner, attribute or time changes.
        DENY(SYS_fchmod),
        DENY(SYS_fchmodat),
        DENY(SYS_fchmodat2),
        DENY(SYS_fchown),
        DENY(SYS_fchownat),
        DENY(SYS_setxattr),
        DENY(SYS_lsetxattr),
        DENY(SYS_fsetxattr),
        DENY(SYS_setxattrat),
        DENY(SYS_removexattr),
        DENY(SYS_lremovexattr),
        DENY(SYS_fremovexattr),
        DENY(SYS_removexattrat),
        DENY(SYS_utimensat),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_ioctl, 0, 6), LOAD_ARG(1),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, FS_IOC_SETFLAGS_NR, 3, 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, FS_IOC32_SETFLAGS_NR, 2, 0),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, FS_IOC_FSSETXATTR_NR, 1, 0),
        ALLOW, REFUSE,
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
#undef CREATING
    struct sock_fprog program = { (unsigned short)(sizeof filter / sizeof filter[0]), filter };
    if (!listen) return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program, 0, 0) == 0 ? 0 : errno;
    long fd = syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_NEW_LISTENER, &program);
    if (fd < 0) return errno;
    *listener = (int)fd;
    return 0;
}

/// Whether `path` names one of the program's own files that the tool hands it: a thread's load,
/// `/proc/<digits>/stat` (Dispatch reads its workers'), or the program's memory map,
/// `/proc/self/maps`, `/proc/thread-self/maps` or `/proc/<digits>/maps` (the Swift runtime's
/// backtracer reads it to name the images on a stack, which is how a runtime warning under XCTest
/// finds the test's line). The thread goes to `*thread` (0: the calling one), the file to `*file`.
static int is_served(const char *path, pid_t *thread, const char **file) {
    const char *prefix = "/proc/";
    size_t length = strlen(prefix);
    if (strncmp(path, prefix, length) != 0) return 0;
    const char *rest = path + length;
    if (strcmp(rest, "self/maps") == 0 || strcmp(rest, "thread-self/maps") == 0) {
        *thread = 0;
        *file = "maps";
        return 1;
    }
    long number = 0;
    int count = 0;
    while (rest[count] >= '0' && rest[count] <= '9' && count < 10) {
        number = number * 10 + (rest[count] - '0');
        count++;
    }
    if (count == 0 || rest[0] == '0' || number > INT32_MAX) return 0;
    if (strcmp(rest + count, "/stat") == 0) {
        *file = "stat";
    } else if (strcmp(rest + count, "/maps") == 0) {
        *file = "maps";
    } else {
        return 0;
    }
    *thread = (pid_t)number;
    return 1;
}

void cs_serve_proc_files(int listener, pid_t child) {
    struct seccomp_notif_sizes sizes;
    if (syscall(SYS_seccomp, SECCOMP_GET_NOTIF_SIZES, 0, &sizes) != 0) return;
    // The kernel may know more fields than this header; its sizes are the ones to use.
    size_t request_size = sizes.seccomp_notif > sizeof(struct seccomp_notif) ? sizes.seccomp_notif : sizeof(struct seccomp_notif);
    size_t response_size = sizes.seccomp_notif_resp > sizeof(struct seccomp_notif_resp) ? sizes.seccomp_notif_resp : sizeof(struct seccomp_notif_resp);
    struct seccomp_notif *request = calloc(1, request_size);
    struct seccomp_notif_resp *response = calloc(1, response_size);
    if (!request || !response) {
        free(request);
        free(response);
        return;
    }
    for (;;) {
        struct pollfd ready = { listener, POLLIN, 0 };
        if (poll(&ready, 1, -1) < 0) {
            if (errno == EINTR) continue;
            break;
        }
        if (!(ready.revents & POLLIN)) break;  // Hung up: no thread of the child is left.
        memset(request, 0, request_size);
        if (ioctl(listener, SECCOMP_IOCTL_NOTIF_RECV, request) != 0) {
            if (errno == EINTR || errno == ENOENT) continue;
            break;
        }
        // The path is read from the calling thread's memory and then judged here: the file the
        // tool opens is the one it read, whatever the thread changes afterwards.
        char path[40] = { 0 };
        struct iovec local = { path, sizeof path - 1 };
        struct iovec remote = { (void *)(uintptr_t)request->data.args[1], sizeof path - 1 };
        pid_t thread = 0;
        const char *file = NULL;
        int served = 0;
        if (process_vm_readv(request->pid, &local, 1, &remote, 1, 0) > 0 && is_served(path, &thread, &file)
            && (request->data.args[2] & O_ACCMODE) == O_RDONLY) {
            if (thread == 0) thread = (pid_t)request->pid;
            char task[48];
            snprintf(task, sizeof task, "/proc/%d/task/%d", (int)child, (int)thread);
            char served_path[64];
            snprintf(served_path, sizeof served_path, "%s/%s", task, file);
            struct stat status;
            // Still waiting (the thread that asked is the one whose memory was read), and one of
            // the child's own threads; the tool opens the file under the child's own task folder,
            // never a path the program chose.
            if (ioctl(listener, SECCOMP_IOCTL_NOTIF_ID_VALID, &request->id) == 0 && stat(task, &status) == 0) {
                int fd = open(served_path, O_RDONLY | O_CLOEXEC);
                if (fd >= 0) {
                    struct seccomp_notif_addfd add;
                    memset(&add, 0, sizeof add);
                    add.id = request->id;
                    add.flags = SECCOMP_ADDFD_FLAG_SEND;
                    add.srcfd = (unsigned int)fd;
                    add.newfd_flags = (request->data.args[2] & O_CLOEXEC) ? O_CLOEXEC : 0;
                    served = ioctl(listener, SECCOMP_IOCTL_NOTIF_ADDFD, &add) >= 0 || errno == ENOENT;
                    close(fd);
                }
            }
        }
        if (served) continue;
        memset(response, 0, response_size);
        response->id = request->id;
        response->flags = SECCOMP_USER_NOTIF_FLAG_CONTINUE;
        (void)ioctl(listener, SECCOMP_IOCTL_NOTIF_SEND, response);
    }
    free(request);
    free(response);
}

int cs_seccomp_available(void) {
    return prctl(PR_GET_SECCOMP, 0, 0, 0, 0) >= 0;
}

#else

int cs_seccomp_enforce(pid_t self, int kept_descriptor, int no_new_files, int listen, int *listener) {
    (void)self; (void)kept_descriptor; (void)no_new_files; (void)listen; (void)listener;
    return ENOSYS;
}
void cs_serve_proc_files(int listener, pid_t child) { (void)listener; (void)child; }
int cs_seccomp_available(void) { return 0; }

#endif
