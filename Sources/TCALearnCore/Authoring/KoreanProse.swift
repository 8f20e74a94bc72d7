import Foundation

/// Two rules about code in Korean prose.
///
/// Code names left bare: a Korean sentence reads a name like `count` as code only
/// when it is quoted: `count를` runs an English identifier into a Korean particle and reads as a
/// typo, where `` `count`를 `` reads as the property. So in every Korean text of a course, outside
/// code spans, code blocks and links, a lower-case ASCII name directly followed by Hangul is
/// reported. Capitalised words are left alone: they are mostly product and type names (`SwiftUI가`,
/// `Xcode의`), which Korean technical writing leaves bare.
///
/// Particles in the wrong form: the particle after a code span follows the span's last sound as
/// read (AUTHORING.md). It is checked where that sound is certain: the span is a name, a labelled
/// function name (read by its last label), a number, or ends in a closure such as `{ $0 }`, and its
/// ending is one `FinalSound(certainlyOf:)` reads one way. A longer expression (`Text("Count: 0")`)
/// can be read by its head or by its tail, and is left to the writer.
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
            if !names.isEmpty {
                let quoted = names.map { "`\($0)`" }.joined(separator: ", ")
                problems.append(CourseProblem(file: file.path, field: field, message:
                    "Korean prose names code without backticks: \(quoted). Quote each name, as in \"`count`를\"."))
            }
            let particles = misreadParticles(in: text)
            if !particles.isEmpty {
                problems.append(CourseProblem(file: file.path, field: field, message:
                    "A particle after code does not follow its last sound as read: \(particles.joined(separator: ", ")) (AUTHORING.md, 조사)."))
            }
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

    /// Each code span followed by a particle in the form its certain last sound does not take,
    /// with the right form: "`observe: { $0 }`는 → `observe: { $0 }`은".
    static func misreadParticles(in text: String) -> [String] {
        // Code blocks are code, not prose: drop them (every other piece between fences).
        let prose = text.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: "\n")
        return Prose.matches(of: spanAndParticle, in: prose as NSString).compactMap { match in
            let code = (prose as NSString).substring(with: match.range(at: 1))
            let written = (prose as NSString).substring(with: match.range(at: 2))
            guard !Prose.matches(of: readableCode, in: code as NSString).isEmpty,
                  let sound = FinalSound(certainlyOf: code),
                  let particle = particles[written] else { return nil }
            let right = particle.form(after: sound)
            return right == written ? nil : "`\(code)`\(written) → `\(code)`\(right)"
        }
    }

    /// The particles whose two forms never start another word after code (이 is also the copula).
    private static let particles: [String: Particle] = [
        "은": .topic, "는": .topic, "가": .subject, "을": .object, "를": .object,
        "과": .with, "와": .with, "으로": .direction, "로": .direction,
    ]

    private static let spanAndParticle = try! NSRegularExpression(pattern: #"`([^`\n]+)`(으로|은|는|가|을|를|과|와|로)"#)

    /// Code read by its last sound without doubt: a name or labelled function name
    /// (`Visualizer.State(volume:)`, `@Binding`, `\.count`), a number, or a closure at the end
    /// (`observe: { $0 }`).
    private static let readableCode = try! NSRegularExpression(pattern:
        #"^(?:[.@$\\]*[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*(?:\((?:[A-Za-z_][A-Za-z0-9_]*:)*\))?|-?[0-9][0-9_.]*|(?:[A-Za-z_][A-Za-z0-9_]*: )?\{ *\$[0-9]+ *\})$"#)

    /// A lower-case name (`count`, `id`, `viewStore.send`, `reduce()`) run straight into Hangul,
    /// and not itself the tail of a longer token (`.id`, `$count`, `@State`, a path).
    private static let bareName = try! NSRegularExpression(
        pattern: #"(?<![A-Za-z0-9_`.\-/@\\$])([a-z][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*(?:\(\))?)(?=[가-힣])"#)
}
