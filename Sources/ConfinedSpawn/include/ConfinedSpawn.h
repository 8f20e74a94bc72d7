#ifndef CONFINED_SPAWN_H
#define CONFINED_SPAWN_H

// Starting the grader's child processes (the compiler, the linker, the graded program) with
// everything that must happen between fork and exec: a process group of their own, death with
// the tool, exactly the descriptors they are given, a working folder, resource limits and, for
// the graded program, the kernel's confinement (Landlock and a seccomp filter on Linux).
// Written in C because that work must use only async-signal-safe calls in the child of a
// multithreaded parent, and because prctl, syscall and the rest are variadic, which Swift cannot
// call.

#include <sys/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Which step of starting the child failed (with the errno in `cs_spawn_failure.error`).
typedef enum {
    CS_STEP_NONE = 0,
    CS_STEP_FORK,
    CS_STEP_PROCESS_GROUP,
    CS_STEP_DEATH_SIGNAL,
    CS_STEP_DESCRIPTORS,
    CS_STEP_DIRECTORY,
    CS_STEP_LIMITS,
    CS_STEP_NO_NEW_PRIVILEGES,
    CS_STEP_LANDLOCK,
    CS_STEP_SECCOMP,
    CS_STEP_EXEC,
} cs_step;

typedef struct {
    int error;
    cs_step step;
} cs_spawn_failure;

/// `cs_spawn_options.seccomp`: the filter, and the filter that also refuses creating files.
enum { CS_SECCOMP = 1, CS_SECCOMP_NO_NEW_FILES = 3 };

typedef struct {
    const char *path;
    char *const *argv;
    char *const *envp;
    /// The child's working folder; NULL keeps the parent's.
    const char *directory;
    /// Child descriptor i (0 <= i < descriptor_count) becomes a copy of parent descriptor
    /// descriptors[i]; every other descriptor is closed in the child.
    const int *descriptors;
    int descriptor_count;
    /// A ruleset from cs_landlock_create, enforced on the child; -1 for none.
    int landlock_ruleset;
    /// Nonzero: the child may create no process and signal only itself, change no file's
    /// permissions (seccomp); with CS_SECCOMP_NO_NEW_FILES, it may also create no file.
    int seccomp;
    /// With seccomp, a descriptor of the child's it may neither close nor replace (the one its
    /// results go out on); -1 for none.
    int kept_descriptor;
    /// RLIMIT_AS and RLIMIT_FSIZE in bytes; 0 leaves the limit as it is. Core dumps are always off.
    unsigned long long memory_limit;
    unsigned long long file_size_limit;
    /// Nonzero, with seccomp: every `openat` of the child waits for the tool, which must serve
    /// them with cs_serve_proc_files on the listener cs_spawn returns (Linux 5.14 and later).
    int serve_proc_files;
} cs_spawn_options;

/// Starts the child as the leader of a new process group that dies with the calling thread
/// (PR_SET_PDEATHSIG on Linux). Returns 0 and the child's pid, or an errno with the step that
/// failed (then no child is left running). `listener` is the seccomp listener the caller must
/// serve and then close when `serve_proc_files` was asked, -1 otherwise.
int cs_spawn(const cs_spawn_options *options, pid_t *pid, int *listener, cs_spawn_failure *failure);

/// Serves a child's `openat` calls until the child and its threads are gone (the listener hangs
/// up once it has been waited for). Landlock keeps all of `/proc` from the child, but Dispatch
/// opens `/proc/<thread id>/stat` of each worker thread it starts, and aborts the program when it
/// cannot: such a call, for a thread of the child, gets a descriptor the tool opens for it. Every
/// other call goes on as the child made it, for Landlock to judge.
void cs_serve_proc_files(int listener, pid_t child);

/// The Landlock ABI version the kernel offers, or 0 when it offers none (or this is not Linux).
int cs_landlock_abi(void);

/// A new ruleset that handles every access right of `abi` (filesystem, TCP bind and connect,
/// signal and abstract-socket scoping), so that whatever no rule allows is denied. Returns a
/// descriptor, or -errno.
int cs_landlock_create(int abi);

/// Allows reading and executing beneath `path` (or the file itself), or, when `writable`, every
/// filesystem right there. Returns 0 or -errno; a path that does not exist gives -ENOENT.
int cs_landlock_allow(int ruleset, int abi, const char *path, int writable);

/// Nonzero when this kernel accepts our seccomp filter's mechanism (Linux on x86_64 or arm64).
int cs_seccomp_available(void);

#ifdef __cplusplus
}
#endif

#endif
