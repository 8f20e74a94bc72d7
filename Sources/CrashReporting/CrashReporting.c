// Linked into every program tca-learn compiles for a grade or for `play` (never into the tool
// itself); the runtime cache compiles it with the toolchain's clang. Before main it does four
// things; two are for the report:
//
// - standard output becomes line-buffered, so what the program printed before a crash or a time
//   limit reaches the grader instead of dying in a buffer;
// - fatal signals get a handler that writes the crashing thread's return addresses to standard
//   error, one line each: `tca-learn-frame <image path> 0x<offset in the image>`. The grader turns
//   them into the learner's file and line with llvm-symbolizer (the program cannot start the
//   toolchain's backtracer: it may not create processes). Then the program dies of the same
//   signal, so the grader sees the real cause.
//
// Learner code could write such lines too; they can only move the line a crash report points at.
//
// The third keeps the program inside its memory limit (an address-space limit): threads that do
// not choose a stack size get 1 MiB instead of the C library's 8 MiB (Apple platforms give
// secondary threads 512 KiB). Under XCTest, every main-actor hop of an async test makes
// corelibs XCTest's run loop arm a Dispatch timer; Dispatch answers bursts of those with up to
// 255 worker threads, whose 8 MiB stacks alone are 2 GiB. Past the limit no thread can start,
// timers never fire and `Task.sleep` never returns: TCA's own tests hung instead of passing.
//
// The fourth gives the Swift runtime the command line. On Linux it finds it through
// `/proc/self/maps`, which the confinement refuses (the map would show learner code where the
// heap is), and `CommandLine.arguments` would be empty; glibc hands constructors the real arguments.

#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#if defined(__linux__) || defined(__APPLE__)
#include <execinfo.h>
#endif

static void write_text(const char *text) {
    size_t length = strlen(text);
    while (length > 0) {
        ssize_t written = write(2, text, length);
        if (written <= 0) return;
        text += written;
        length -= (size_t)written;
    }
}

static void write_hex(uintptr_t value) {
    char digits[2 + 2 * sizeof value + 1];
    int position = (int)sizeof digits - 1;
    digits[position] = 0;
    do {
        digits[--position] = "0123456789abcdef"[value & 0xf];
        value >>= 4;
    } while (value && position > 2);
    digits[--position] = 'x';
    digits[--position] = '0';
    write_text(digits + position);
}

static void on_fatal_signal(int signal_number, siginfo_t *info, void *context) {
    (void)info;
    (void)context;
    void *frames[64];
    int count = backtrace(frames, 64);
    for (int i = 0; i < count; i++) {
        Dl_info image;
        if (!dladdr(frames[i], &image) || !image.dli_fname || !image.dli_fbase) continue;
        write_text("tca-learn-frame ");
        write_text(image.dli_fname);
        write_text(" ");
        write_hex((uintptr_t)frames[i] - (uintptr_t)image.dli_fbase);
        write_text("\n");
    }
    signal(signal_number, SIG_DFL);
    raise(signal_number);
}

#ifdef __GLIBC__
// The Swift runtime's own override of `CommandLine.arguments`; weak, so a runtime without it
// leaves the arguments as they were.
extern void _swift_stdlib_overrideUnsafeArgvArgc(char **argv, int argc) __attribute__((weak));
#endif

__attribute__((constructor)) static void tca_learn_program_start(int argc, char **argv, char **environment) {
    (void)environment;
    setvbuf(stdout, NULL, _IOLBF, 0);
#ifdef __GLIBC__
    if (_swift_stdlib_overrideUnsafeArgvArgc && argv) _swift_stdlib_overrideUnsafeArgvArgc(argv, argc);
#else
    (void)argc;
    (void)argv;
#endif

#ifdef __GLIBC__
    // Smaller default stacks for the threads Dispatch and Foundation start (see above). The main
    // thread's stack is not affected.
    pthread_attr_t defaults;
    if (pthread_getattr_default_np(&defaults) == 0) {
        (void)pthread_attr_setstacksize(&defaults, 1 << 20);
        (void)pthread_setattr_default_np(&defaults);
        pthread_attr_destroy(&defaults);
    }
#endif

    // The first backtrace loads the unwinder; do it now, not inside a signal handler.
    void *warm[1];
    (void)backtrace(warm, 1);

    // A stack of its own, so that a stack overflow is reported too.
    size_t size = 64 * 1024;
    void *memory = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (memory != MAP_FAILED) {
        stack_t stack;
        memset(&stack, 0, sizeof stack);
        stack.ss_sp = memory;
        stack.ss_size = size;
        (void)sigaltstack(&stack, NULL);
    }

    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_fatal_signal;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_RESETHAND;
    sigemptyset(&action.sa_mask);
    int fatal[] = { SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT };
    for (size_t i = 0; i < sizeof fatal / sizeof fatal[0]; i++) (void)sigaction(fatal[i], &action, NULL);
}
