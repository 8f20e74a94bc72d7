import Foundation

/// What `tca-learn lesson new` writes: a lesson that already passes `lesson check` (once its
/// solution's golden trace is written beside it), so an author starts from something that works
/// and changes it step by step.
enum LessonTemplate {
    /// Writes a new lesson `NN-slug` after the last one in `lessons`, with one exercise and its
    /// solution. Returns the lesson's folder and every file written, in order.
    static func write(_ slug: String, lessons: URL, solutions: URL) throws -> (lesson: URL, files: [URL]) {
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: lessons.path)) ?? []
        let number = (existing.compactMap { Int($0.prefix(2)) }.max() ?? 0) + 1
        let folderName = String(format: "%02d-%@", number, slug)
        let lesson = lessons.appendingPathComponent(folderName)
        guard !FileManager.default.fileExists(atPath: lesson.path) else {
            throw PathError.lessonExists(displayPath(lesson))
        }
        let exercise = lesson.appendingPathComponent("01-first")
        let solution = solutions.appendingPathComponent(folderName).appendingPathComponent("01-first")
        let files: [(URL, String)] = [
            (lesson.appendingPathComponent("lesson.json"), lessonJSON(slug)),
            (lesson.appendingPathComponent("README.md"), lessonText(slug)),
            (lesson.appendingPathComponent("README.ko.md"), lessonTextKorean(slug)),
            (exercise.appendingPathComponent("exercise.json"), exerciseJSON(slug)),
            (exercise.appendingPathComponent("README.md"), instructions),
            (exercise.appendingPathComponent("README.ko.md"), instructionsKorean),
            (exercise.appendingPathComponent("EXPLANATION.md"), explanation),
            (exercise.appendingPathComponent("EXPLANATION.ko.md"), explanationKorean),
            (exercise.appendingPathComponent("Counter.swift"), starter),
            (exercise.appendingPathComponent("tests/Checks.swift"), checks),
            (solution.appendingPathComponent("Counter.swift"), self.solution),
        ]
        for (url, text) in files {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return (lesson, files.map(\.0))
    }

    static func lessonJSON(_ slug: String) -> String {
        """
        {
          "title": { "en": "\(slug): a new lesson", "ko": "\(slug): 새 강의" },
          "summary": { "en": "One sentence on what this lesson teaches.", "ko": "이 강의가 가르치는 것을 한 문장으로." }
        }

        """
    }

    static func lessonText(_ slug: String) -> String {
        "# \(slug)\n\nThe lesson's explanation: the idea, a small example, a render-tree drawing where it helps.\n"
    }

    static func lessonTextKorean(_ slug: String) -> String {
        "# \(slug)\n\n강의 설명: 핵심 개념, 작은 예제, 도움이 되면 렌더 트리 그림.\n"
    }

    static func exerciseJSON(_ slug: String) -> String {
        """
        {
          "id": "\(slug)-first",
          "title": { "en": "A counter that counts", "ko": "숫자가 올라가는 카운터" },
          "kind": "complete-the-code",
          "files": ["Counter.swift"],
          "tests": ["Checks.swift"],
          "timeLimitSeconds": 10,
          "hints": [
            { "en": "A nudge.", "ko": "살짝 방향만." },
            { "en": "Nearly the answer.", "ko": "거의 정답." }
          ],
          "checks": [
            { "id": "counts-taps", "points": 1,
              "title": { "en": "Each tap adds one", "ko": "탭할 때마다 1씩 올라간다" },
              "concept": { "en": "The idea this check tests, named as the misconception it catches.", "ko": "이 체크가 확인하는 개념(잡아내는 오해)." } }
          ],
          "starterFails": ["counts-taps"]
        }

        """
    }

    static let instructions = "# A counter that counts\n\nWhat the learner should do, and what to look for in the trace.\n"
    static let instructionsKorean = "# 숫자가 올라가는 카운터\n\n학습자가 할 일과 트레이스에서 볼 것.\n"

    static let explanation = """
        # What just happened

        Shown once the exercise passes: why the fix works, told with the trace the learner has just
        seen. The answer belongs here, never in README.md.

        """
    static let explanationKorean = """
        # 방금 일어난 일

        연습 문제를 통과하면 보여 줍니다. 방금 본 트레이스로 왜 이렇게 고치면 되는지 설명하세요.
        정답은 README.md가 아니라 여기에 씁니다.

        """

    static let starter = """
        import SwiftUI

        struct Counter: View {
            private let value = 0

            var body: some View {
                Button("Increment: \\(value)") {}
            }
        }

        """

    static let solution = """
        import SwiftUI

        struct Counter: View {
            @State private var value = 0

            var body: some View {
                Button("Increment: \\(value)") { value += 1 }
            }
        }

        """

    static let checks = """
        import LessonTesting
        import SwiftUI

        @MainActor
        func hiddenChecks(_ grade: Grade) {
            grade.check("counts-taps") { t in
                let host = ViewHost(Counter())
                try host.tap("Increment: 0")
                t.expectEqual(host.texts, ["Increment: 1"], Message(en: "the title after one tap", ko: "한 번 탭한 뒤의 제목"))
            }
        }

        """
}
