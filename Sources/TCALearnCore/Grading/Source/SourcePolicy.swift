/// Refuses learner code that reaches for the grading machinery or the machine instead of the
/// lesson. Graded code runs in the same program as the hidden checks, so it could otherwise
/// imitate the harness, forge results, or read the hidden checks' expected values and the
/// solutions from disk. No exercise needs any of this, so such a file is refused before compiling,
/// at its line.
///
/// The policy reads tokens (`SwiftTokenizer`), not text: a comment or a string that mentions
/// `FileManager` is fine, and code stays code however it is dressed — split across strings
/// (strings are never read as code), a C function used as a value (`let f = open`), qualified by
/// a module (`Foundation.open`, `Glibc.open`), declared by symbol name (`@_silgen_name`).
///
/// What it cannot see is said in the README's threat model: a type-inferred reference to an
/// initializer the lists do not name, or memory reached through a pointer some C function
/// returns. The run's confinement, not this list, is what keeps files out of reach.
enum SourcePolicy {
    /// Names refused wherever they appear as code: the harness, and the types and modules that
    /// lead to files, processes, the environment, the C library or raw memory.
    static let refusedNames: [String: SourceRefusal.Reason] = {
        var names: [String: SourceRefusal.Reason] = [:]
        for name in [
            "LessonTesting", "RenderTrace", "RuntimeSupport", "GradeRecords", "CheckContext", "GradeRunner", "GradeRecord",
            "ResultChannel", "hiddenChecks", "TCALearnGradeMain", "IssueRouter", "TraceRecorder",
        ] { names[name] = .harness }
        for name in [
            "FileManager", "NSFileManager", "FileHandle", "NSFileHandle", "FileWrapper", "InputStream", "OutputStream",
            "Bundle", "NSBundle", "URLSession", "XMLParser", "DispatchIO", "makeFileSystemObjectSource",
        ] { names[name] = .files }
        for name in ["Process", "NSTask"] { names[name] = .processes }
        for name in ["ProcessInfo", "NSProcessInfo", "CommandLine"] { names[name] = .environment }
        // A class looked up by a name in a string is any class: the names above, unnamed.
        names["NSClassFromString"] = .lowLevel
        // The program's own stack: return addresses into the feature's code (which tell a
        // write-the-test variant by its instructions) and the paths of the libraries.
        for name in ["callStackSymbols", "callStackReturnAddresses", "Backtrace", "_Backtracing", "backtrace", "backtrace_symbols",
                     "backtrace_symbols_fd"] {
            names[name] = .lowLevel
        }
        for name in ["Glibc", "Darwin", "Musl", "SwiftGlibc", "WinSDK", "ucrt", "CoreFoundation", "Android", "WASILibc"] {
            names[name] = .lowLevel
        }
        for name in [
            "OpaquePointer", "Unmanaged", "withCString", "withVaList", "getVaList", "withMemoryRebound",
            "assumingMemoryBound", "bindMemory",
        ] { names[name] = .memory }
        return names
    }()

    /// Prefixes of names refused like `refusedNames`: the unsafe pointer types and functions.
    static let refusedPrefixes: [(String, SourceRefusal.Reason)] = [
        ("Unsafe", .memory), ("unsafe", .memory), ("withUnsafe", .memory),
    ]

