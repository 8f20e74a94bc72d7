import Foundation

/// A course: lessons in order, each with its exercises in order. Loaded from `Lessons/` by
/// `CourseLoader`; the order is the order of the folder names (`01-state`, `02-binding`, …).
public struct Course: Sendable {
    var root: URL
    var lessons: [Lesson]

    public var exercises: [Exercise] {
        lessons.flatMap(\.exercises)
    }

    /// Finds an exercise by its id (`state-counter`), its path (`01-state/01-counter`) or the
    /// exercise folder's name (`01-counter`) when that is unambiguous.
    func exercise(named name: String) -> Exercise? {
        let trimmed = name.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        if let match = exercises.first(where: { $0.id == trimmed || $0.path == trimmed }) {
            return match
        }
        let bySlug = exercises.filter { $0.slug == trimmed }
        return bySlug.count == 1 ? bySlug[0] : nil
    }

    /// The exercise `name` was probably meant to name, for "did you mean": the one whose id, path
    /// or folder name is nearest to it (as commands and options are suggested, `nearest(to:in:)`).
    func exercise(nearestTo name: String) -> Exercise? {
        let trimmed = name.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        let names = exercises.flatMap { [($0.id, $0), ($0.path, $0), ($0.slug, $0)] }
        guard let nearest = nearest(to: trimmed, in: names.map(\.0)) else { return nil }
        return names.first { $0.0 == nearest }?.1
    }

    func lesson(named name: String) -> Lesson? {
        lessons.first { $0.slug == name || $0.slug.hasSuffix("-\(name)") }
    }

    /// The tracks the lessons name, in the order the course first names them.
    var tracks: [String] {
        var seen: Set<String> = []
        return lessons.flatMap(\.tracks).filter { seen.insert($0).inserted }
    }

    func lesson(containing exercise: Exercise) -> Lesson? {
        lessons.first { $0.slug == exercise.lessonSlug }
    }
}

struct Lesson: Sendable {
    /// The folder name, e.g. `01-state`.
    var slug: String
    var folder: URL
    var title: Localized
    var summary: Localized?
    /// The tracks the lesson belongs to (`lesson.json`'s `tracks`, e.g. `["tca-1.0"]`): a
    /// classroom's `--lessons tca-1.0` takes every lesson of the track.
    var tracks: [String] = []
    var exercises: [Exercise]

    /// The lesson's explanation: `README.md`, or `README.ko.md` in Korean.
    func textFile(_ language: Language) -> URL {
        Exercise.localizedFile(named: "README", in: folder, language: language)
    }
}

/// The kinds of exercise the course mixes.
enum ExerciseKind: String, Codable, Sendable, CaseIterable {
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
    var slug: String
    var lessonSlug: String
    var folder: URL
    var solutionFolder: URL
    var title: Localized
    var kind: ExerciseKind
    /// The files the learner edits (copied into the workbook), relative to the exercise folder.
    var files: [String]
    /// Files the learner reads but does not edit (a write-the-test exercise's feature): the
    /// grader always compiles the course's copy, relative to the exercise folder.
    var given: [String] = []
    /// Broken versions of the given files, each graded as a program of its own.
    var variants: [Variant] = []
    /// The hidden test files, relative to the exercise's `tests/` folder.
    var tests: [String]
    var timeLimitSeconds: Double
    var hints: [Localized]
    var checks: [CheckSpec]
    /// The checks the starter is meant to fail (course verification holds the starter to it).
    var starterFails: [String]
    /// The checks whose traces a pass shows: the ones `EXPLANATION.md` talks about (by default
    /// the last check).
    var passTraces: [String] = []
    /// Predict-the-trace: the top-level `let`s of the starter whose literals the learner writes;
    /// everything else in the files is fixed (`Predictions`).
    var predictions: [String] = []

    /// `01-state/01-counter`: how the exercise is named on the command line and in the workbook.
    var path: String { "\(lessonSlug)/\(slug)" }

    var totalPoints: Int { checks.reduce(0) { $0 + $1.points } }

    func instructionsFile(_ language: Language) -> URL {
        Self.localizedFile(named: "README", in: folder, language: language)
    }

    var testsFolder: URL { folder.appendingPathComponent("tests") }

    /// What just happened and why, shown once the exercise passes (`EXPLANATION.md`, or
    /// `EXPLANATION.ko.md` in Korean); nil when the exercise has none. Kept apart from the
    /// instructions so that they never answer their own exercise.
    func explanationFile(_ language: Language) -> URL? {
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("EXPLANATION.md").path) else { return nil }
        return Self.localizedFile(named: "EXPLANATION", in: folder, language: language)
    }

    static func localizedFile(named name: String, in folder: URL, language: Language) -> URL {
        let english = folder.appendingPathComponent("\(name).md")
        guard language != .en else { return english }
        let translated = folder.appendingPathComponent("\(name).\(language.rawValue).md")
        return FileManager.default.fileExists(atPath: translated.path) ? translated : english
    }
}

/// A broken version of a write-the-test exercise's feature. It is graded as its own program, in
/// which the given files named in `replace` are swapped for the variant's files (paths relative
/// to the exercise's `tests/` folder, so that `--hidden-tests` carries them too) and only
/// `checks` run. The other checks run against the reference.
struct Variant: Codable, Sendable, Equatable {
    var id: String
    var checks: [String]
    /// Given file name → the variant's file that takes its place.
    var replace: [String: String]
}

/// One check of an exercise's hidden tests, as the metadata describes it.
struct CheckSpec: Codable, Sendable, Equatable {
    var id: String
    var points: Int
    /// What the check verifies, shown next to its result.
    var title: Localized
    /// The idea behind it, in a sentence: shown when the check fails, to name the misconception.
    var concept: Localized
}
