import Foundation

/// What the learner has done, per exercise: passed or not, best score, attempts, hints seen.
/// Kept in `workbook/.progress.json` and written atomically (a temporary file renamed over the
/// old one), so a crash or Ctrl-C in the middle of a save never loses it.
public struct Progress: Codable, Sendable, Equatable {
    public struct Entry: Codable, Sendable, Equatable {
        public var passed = false
        public var bestScore = 0
        public var attempts = 0
        public var hintsShown = 0
        public var firstPassedAt: Date?
    }

    public var version = 1
    public var exercises: [String: Entry] = [:]
    /// The exercise `next` last showed; `check`, `watch` and `hint` default to it.
    public var current: String?

    public init() {}

    public func entry(_ exercise: Exercise) -> Entry {
        exercises[exercise.id] ?? Entry()
    }

    public func isPassed(_ exercise: Exercise) -> Bool {
        entry(exercise).passed
    }

    /// The first exercise, in course order, not yet passed.
    public func nextUnfinished(in course: Course) -> Exercise? {
        course.exercises.first { !isPassed($0) }
    }

    public mutating func record(_ result: GradeResult, now: Date = Date()) {
        var entry = exercises[result.exerciseID] ?? Entry()
        entry.attempts += 1
        entry.bestScore = max(entry.bestScore, result.score)
        if result.passed && !entry.passed {
            entry.passed = true
            entry.firstPassedAt = now
        }
        exercises[result.exerciseID] = entry
    }

    public mutating func recordHint(_ exercise: Exercise, level: Int) {
        var entry = exercises[exercise.id] ?? Entry()
        entry.hintsShown = max(entry.hintsShown, level)
        exercises[exercise.id] = entry
    }
}

/// Reads and writes `Progress` for a workbook.
public struct ProgressStore: Sendable {
    public var file: URL

    public init(workbook: Workbook) {
        file = workbook.root.appendingPathComponent(".progress.json")
    }

    public func load() throws -> Progress {
        guard let data = FileManager.default.contents(atPath: file.path) else { return Progress() }
        do {
            return try Self.decoder.decode(Progress.self, from: data)
        } catch {
            throw ProgressError.unreadable(file.path)
        }
    }

    public func save(_ progress: Progress) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let data = try Self.encoder.encode(progress)
        // `.atomic` writes a temporary file beside it and renames it into place.
        try data.write(to: file, options: .atomic)
    }

    /// Loads, changes and saves in one step.
    public func update(_ change: (inout Progress) -> Void) throws {
        var progress = try load()
        change(&progress)
        try save(progress)
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

enum ProgressError: Error, CustomStringConvertible {
    case unreadable(String)

    var description: String {
        switch self {
        case .unreadable(let path):
            "Your progress file \(path) could not be read (was it edited by hand?). Move it aside to start counting afresh; your exercise files are not affected."
        }
    }
}