    /// C library functions, refused where they are used as code: called, passed as a value, or
    /// qualified by a module (`Foundation.open`). Not when they name a member (`door.open()`,
    /// `Font.system(size:)`), an enum case (`.open`), or something the learner declares
    /// (`func open()`, `case open`, a label `open:`).
    static let cFunctions: [String: SourceRefusal.Reason] = {
        var names: [String: SourceRefusal.Reason] = [:]
        for name in [
            "open", "openat", "openat2", "open64", "creat", "fopen", "fopen64", "freopen", "fdopen", "opendir", "fdopendir",
            "readdir", "scandir", "nftw", "ftw", "glob", "lstat", "fstatat", "statx", "readlink", "readlinkat", "realpath",
            "getcwd", "chdir", "fchdir", "mkdir", "mkdirat", "rmdir", "unlink", "unlinkat", "symlink", "symlinkat",
            "chmod", "fchmod", "chown", "mkfifo", "mknod", "mkstemp", "mkdtemp", "tmpfile", "socket", "socketpair",
            "sendfile", "splice", "inotify_init", "inotify_add_watch", "fanotify_init",
            // Changing or probing files by path (`truncate`, `renameat`…). Not C's `remove`,
            // `rename`, `link`, `access` or `stat`, names learner code gives its own methods and
            // values (`access(keyPath:)` is Observation's); the confinement keeps those from files.
            "renameat", "renameat2", "truncate", "truncate64", "linkat", "faccessat",
            "faccessat2", "euidaccess", "eaccess", "stat64", "lstat64", "statfs", "statvfs", "utime", "utimes",
            "utimensat", "futimesat", "chroot", "mount", "umount", "umount2", "name_to_handle_at", "open_by_handle_at",
            "memfd_create", "getdents", "getdents64", "posix_openpt",
        ] { names[name] = .files }
        for name in [
            "system", "popen", "fork", "vfork", "clone", "clone3", "posix_spawn", "posix_spawnp", "execv", "execve",
            "execvp", "execvpe", "execl", "execle", "execlp", "fexecve", "execveat", "kill", "killpg", "tgkill", "pthread_kill",
            "getppid", "getpgrp", "getpgid", "setsid", "setpgid", "setpgrp", "daemon", "ptrace", "prctl", "unshare",
            "setns", "pidfd_open", "pidfd_send_signal", "pthread_create",
        ] { names[name] = .processes }
        for name in ["getenv", "secure_getenv", "setenv", "unsetenv", "putenv", "clearenv", "environ"] {
            names[name] = .environment
        }
        for name in [
            "dlopen", "dlsym", "dlvsym", "dladdr", "dl_iterate_phdr", "dlerror", "syscall", "mmap", "mmap64", "mprotect",
            "setrlimit", "prlimit",
            // Shared memory, semaphores and message queues outside the file system, which the
            // programs of one write-the-test grade could share (which of us is the reference?),
            // and other processes' memory.
            "shmget", "shmat", "shmdt", "shmctl", "semget", "semop", "semtimedop", "semctl", "msgget", "msgsnd", "msgrcv",
            "msgctl", "ftok", "shm_open", "shm_unlink", "mq_open", "mq_send", "mq_receive", "mq_unlink", "sem_open", "sem_unlink",
            "process_vm_readv", "process_vm_writev", "kcmp",
        ] { names[name] = .lowLevel }
        for name in [
            "malloc", "calloc", "realloc", "free", "memcpy", "memmove", "memchr", "memcmp", "memset", "strdup", "strndup",
        ] { names[name] = .memory }
        return names
    }()

    /// The modules learner code can name, through which the C library's functions can be reached
    /// (`SwiftUI.open` is Glibc's `open`: the runtime re-exports Foundation, which re-exports it).
    static let moduleNames: Set<String> = Set(ProjectLayout.runtimeModules)
        .union(RuntimeCache.Build.moduleAliases.keys)
        .union(RuntimeCache.Build.siblingModules)
        .union([
            "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
            "FoundationXML", "CoreGraphics", "Dispatch", "Observation", "_Concurrency", "_StringProcessing",
            "Synchronization", "XCTest", "Testing",
        ])

    /// Argument labels of Foundation calls that read or write a file by path or URL, and the one
    /// that makes a pointer from a number.
    static let refusedLabels: [String: SourceRefusal.Reason] = {
        var labels: [String: SourceRefusal.Reason] = ["bitPattern": .memory]
        for label in [
            "contentsOfFile", "fileURLWithPath", "fileURLWithFileSystemRepresentation", "filePath", "toFile", "atPath",
            "fileAtPath", "contentsOfDirectory", "withFile",
        ] { labels[label] = .files }
        return labels
    }()

    /// Foundation types whose initializers read files, refused as unapplied function values
    /// (`let read: (URL) throws -> String = String.init`).
    static let fileReadingTypes: Set<String> = [
        "String", "Data", "NSString", "NSData", "NSArray", "NSDictionary", "NSAttributedString", "AttributedString",
    ]

    /// The attributes that became official spellings of the underscored ones: `@c(write)` defines
    /// the C symbol `write` (and takes the harness's calls to it), `@section(".init_array") @used`
    /// runs code before `main`, where the harness has not yet read its descriptor; `@abi` renames
    /// a symbol; `@extern`, `@export` and `@implementation` bind declarations to symbols.
    static let symbolAttributes: Set<String> = ["c", "cdecl", "section", "used", "abi", "extern", "export", "implementation"]

