import Foundation

/// A course: lessons in order, each with its exercises in order. Loaded from `Lessons/` by
/// `CourseLoader`; the order is the order of the folder names (`01-state`, `02-binding`, …).
public struct Course: Sendable {
    public var root: URL
    public var lessons: [Lesson]

    public var exercises: [Exercise] {
        lessons.flatMap(\.exercises)
    }

    /// Finds an exercise by its id (`state-counter`), its path (`01-state/01-counter`) or the
    /// exercise folder's name (`01-counter`) when that is unambiguous.
    public func exercise(named name: String) -> Exercise? {
        let trimmed = name.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        if let match = exercises.first(where: { $0.id == trimmed || $0.path == trimmed }) {
            return match
        }
        let bySlug = exercises.filter { $0.slug == trimmed }
        return bySlug.count == 1 ? bySlug[0] : nil
    }

    public func lesson(named name: String) -> Lesson? {
        lessons.first { $0.slug == name || $0.slug.hasSuffix("-\(name)") }
    }
}

public struct Lesson: Sendable {
    /// The folder name, e.g. `01-state`.
    public var slug: String
    public var folder: URL
    public var title: Localized
    public var summary: Localized?
    public var exercises: [Exercise]

    /// The lesson's explanation: `README.md`, or `README.ko.md` in Korean.
    public func textFile(_ language: Language) -> URL {
        Exercise.localizedFile(named: "README", in: folder, language: language)
    }
}

/// The kinds of exercise the course mixes.
public enum ExerciseKind: String, Codable, Sendable, CaseIterable {
    /// The starter compiles but behaves wrongly; find and fix the bug.
    case fixTheBug = "fix-the-bug"
    /// The starter leaves something out; complete it.
    case completeTheCode = "complete-the-code"
    /// Write down, in the file, what the runtime will do; the grade compares it with what it did.
    case predictTheTrace = "predict-the-trace"
    /// Write a `TestStore` test; it must pass on the real feature and fail on broken ones.
    case writeTheTest = "write-the-test"
}

public struct Exercise: Sendable {
    /// Unique in the course, e.g. `state-counter`.
    public var id: String
    /// The folder name, e.g. `01-counter`.
    public var slug: String
    public var lessonSlug: String
    public var folder: URL
    public var solutionFolder: URL
    public var title: Localized
    public var kind: ExerciseKind
    /// The files the learner edits (copied into the workbook), relative to the exercise folder.
    public var files: [String]
    /// The hidden test files, relative to the exercise's `tests/` folder.
    public var tests: [String]
    public var timeLimitSeconds: Double
    public var hints: [Localized]
    public var checks: [CheckSpec]
    /// The checks the starter is meant to fail (course verification holds the starter to it).
    public var starterFails: [String]

    /// `01-state/01-counter`: how the exercise is named on the command line and in the workbook.
    public var path: String { "\(lessonSlug)/\(slug)" }

    public var totalPoints: Int { checks.reduce(0) { $0 + $1.points } }

    public func instructionsFile(_ language: Language) -> URL {
        Self.localizedFile(named: "README", in: folder, language: language)
    }

    public var testsFolder: URL { folder.appendingPathComponent("tests") }

    static func localizedFile(named name: String, in folder: URL, language: Language) -> URL {
        let english = folder.appendingPathComponent("\(name).md")
        guard language != .en else { return english }
        let translated = folder.appendingPathComponent("\(name).\(language.rawValue).md")
        return FileManager.default.fileExists(atPath: translated.path) ? translated : english
    }
}

/// One check of an exercise's hidden tests, as the metadata describes it.
public struct CheckSpec: Codable, Sendable, Equatable {
    public var id: String
    public var points: Int
    /// What the check verifies, shown next to its result.
    public var title: Localized
    /// The idea behind it, in a sentence: shown when the check fails, to name the misconception.
    public var concept: Localized
}
