import Foundation

/// What the learner has done, per exercise: passed or not, best score, attempts, hints seen.
/// Kept in `workbook/.progress.json` (see `ProgressStore`).
struct Progress: Codable, Sendable, Equatable {
    struct Entry: Codable, Sendable, Equatable {
        var passed = false
        var bestScore = 0
        var attempts = 0
        var hintsShown = 0
        var firstPassedAt: Date?
        /// Predict-the-trace only: whether the first prediction graded was right. A prediction
        /// changed after seeing the runtime's answer is a correction, not a prediction, so only
        /// the first one is kept. Absent until then, and in files written before it was kept.
        var firstPredictionRight: Bool?
    }

    /// The format this tool reads and writes; a file of another version is not read as this one.
    static let currentVersion = 1

    var version = Progress.currentVersion
    var exercises: [String: Entry] = [:]
    /// The exercise `next` last showed; `check`, `watch` and `hint` default to it, passed or not.
    var current: String?
    /// When `next` (or `open`) made `current` the current exercise, to the second: a file of
    /// another exercise saved after it means the learner went back to that one without saying
    /// so. Absent in files written before it was kept.
    var currentSince: Date?
    /// The lessons whose explanation has been shown (by `next` or `watch`, on entering the
    /// lesson), in the order they were entered. Absent in files written before it was kept.
    var lessonsIntroduced: [String]?
    /// Whether a report has shown the line that explains the trace's symbols (once per learner).
    var traceLegendShown: Bool?

    init() {}

    func isIntroduced(_ lesson: Lesson) -> Bool {
        lessonsIntroduced?.contains(lesson.slug) == true
    }

    mutating func markIntroduced(_ lesson: Lesson) {
        guard !isIntroduced(lesson) else { return }
        lessonsIntroduced = (lessonsIntroduced ?? []) + [lesson.slug]
    }

    func entry(_ exercise: Exercise) -> Entry {
        exercises[exercise.id] ?? Entry()
    }

    func isPassed(_ exercise: Exercise) -> Bool {
        entry(exercise).passed
    }

    /// The first exercise, in course order, not yet passed.
    func nextUnfinished(in course: Course) -> Exercise? {
        course.exercises.first { !isPassed($0) }
    }

    /// Records a grade of an exercise; `isPrediction` says it is a predict-the-trace exercise.
    mutating func record(_ result: GradeResult, isPrediction: Bool = false, now: Date = Date()) {
        // Asked to predict first, the learner has not tried anything yet.
        if case .refused(let refusals) = result.status, refusals.allSatisfy(\.isNoPredictionYet) { return }
        var entry = exercises[result.exerciseID] ?? Entry()
        entry.attempts += 1
        if isPrediction, entry.firstPredictionRight == nil, result.status == .passed || result.status == .someChecksFailed {
            entry.firstPredictionRight = result.passed
        }
        entry.bestScore = max(entry.bestScore, result.score)
        if result.passed && !entry.passed {
            entry.passed = true
            entry.firstPassedAt = now
        }
        exercises[result.exerciseID] = entry
    }

    mutating func recordHint(_ exercise: Exercise, level: Int) {
        var entry = exercises[exercise.id] ?? Entry()
        entry.hintsShown = max(entry.hintsShown, level)
        exercises[exercise.id] = entry
    }
}

/// Reads and writes `Progress` for a workbook.
///
/// Written atomically (a temporary file renamed over the old one), so a crash or Ctrl-C in the
/// middle of a save never loses it; and changed under a lock (`update`), so several `check`s at
/// once (two terminals, an editor's task and `watch`) each keep their attempt. A file this tool
/// cannot read — broken, or of another format version — is never taken for an empty one: that
/// would overwrite the learner's record at the next save.
struct ProgressStore: Sendable {
    var file: URL

    init(workbook: Workbook) {
        file = workbook.root.appendingPathComponent(".progress.json")
    }

    /// The lock file beside the progress file (the progress file itself is replaced on each save,
    /// so it cannot carry the lock).
    var lockFile: URL { file.deletingLastPathComponent().appendingPathComponent(".progress.lock") }

    func load() throws -> Progress {
        guard FileManager.default.fileExists(atPath: file.path) else { return Progress() }
        guard let data = try? Data(contentsOf: file) else { throw ProgressError.unreadable(file.path) }
        // The version first: a newer tool's file may hold what this one would drop.
        guard let version = try? Self.decoder.decode(Version.self, from: data).version else {
            throw ProgressError.unreadable(file.path)
        }
        if version > Progress.currentVersion { throw ProgressError.newerVersion(file.path, version) }
        guard version == Progress.currentVersion, let progress = try? Self.decoder.decode(Progress.self, from: data) else {
            throw ProgressError.unreadable(file.path)
        }
        return progress
    }

    /// Reads the progress and makes sure it can be written, before a command does work whose
    /// result it will record: a grade is never shown that then cannot be kept.
    func checkUsable() throws {
        _ = try load()
        try withLock {
            // A save renames a new file into the folder, so the folder must take new files.
            let folder = file.deletingLastPathComponent().path
            guard access(folder, W_OK) == 0 else { throw WorkbookError(writing: folder, errno: errno) }
        }
    }

    /// Loads, changes and saves in one step, with no other tool's update in between; returns
    /// the progress as saved.
    @discardableResult
    func update(_ change: (inout Progress) -> Void) throws -> Progress {
        try withLock {
            var progress = try load()
            change(&progress)
            try save(progress)
            return progress
        }
    }

    private func save(_ progress: Progress) throws {
        do {
            // `.atomic` writes a temporary file beside it and renames it into place.
            try Self.encoder.encode(progress).write(to: file, options: .atomic)
        } catch {
            throw WorkbookError(writing: file.path, error)
        }
    }

    /// Runs `body` holding an exclusive `flock` on `lockFile`, which other tools wait for.
    private func withLock<T>(_ body: () throws -> T) throws -> T {
        let folder = file.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw WorkbookError(writing: folder.path, error)
        }
        let descriptor = open(lockFile.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw WorkbookError(writing: lockFile.path, errno: errno) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw WorkbookError(writing: lockFile.path, errno: errno) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    private struct Version: Decodable {
        var version: Int
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }()

    private static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()
}

enum ProgressError: ToolError {
    case unreadable(String)
    case newerVersion(String, Int)
}