    /// `#` words that reveal or rewrite where the code lives, or load compiler plugins.
    static let refusedPoundWords: [String: SourceRefusal.Reason] = [
        "#filePath": .files, "#file": .files, "#dsohandle": .lowLevel, "#sourceLocation": .lowLevel, "#externalMacro": .lowLevel,
    ]

    /// Words that, right after `open`, make it an access modifier (`open class`, `open override func`).
    private static let declarationWords: Set<String> = [
        "class", "func", "var", "let", "static", "subscript", "init", "typealias", "extension", "struct", "enum",
        "protocol", "deinit", "associatedtype", "import", "override", "final", "dynamic", "lazy", "weak", "unowned",
        "required", "convenience", "mutating", "nonmutating", "indirect", "optional", "prefix", "postfix", "infix",
        "actor", "nonisolated", "isolated", "consuming", "borrowing", "private", "public", "internal", "fileprivate",
    ]

    /// Keywords after which a name is being declared, not used.
    private static let declaringKeywords: Set<String> = [
        "func", "var", "let", "class", "struct", "enum", "typealias", "protocol", "associatedtype", "for", "case", "import",
    ]

    /// Names refused in an answer graded against broken variants of a feature (write-the-test):
    /// `ObjectIdentifier` prints where a type's metadata lies, which with a computed key path's
    /// printed getter address measures the feature's code, and the variants' code differs.
    static let variantSniffingNames: Set<String> = ["ObjectIdentifier"]

    /// Refusals of `variantSniffingNames`, one per line.
    static func variantSniffing(in source: TokenizedSource, file: String) -> [SourceRefusal] {
        var lines = Set<Int>()
        return source.tokens.compactMap { token in
            guard token.kind == .identifier, variantSniffingNames.contains(token.name), lines.insert(token.line).inserted else { return nil }
            return SourceRefusal(file: file, line: token.line, column: source.column(of: token), found: token.name, reason: .variantSniffing)
        }
    }

    /// One refusal per offending line, in order.
    static func refusals(in source: TokenizedSource, file: String) -> [SourceRefusal] {
        let tokens = source.tokens
        var refusals: [SourceRefusal] = []
        var refusedLines = Set<Int>()
        for index in tokens.indices {
            guard let reason = reason(at: index, in: tokens), refusedLines.insert(tokens[index].line).inserted else { continue }
            // `Foundation.open` is said whole: the module is what makes it the C library's.
            var start = tokens[index]
            var found = start.name
            if index >= 2, tokens[index - 1].isPunctuation("."), tokens[index - 2].kind == .identifier,
               moduleNames.contains(tokens[index - 2].name) {
                start = tokens[index - 2]
                found = start.name + "." + found
            }
            refusals.append(SourceRefusal(
                file: file, line: start.line, column: source.column(of: start), found: found, reason: reason))
        }
        return refusals
    }

