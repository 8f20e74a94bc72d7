import Foundation

/// The learner's own copies of the exercise files, kept apart from `Lessons/` (and out of git).
///
/// `workbook/01-state/01-counter/Counter.swift` is what the learner edits and what `check` grades.
/// The tool never overwrites a learner's edit without keeping a copy: `reset` moves the current
/// version into `workbook/.backups/` first.
struct Workbook: Sendable {
    var root: URL

    init(root: URL) {
        self.root = root
    }

    func folder(for exercise: Exercise) -> URL {
        root.appendingPathComponent(exercise.lessonSlug).appendingPathComponent(exercise.slug)
    }

    func files(for exercise: Exercise) -> [URL] {
        exercise.files.map { folder(for: exercise).appendingPathComponent($0) }
    }

    /// When the learner last saved one of `exercise`'s files; nil when they have none.
    func lastSaved(_ exercise: Exercise) -> Date? {
        files(for: exercise).compactMap {
            (try? FileManager.default.attributesOfItem(atPath: $0.path))?[.modificationDate] as? Date
        }.max()
    }

    /// Copies any starter file the learner does not have yet; never touches one that exists.
    /// Returns the files it created.
    @discardableResult
    func ensureCopy(of exercise: Exercise) throws -> [URL] {
        let folder = folder(for: exercise)
        var created: [URL] = []
        // The given files too, to read beside the learner's (the grader uses the course's copies).
        for name in exercise.files + exercise.given {
            let target = folder.appendingPathComponent(name)
            guard !FileManager.default.fileExists(atPath: target.path) else { continue }
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: exercise.folder.appendingPathComponent(name), to: target)
            } catch {
                throw WorkbookError(writing: target.path, error)
            }
            created.append(target)
        }
        return created
    }

    /// Puts the starter files back, first moving the learner's versions to a time-stamped backup
    /// folder. Returns that folder, or nil when there was nothing to back up.
    func reset(_ exercise: Exercise, now: Date = Date()) throws -> URL? {
        let existing = files(for: exercise).filter { FileManager.default.fileExists(atPath: $0.path) }
        var backup: URL?
        if !existing.isEmpty {
            let stamp = Self.stampFormatter.string(from: now)
            let destination = root.appendingPathComponent(".backups")
                .appendingPathComponent(exercise.lessonSlug).appendingPathComponent(exercise.slug)
                .appendingPathComponent(stamp)
            do {
                try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
                for file in existing {
                    try FileManager.default.moveItem(at: file, to: destination.appendingPathComponent(file.lastPathComponent))
                }
            } catch {
                throw WorkbookError(writing: destination.path, error)
            }
            backup = destination
        }
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

/// The workbook could not be written, said plainly: which file, why in a word, and what to do
/// (never Foundation's error dump).
struct WorkbookError: ToolError {
    enum Reason: Sendable, Equatable {
        case readOnly
        case diskFull
        case other(String)
    }

    var path: String
    var reason: Reason

    init(writing path: String, errno code: Int32) {
        self.path = path
        reason = Self.reason(errno: code)
    }

    /// From an error Foundation threw while writing `path`.
    init(writing path: String, _ error: any Error) {
        self.path = path
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            reason = Self.reason(errno: Int32(underlying.code))
        } else if error.domain == NSPOSIXErrorDomain {
            reason = Self.reason(errno: Int32(error.code))
        } else if error.domain == NSCocoaErrorDomain, [CocoaError.fileWriteNoPermission, .fileWriteVolumeReadOnly].map(\.rawValue).contains(error.code) {
            reason = .readOnly
        } else if error.domain == NSCocoaErrorDomain, error.code == CocoaError.fileWriteOutOfSpace.rawValue {
            reason = .diskFull
        } else {
            reason = .other(error.localizedDescription)
        }
    }

    private static func reason(errno code: Int32) -> Reason {
        switch code {
        case EACCES, EPERM, EROFS: .readOnly
        case ENOSPC, EDQUOT: .diskFull
        default: .other(String(cString: strerror(code)))
        }
    }
}
