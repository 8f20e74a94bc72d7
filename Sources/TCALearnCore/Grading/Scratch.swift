import Foundation

/// A private temporary folder for one grade (or one `play`), removed afterwards.
///
/// Layout: `learner/` holds the learner's files as copied (`LearnerFiles`), which are what the
/// source checks read and the compiler compiles; the rest is the grade's own (hidden checks'
/// build, the program, its results).
///
/// The folder's name carries the tool's process id (`tca-learn-scratch-<pid>-<uuid>`), so a tool
/// killed before it could clean up leaves folders the next one recognises as abandoned and
/// removes (`removeAbandoned`). A tool stopped by Ctrl-C or SIGTERM removes its own grades' folders
/// on the way out (`removeInFlight`, from `Interrupt`).
struct Scratch: Sendable {
    static let prefix = "tca-learn-scratch-"

    /// The folders of this process's grades in flight.
    private static let inFlight = LockedSet<URL>()

    let url: URL

    init(in parent: URL = FileManager.default.temporaryDirectory) throws {
        url = parent.appendingPathComponent("\(Self.prefix)\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        Self.inFlight.insert(url)
    }

    /// Where the learner's files are copied.
    var learnerFolder: URL { url.appendingPathComponent("learner") }

    func remove() {
        Self.removeTree(at: url)
        Self.inFlight.remove(url)
    }

    /// Removes `url` and all it holds, giving each folder back the permissions its removal needs
    /// first: a program without seccomp (macOS, confinement turned off) can take them away, and
    /// what it left would then outlive every cleanup.
    static func removeTree(at url: URL) {
        restorePermissions(url.path)
        try? FileManager.default.removeItem(at: url)
    }

    private static func restorePermissions(_ path: String) {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return }
        _ = chmod(path, 0o700)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
            restorePermissions(path + "/" + name)
        }
    }

    /// Removes the folders of the grades still in flight: the tool is ending on a signal, its
    /// children already stopped, and their grades will never get to remove them. A grade's own
    /// thread may still write into its folder for a moment after its child was killed (which
    /// makes a removal fail on a folder that is not empty), so what is left is tried again, for
    /// at most a tenth of a second.
    static func removeInFlight() {
        for _ in 0..<10 {
            let left = inFlight.all.filter { FileManager.default.fileExists(atPath: $0.path) }
            guard !left.isEmpty else { return }
            for url in left {
                removeTree(at: url)
            }
            usleep(10_000)
        }
    }

    /// Removes the scratch folders in `parent` whose tool is no longer running (killed, or
    /// stopped by a power cut): their process id names no live process. A folder of a live tool,
    /// or of another user's (which `kill` may not signal), is left alone.
    static func removeAbandoned(in parent: URL = FileManager.default.temporaryDirectory) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            let pidText = name.dropFirst(prefix.count).prefix { $0 != "-" }
            guard let pid = pid_t(pidText), pid > 0, pid != getpid() else { continue }
            if kill(pid, 0) != 0, errno == ESRCH {
                removeTree(at: parent.appendingPathComponent(name))
            }
        }
    }
}