    /// Why the token at `index` is refused, if it is.
    private static func reason(at index: Int, in tokens: [SwiftToken]) -> SourceRefusal.Reason? {
        let token = tokens[index]
        func near(_ offset: Int) -> SwiftToken? {
            tokens.indices.contains(index + offset) ? tokens[index + offset] : nil
        }
        switch token.kind {
        case .pound:
            return refusedPoundWords[token.text]
        case .regex:
            return .regexLiteral
        case .identifier:
            break
        default:
            return nil
        }
        let name = token.name
        // `@_silgen_name`, `@_cdecl`, `@_extern`, `@_section`…: the compiler's underscored
        // attributes bind Swift names to symbols (or change what the linker keeps).
        if near(-1)?.isPunctuation("@") == true, name.hasPrefix("_") || symbolAttributes.contains(name) {
            return .lowLevel
        }
        // `@safe` declares code that uses unsafe types safe, which the strict memory safety the
        // learner's module is compiled with would then accept (`@unsafe` and the `unsafe`
        // marker are refused with the `unsafe` names below).
        if near(-1)?.isPunctuation("@") == true, name == "safe" {
            return .memory
        }
        // `@main`: the program's entry point is the grader's (the harness's `main`); a second
        // one only fails to link, with a message about symbols.
        if near(-1)?.isPunctuation("@") == true, name == "main" {
            return .harness
        }
        // The standard library's underscored escapes from type safety (`_unsafeReferenceCast`,
        // `_unsafeUncheckedDowncast`, `_getUnsafePointerToStoredProperties`): memory, unnamed.
        if name.hasPrefix("_"), name.lowercased().contains("unsafe") {
            return .memory
        }
        if let reason = refusedNames[name] ?? refusedPrefixes.first(where: { name.hasPrefix($0.0) })?.1 {
            return reason
        }
        let isLabel = near(1)?.isPunctuation(":") == true
        if isLabel, let reason = refusedLabels[name] {
            return reason
        }
        // `String(contentsOf:)`, `Data.init(contentsOf:)`: an initializer reading a URL, unlike
        // `append(contentsOf:)`.
        if isLabel, name == "contentsOf", near(-1)?.isPunctuation("(") == true,
           let callee = near(-2), callee.isKeyword("init") || callee.kind == .identifier && callee.name.first?.isUppercase == true {
            return .files
        }
        // `text.write(to: url)`, `data.write(toFile:)`: writing a file.
        if name == "write", near(-1)?.isPunctuation(".") == true, near(1)?.isPunctuation("(") == true,
           let label = near(2), label.name == "to" || label.name == "toFile", near(3)?.isPunctuation(":") == true {
            return .files
        }
        // `String.init` as a function value, which type inference can point at a file reader.
        if fileReadingTypes.contains(name),
           near(1)?.isPunctuation(".") == true, near(2)?.isKeyword("init") == true, near(3)?.isPunctuation("(") != true {
            return .files
        }
        if let reason = cFunctions[name], isUse(at: index, in: tokens) {
            return reason
        }
        return nil
    }

    /// Whether a C function's name at `index` is used as code (called, passed, qualified by a
    /// module) rather than naming a member, an enum case, a declaration or a label.
    private static func isUse(at index: Int, in tokens: [SwiftToken]) -> Bool {
        func near(_ offset: Int) -> SwiftToken? {
            tokens.indices.contains(index + offset) ? tokens[index + offset] : nil
        }
        if let previous = near(-1), previous.isPunctuation(".") {
            // `Foundation.open`, `SwiftUI.open`: a module qualifies it.
            guard let base = near(-2) else { return false }
            return base.kind == .identifier && moduleNames.contains(base.name)
        }
        if let previous = near(-1), previous.kind == .keyword, declaringKeywords.contains(previous.text) {
            return false
        }
        if let next = near(1) {
            // A label or a parameter's name: `f(open: x)`, `func f(_ open: Int)`, `(fd open: Int32)`.
            if next.isPunctuation(":"), let previous = near(-1),
               previous.isPunctuation("(") || previous.isPunctuation(",")
                || previous.kind == .identifier && (near(-2)?.isPunctuation("(") == true || near(-2)?.isPunctuation(",") == true) {
                return false
            }
            // A closure's parameter: `{ open in … }`.
            if next.isKeyword("in") { return false }
            // The access modifier: `open class`, `open override func`, `open(set) var` (on one
            // line: `let f = open` ending a line before a `func` is a use).
            if tokens[index].text == "open", next.line == tokens[index].line,
               next.kind == .keyword && declarationWords.contains(next.text)
                || next.kind == .identifier && declarationWords.contains(next.name)
                || next.isPunctuation("(") && near(2)?.name == "set" && near(3)?.isPunctuation(")") == true {
                return false
            }
        }
        return !isEnumCaseName(at: index, in: tokens)
    }

    /// `case red, open, closed`: names declared by an enum's case list after the first.
    private static func isEnumCaseName(at index: Int, in tokens: [SwiftToken]) -> Bool {
        var cursor = index - 1
        while cursor >= 1, tokens[cursor].isPunctuation(",") {
            let name = tokens[cursor - 1]
            guard name.kind == .identifier || name.isPunctuation(")") else { return false }
            // Skip back over the previous case: its name and any associated values.
            var start = cursor - 1
            if name.isPunctuation(")") {
                var depth = 0
                while start >= 0 {
                    if tokens[start].isPunctuation(")") { depth += 1 }
                    if tokens[start].isPunctuation("(") { depth -= 1; if depth == 0 { break } }
                    start -= 1
                }
                start -= 1
            }
            guard start >= 0 else { return false }
            if start >= 1, tokens[start - 1].isKeyword("case"), tokens[start].kind == .identifier { return true }
            cursor = start - 1
        }
        return false
    }
}
