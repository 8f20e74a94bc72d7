#define _GNU_SOURCE
#include "ConfinedSpawn.h"
#include "Internal.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#endif

// Everything below that runs in the child uses only async-signal-safe calls: the parent is
// multithreaded, so the child of fork may find any lock held by a thread that no longer exists.

/// Tells the parent which step failed, and ends the child before it runs anything.
static void fail(int report, cs_step step, int error) {
    cs_spawn_failure failure = { error, step };
    ssize_t written;
    do { written = write(report, &failure, sizeof failure); } while (written < 0 && errno == EINTR);
    _exit(127);
}

/// Marks every descriptor from `first` on close-on-exec: the child keeps only what it was given,
/// while the failure pipe and the Landlock ruleset stay usable until exec.
static int close_others_on_exec(int first) {
#if defined(__linux__) && defined(SYS_close_range)
    if (syscall(SYS_close_range, (unsigned)first, ~0U, 4 /* CLOSE_RANGE_CLOEXEC */) == 0) return 0;
#endif
    struct rlimit limit;
    long last = 65536;
    if (getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY && (long)limit.rlim_cur < last) last = (long)limit.rlim_cur;
    for (int fd = first; fd < last; fd++) (void)fcntl(fd, F_SETFD, FD_CLOEXEC);
    return 0;
}

#ifdef __linux__
/// Sends `fd` as a one-byte message with SCM_RIGHTS.
static int send_descriptor(int socket, int fd) {
    char byte = 0;
    struct iovec data = { &byte, 1 };
    union { char buffer[CMSG_SPACE(sizeof(int))]; struct cmsghdr align; } control;
    memset(&control, 0, sizeof control);
    struct msghdr message = { .msg_iov = &data, .msg_iovlen = 1, .msg_control = control.buffer, .msg_controllen = sizeof control.buffer };
    struct cmsghdr *header = CMSG_FIRSTHDR(&message);
    header->cmsg_level = SOL_SOCKET;
    header->cmsg_type = SCM_RIGHTS;
    header->cmsg_len = CMSG_LEN(sizeof(int));
    memcpy(CMSG_DATA(header), &fd, sizeof fd);
    ssize_t sent;
    do { sent = sendmsg(socket, &message, MSG_NOSIGNAL); } while (sent < 0 && errno == EINTR);
    return sent == 1 ? 0 : -1;
}

/// Reads one message of the report socket: a failure record (returns its size), the listener
/// (returns 1 and sets `*listener`), or its end (returns 0: exec succeeded).
static ssize_t receive_report(int socket, cs_spawn_failure *reported, int *listener) {
    union { char buffer[CMSG_SPACE(sizeof(int))]; struct cmsghdr align; } control;
    struct iovec data = { reported, sizeof *reported };
    struct msghdr message = { .msg_iov = &data, .msg_iovlen = 1, .msg_control = control.buffer, .msg_controllen = sizeof control.buffer };
    ssize_t count;
    do { count = recvmsg(socket, &message, MSG_CMSG_CLOEXEC); } while (count < 0 && errno == EINTR);
    for (struct cmsghdr *header = CMSG_FIRSTHDR(&message); header; header = CMSG_NXTHDR(&message, header)) {
        if (header->cmsg_level == SOL_SOCKET && header->cmsg_type == SCM_RIGHTS) memcpy(listener, CMSG_DATA(header), sizeof *listener);
    }
    return count;
}
#endif

static void set_limit(int report, int resource, unsigned long long value) {
    struct rlimit limit = { (rlim_t)value, (rlim_t)value };
    if (setrlimit(resource, &limit) != 0) fail(report, CS_STEP_LIMITS, errno);
}

static void child(const cs_spawn_options *options, pid_t parent, int report) {
    // A group of its own, so that a time limit or the tool's end can stop all of it at once.
    if (setpgid(0, 0) != 0) fail(report, CS_STEP_PROCESS_GROUP, errno);
#ifdef __linux__
    // Die with the tool, even when the tool is killed outright; and if it is already gone, stop.
    if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0) fail(report, CS_STEP_DEATH_SIGNAL, errno);
    if (getppid() != parent) _exit(127);
#else
    (void)parent;
