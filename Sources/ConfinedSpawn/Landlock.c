#define _GNU_SOURCE
#include "ConfinedSpawn.h"
#include "Internal.h"

#include <errno.h>

#ifdef __linux__
#include <fcntl.h>
#include <stdint.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

// Landlock (https://docs.kernel.org/userspace-api/landlock.html): an unprivileged process
// restricts itself and its future children to the files a ruleset allows. Defined here rather
// than taken from <linux/landlock.h>, whose copy on older systems lacks the rights of newer ABIs;
// the kernel's ABI is stable, so these values never change.
#ifndef SYS_landlock_create_ruleset
#define SYS_landlock_create_ruleset 444
#define SYS_landlock_add_rule 445
#define SYS_landlock_restrict_self 446
#endif

enum {
    FS_EXECUTE = 1 << 0, FS_WRITE_FILE = 1 << 1, FS_READ_FILE = 1 << 2, FS_READ_DIR = 1 << 3,
    FS_REMOVE_DIR = 1 << 4, FS_REMOVE_FILE = 1 << 5, FS_MAKE_CHAR = 1 << 6, FS_MAKE_DIR = 1 << 7,
    FS_MAKE_REG = 1 << 8, FS_MAKE_SOCK = 1 << 9, FS_MAKE_FIFO = 1 << 10, FS_MAKE_BLOCK = 1 << 11,
    FS_MAKE_SYM = 1 << 12, FS_REFER = 1 << 13, FS_TRUNCATE = 1 << 14, FS_IOCTL_DEV = 1 << 15,
};
enum { NET_BIND_TCP = 1 << 0, NET_CONNECT_TCP = 1 << 1 };
enum { SCOPE_ABSTRACT_UNIX_SOCKET = 1 << 0, SCOPE_SIGNAL = 1 << 1 };
enum { CREATE_RULESET_VERSION = 1 << 0, RULE_PATH_BENEATH = 1 };

struct ruleset_attr {
    uint64_t handled_access_fs;
    uint64_t handled_access_net;   // ABI 4
    uint64_t scoped;               // ABI 6
};

struct path_beneath_attr {
    uint64_t allowed_access;
    int32_t parent_fd;
} __attribute__((packed));

/// Every filesystem right the ABI knows: the ones a ruleset must handle to deny them.
static uint64_t fs_rights(int abi) {
    uint64_t rights = (FS_MAKE_SYM << 1) - 1;
    if (abi >= 2) rights |= FS_REFER;
    if (abi >= 3) rights |= FS_TRUNCATE;
    if (abi >= 5) rights |= FS_IOCTL_DEV;
    return rights;
}

/// The rights that apply to a file (the rest only make sense beneath a folder).
static uint64_t file_rights(int abi) {
    uint64_t rights = FS_EXECUTE | FS_WRITE_FILE | FS_READ_FILE;
    if (abi >= 3) rights |= FS_TRUNCATE;
    if (abi >= 5) rights |= FS_IOCTL_DEV;
    return rights;
}

int cs_landlock_abi(void) {
    long version = syscall(SYS_landlock_create_ruleset, NULL, 0, CREATE_RULESET_VERSION);
    return version < 0 ? 0 : (int)version;
}

int cs_landlock_create(int abi) {
    struct ruleset_attr attributes = { fs_rights(abi), 0, 0 };
    size_t size = sizeof attributes.handled_access_fs;
    if (abi >= 4) {
        // No TCP at all: nothing graded needs the network.
        attributes.handled_access_net = NET_BIND_TCP | NET_CONNECT_TCP;
        size += sizeof attributes.handled_access_net;
    }
    if (abi >= 6) {
        // No signals to, and no abstract sockets of, processes outside the sandbox (the tool).
        attributes.scoped = SCOPE_ABSTRACT_UNIX_SOCKET | SCOPE_SIGNAL;
        size += sizeof attributes.scoped;
    }
    long fd = syscall(SYS_landlock_create_ruleset, &attributes, size, 0);
    return fd < 0 ? -errno : (int)fd;
}

int cs_landlock_allow(int ruleset, int abi, const char *path, int writable) {
    int fd = open(path, O_PATH | O_CLOEXEC);
    if (fd < 0) return -errno;
    struct stat status;
    if (fstat(fd, &status) != 0) {
        int error = errno;
        close(fd);
        return -error;
    }
    uint64_t allowed = writable ? fs_rights(abi) : (FS_EXECUTE | FS_READ_FILE | FS_READ_DIR);
    if (!S_ISDIR(status.st_mode)) allowed &= file_rights(abi);
    struct path_beneath_attr rule = { allowed, fd };
    long result = syscall(SYS_landlock_add_rule, ruleset, RULE_PATH_BENEATH, &rule, 0);
    int error = errno;
    close(fd);
    return result < 0 ? -error : 0;
}

int cs_landlock_enforce(int ruleset) {
    return syscall(SYS_landlock_restrict_self, ruleset, 0) == 0 ? 0 : errno;
}

#else

int cs_landlock_abi(void) { return 0; }
int cs_landlock_create(int abi) { (void)abi; return -ENOSYS; }
int cs_landlock_allow(int ruleset, int abi, const char *path, int writable) {
    (void)ruleset; (void)abi; (void)path; (void)writable;
    return -ENOSYS;
}
int cs_landlock_enforce(int ruleset) { (void)ruleset; return ENOSYS; }

#endif
