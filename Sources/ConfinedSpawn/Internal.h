#ifndef CONFINED_SPAWN_INTERNAL_H
#define CONFINED_SPAWN_INTERNAL_H

#include <sys/types.h>

// The child's side of the confinement, called between fork and exec; each returns 0 or an errno.
int cs_landlock_enforce(int ruleset);
/// With `listen`, returns the listener descriptor in `*listener` (openat goes past it).
int cs_seccomp_enforce(pid_t self, int kept_descriptor, int no_new_files, int listen, int *listener);

#endif
