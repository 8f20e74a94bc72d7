import Foundation

/// The learner's own copies of the exercise files, kept apart from `Lessons/` (and out of git).
///
/// `workbook/01-state/01-counter/Counter.swift` is what the learner edits and what `check` grades.
/// The tool never overwrites a learner's edit without keeping a copy: `reset` moves the current
/// version into `workbook/.backups/` first.
public struct Workbook: Sendable {
    public var root: URL

    public init(root: URL) {
        self.root = root
    }

    public func folder(for exercise: Exercise) -> URL {
        root.appendingPathComponent(exercise.lessonSlug).appendingPathComponent(exercise.slug)
    }

    public func files(for exercise: Exercise) -> [URL] {
        exercise.files.map { folder(for: exercise).appendingPathComponent($0) }
    }

    public func hasCopy(of exercise: Exercise) -> Bool {
        files(for: exercise).allSatisfy { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// Copies any starter file the learner does not have yet; never touches one that exists.
    /// Returns the files it created.
    @discardableResult
    public func ensureCopy(of exercise: Exercise) throws -> [URL] {
        let folder = folder(for: exercise)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var created: [URL] = []
        for name in exercise.files {
            let target = folder.appendingPathComponent(name)
            guard !FileManager.default.fileExists(atPath: target.path) else { continue }
            try FileManager.default.copyItem(at: exercise.folder.appendingPathComponent(name), to: target)
            created.append(target)
        }
        return created
    }

    /// Puts the starter files back, first moving the learner's versions to a time-stamped backup
    /// folder. Returns that folder, or nil when there was nothing to back up.
    public func reset(_ exercise: Exercise, now: Date = Date()) throws -> URL? {
        let folder = folder(for: exercise)
        let existing = files(for: exercise).filter { FileManager.default.fileExists(atPath: $0.path) }
        var backup: URL?
        if !existing.isEmpty {
            let stamp = Self.stampFormatter.string(from: now)
            let destination = root.appendingPathComponent(".backups")
                .appendingPathComponent(exercise.lessonSlug).appendingPathComponent(exercise.slug)
                .appendingPathComponent(stamp)
            try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
            for file in existing {
                try FileManager.default.moveItem(at: file, to: destination.appendingPathComponent(file.lastPathComponent))
            }
            backup = destination
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try ensureCopy(of: exercise)
        return backup
    }

    private static let stampFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd-HHmmss-SSS"
        return formatter
    }()
}
