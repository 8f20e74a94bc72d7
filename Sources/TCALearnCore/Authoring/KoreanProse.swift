import Foundation

/// Code names left bare in Korean prose. A Korean sentence reads a name like `count` as code only
/// when it is quoted: `count를` runs an English identifier into a Korean particle and reads as a
/// typo, where `` `count`를 `` reads as the property. So in every Korean text of a course, outside
/// code spans, code blocks and links, a lower-case ASCII name directly followed by Hangul is
/// reported. Capitalised words are left alone: they are mostly product and type names (`SwiftUI가`,
/// `Xcode의`), which Korean technical writing leaves bare.
enum KoreanProse {
    /// Apple's lower-case product names, which are words of the sentence, not code.
    private static let productNames: Set<String> = ["iOS", "iPadOS", "macOS", "tvOS", "watchOS", "visionOS", "iPhone", "iPad"]

    /// The names left bare in `text`, in order of appearance.
    static func bareNames(in text: String) -> [String] {
        Prose.segments(of: text).flatMap { segment in
            Prose.matches(of: bareName, in: segment).map { segment.substring(with: $0.range(at: 1)) }.filter { !productNames.contains($0) }
        }
    }

    static func problems(in course: Course) -> [CourseProblem] {
        var problems: [CourseProblem] = []
        func report(_ text: String?, file: URL, field: String?) {
            guard let text else { return }
            let names = bareNames(in: text)
            guard !names.isEmpty else { return }
            let quoted = names.map { "`\($0)`" }.joined(separator: ", ")
            problems.append(CourseProblem(file: file.path, field: field, message:
                "Korean prose names code without backticks: \(quoted). Quote each name, as in \"`count`를\"."))
        }
        func reportFile(_ file: URL) {
            report(try? String(contentsOf: file, encoding: .utf8), file: file, field: nil)
        }
        for lesson in course.lessons {
            let metadata = lesson.folder.appendingPathComponent("lesson.json")
            report(lesson.title.ko, file: metadata, field: "title.ko")
            report(lesson.summary?.ko, file: metadata, field: "summary.ko")
            reportFile(lesson.folder.appendingPathComponent("README.ko.md"))
            for exercise in lesson.exercises {
                reportFile(exercise.folder.appendingPathComponent("README.ko.md"))
                reportFile(exercise.folder.appendingPathComponent("EXPLANATION.ko.md"))
                let file = exercise.folder.appendingPathComponent("exercise.json")
                report(exercise.title.ko, file: file, field: "title.ko")
                for (index, hint) in exercise.hints.enumerated() {
                    report(hint.ko, file: file, field: "hints[\(index)].ko")
                }
                for (index, check) in exercise.checks.enumerated() {
                    report(check.title.ko, file: file, field: "checks[\(index)].title.ko")
                    report(check.concept.ko, file: file, field: "checks[\(index)].concept.ko")
                }
            }
        }
        return problems
    }

    /// A lower-case name (`count`, `id`, `viewStore.send`, `reduce()`) run straight into Hangul,
    /// and not itself the tail of a longer token (`.id`, `$count`, `@State`, a path).
    private static let bareName = try! NSRegularExpression(
        pattern: #"(?<![A-Za-z0-9_`.\-/@\\$])([a-z][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*(?:\(\))?)(?=[가-힣])"#)
}