#endif

    // The tool ignores SIGINT and SIGPIPE, and ignored signals survive exec: start clean.
    struct sigaction standard;
    memset(&standard, 0, sizeof standard);
    standard.sa_handler = SIG_DFL;
    for (int signal = 1; signal < NSIG; signal++) (void)sigaction(signal, &standard, NULL);
    sigset_t none;
    sigemptyset(&none);
    (void)sigprocmask(SIG_SETMASK, &none, NULL);

    // Lift the given descriptors above every target first, so no dup2 overwrites a source. The
    // failure pipe and the Landlock ruleset are still needed after the dup2s: where one of them
    // sits on a target (the tool's lowest free numbers may be anything while its other threads
    // open and close files), it is lifted too, or the dup2 would replace it with a given
    // descriptor and Landlock would refuse that as no ruleset.
    int count = options->descriptor_count;
    int ruleset = options->landlock_ruleset;
    int floor = count + 1;
    for (int i = 0; i < count; i++) {
        if (options->descriptors[i] >= floor) floor = options->descriptors[i] + 1;
    }
    if (report >= floor) floor = report + 1;
    if (ruleset >= floor) floor = ruleset + 1;
    if (report < count) {
        report = fcntl(report, F_DUPFD_CLOEXEC, floor);
        if (report < 0) _exit(127);
    }
    if (ruleset >= 0 && ruleset < count) {
        ruleset = fcntl(ruleset, F_DUPFD_CLOEXEC, floor);
        if (ruleset < 0) fail(report, CS_STEP_DESCRIPTORS, errno);
    }
    int lifted[count > 0 ? count : 1];
    for (int i = 0; i < count; i++) {
        lifted[i] = options->descriptors[i] < 0 ? -1 : fcntl(options->descriptors[i], F_DUPFD_CLOEXEC, floor);
        if (options->descriptors[i] >= 0 && lifted[i] < 0) fail(report, CS_STEP_DESCRIPTORS, errno);
    }
    for (int i = 0; i < count; i++) {
        if (lifted[i] < 0) {
            (void)close(i);
        } else if (dup2(lifted[i], i) < 0) {
            fail(report, CS_STEP_DESCRIPTORS, errno);
        }
    }
    close_others_on_exec(count);

    if (options->directory && chdir(options->directory) != 0) fail(report, CS_STEP_DIRECTORY, errno);

    set_limit(report, RLIMIT_CORE, 0);
    if (options->memory_limit) set_limit(report, RLIMIT_AS, options->memory_limit);
    if (options->file_size_limit) set_limit(report, RLIMIT_FSIZE, options->file_size_limit);

#ifdef __linux__
    if (ruleset >= 0 || options->seccomp) {
        // Required by both, and it keeps a set-uid program from lifting the confinement.
        if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) fail(report, CS_STEP_NO_NEW_PRIVILEGES, errno);
    }
    if (ruleset >= 0) {
        int error = cs_landlock_enforce(ruleset);
        if (error) fail(report, CS_STEP_LANDLOCK, error);
    }
    if (options->seccomp) {
        int listen = options->serve_proc_files != 0;
        int listener = -1;
        int error = cs_seccomp_enforce(getpid(), options->kept_descriptor, options->seccomp == CS_SECCOMP_NO_NEW_FILES, listen, &listener);
        if (error) fail(report, CS_STEP_SECCOMP, error);
        // The listener goes to the tool over the report socket; the child keeps no copy.
        if (listen && send_descriptor(report, listener) != 0) fail(report, CS_STEP_SECCOMP, errno);
        if (listen) close(listener);
    }
#endif

    execve(options->path, options->argv, options->envp);
    fail(report, CS_STEP_EXEC, errno);
}

int cs_spawn(const cs_spawn_options *options, pid_t *pid, int *listener, cs_spawn_failure *failure) {
    failure->error = 0;
    failure->step = CS_STEP_NONE;
    *listener = -1;
    int report[2];
#ifdef __linux__
    // A socket, not a pipe, so that it can also carry the seccomp listener; one record a message.
    if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, report) != 0) {
#else
    if (pipe(report) != 0 || fcntl(report[0], F_SETFD, FD_CLOEXEC) != 0 || fcntl(report[1], F_SETFD, FD_CLOEXEC) != 0) {
#endif
        failure->error = errno;
        failure->step = CS_STEP_FORK;
        return failure->error;
    }
    pid_t parent = getpid();
    pid_t child_pid = fork();
    if (child_pid < 0) {
        failure->error = errno;
        failure->step = CS_STEP_FORK;
        close(report[0]);
        close(report[1]);
        return failure->error;
    }
    if (child_pid == 0) {
        close(report[0]);
        child(options, parent, report[1]);
    }
    close(report[1]);
    // End of file: exec succeeded (the report channel closed on exec). A record: a step failed.
    cs_spawn_failure reported;
    ssize_t count;
#ifdef __linux__
    int received = -1;
    while ((count = receive_report(report[0], &reported, &received)) == 1) {}
#else
    do { count = read(report[0], &reported, sizeof reported); } while (count < 0 && errno == EINTR);
#endif
    close(report[0]);
    if (count == (ssize_t)sizeof reported) {
#ifdef __linux__
        if (received >= 0) close(received);
#endif
        int status;
        while (waitpid(child_pid, &status, 0) < 0 && errno == EINTR) {}
        *failure = reported;
        if (failure->error == 0) failure->error = EINVAL;
        return failure->error;
    }
#ifdef __linux__
    *listener = received;
#endif
    *pid = child_pid;
    return 0;
}
