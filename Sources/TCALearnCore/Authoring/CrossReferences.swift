import Foundation

/// References in a course's texts to lessons and exercises that do not exist. A lesson's text
/// that promises "exercise 4" or "lesson 7's first exercise" goes stale when exercises move, and
/// the learner is sent looking for something that is not there. Read in every text of the course,
/// in both languages, outside code:
///
/// - `lesson 5`, `5강`: a lesson numbered 5;
/// - `lesson 5's exercise 4`, `lesson 5's second exercise`, `5강의 연습 문제 4`,
///   `5강의 두 번째 연습 문제`: that exercise of lesson 5;
/// - `exercise 4`, `연습 문제 4` on its own: the fourth exercise of the lesson the text belongs to;
/// - `05-binding-reducer/03-catch-all-first`: an exercise by its path.
///
/// Lessons and exercises are numbered by the number their folder names start with.
enum CrossReferences {
    /// Every stale reference of the course, one problem per text that has any.
    static func problems(in course: Course) -> [CourseProblem] {
        let index = Index(course)
        var problems: [CourseProblem] = []
        func report(_ text: String?, lesson: Lesson, file: URL, field: String?) {
            guard let text else { return }
            let stale = staleReferences(in: text, lesson: lesson, index: index)
            guard !stale.isEmpty else { return }
            let listed = stale.map { "\"\($0)\"" }.joined(separator: ", ")
            problems.append(CourseProblem(file: file.path, field: field, message:
                "The text refers to what the course does not have: \(listed). Point it at a lesson or exercise that exists, or say it without a number."))
        }
        for lesson in course.lessons {
            let metadata = lesson.folder.appendingPathComponent("lesson.json")
            report(lesson.summary?.en, lesson: lesson, file: metadata, field: "summary.en")
            report(lesson.summary?.ko, lesson: lesson, file: metadata, field: "summary.ko")
            for name in ["README.md", "README.ko.md"] {
                let file = lesson.folder.appendingPathComponent(name)
                report(try? String(contentsOf: file, encoding: .utf8), lesson: lesson, file: file, field: nil)
            }
            for exercise in lesson.exercises {
                for name in ["README.md", "README.ko.md", "EXPLANATION.md", "EXPLANATION.ko.md"] + exercise.files + exercise.given {
                    let file = exercise.folder.appendingPathComponent(name)
                    report(try? String(contentsOf: file, encoding: .utf8), lesson: lesson, file: file, field: nil)
                }
                let file = exercise.folder.appendingPathComponent("exercise.json")
                for (index, hint) in exercise.hints.enumerated() {
                    report(hint.en, lesson: lesson, file: file, field: "hints[\(index)].en")
                    report(hint.ko, lesson: lesson, file: file, field: "hints[\(index)].ko")
                }
                for (index, check) in exercise.checks.enumerated() {
                    report(check.concept.en, lesson: lesson, file: file, field: "checks[\(index)].concept.en")
                    report(check.concept.ko, lesson: lesson, file: file, field: "checks[\(index)].concept.ko")
                }
            }
        }
        return problems
    }

    /// The references in `text`, read as written in `lesson`, that point nowhere.
    static func staleReferences(in text: String, lesson: Lesson, index: Index) -> [String] {
        let here = number(of: lesson.slug)
        var stale: [String] = []
        for segment in Prose.segments(of: text) {
            var claimed: [NSRange] = []
            func overlapsClaimed(_ range: NSRange) -> Bool {
                claimed.contains { NSIntersectionRange($0, range).length > 0 }
            }
            // Longest forms first, so that "lesson 5's exercise 4" is not also read as "exercise 4" of this lesson.
            for match in Prose.matches(of: exerciseOfLesson, in: segment) {
                claimed.append(match.range)
                let lessonNumber = Int(segment.substring(with: firstRange(of: match, in: lessonGroups)))
                let exerciseNumber = exerciseNumber(in: match, of: segment)
                if let lessonNumber, let exerciseNumber, !index.has(exercise: exerciseNumber, inLesson: lessonNumber) {
                    stale.append(segment.substring(with: match.range))
                }
            }
            for match in Prose.matches(of: exerciseAlone, in: segment) where !overlapsClaimed(match.range) {
                claimed.append(match.range)
                let exerciseNumber = Int(segment.substring(with: firstRange(of: match, in: [1, 2])))
                if let here, let exerciseNumber, !index.has(exercise: exerciseNumber, inLesson: here) {
                    stale.append(segment.substring(with: match.range))
                }
            }
            for match in Prose.matches(of: lessonAlone, in: segment) where !overlapsClaimed(match.range) {
                let lessonNumber = Int(segment.substring(with: firstRange(of: match, in: [1, 2])))
                if let lessonNumber, !index.has(lesson: lessonNumber) {
                    stale.append(segment.substring(with: match.range))
                }
            }
            for match in Prose.matches(of: exercisePath, in: segment) {
                let path = segment.substring(with: match.range)
                if !index.paths.contains(path) { stale.append(path) }
            }
        }
        return stale
    }

    /// The course's lessons and exercises by number.
    struct Index {
        var exerciseNumbers: [Int: Set<Int>] = [:]
        var paths: Set<String> = []

        init(_ course: Course) {
            for lesson in course.lessons {
                guard let lessonNumber = number(of: lesson.slug) else { continue }
                exerciseNumbers[lessonNumber] = Set(lesson.exercises.compactMap { number(of: $0.slug) })
                for exercise in lesson.exercises { paths.insert(exercise.path) }
            }
        }

        func has(lesson: Int) -> Bool { exerciseNumbers[lesson] != nil }
        func has(exercise: Int, inLesson lesson: Int) -> Bool { exerciseNumbers[lesson]?.contains(exercise) ?? false }
    }

    /// `05-binding-reducer` → 5.
    static func number(of slug: String) -> Int? {
        Int(slug.prefix { $0.isNumber })
    }

    private static let ordinals = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"]
    private static let koreanOrdinals = ["첫", "두", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉", "열"]

    /// Groups: 1 lesson, 2 exercise number, 3 ordinal (`lesson 5's …`); 4 exercise, 5 lesson
    /// (`exercise 4 of lesson 5`); 6 lesson, 7 number, 8 ordinal (`5강의 …`); 9 lesson, 10 number
    /// (`5강 연습 문제 4`).
    private static let exerciseOfLesson = try! NSRegularExpression(pattern:
        #"\b[Ll]esson (\d+)['’]s (?:exercise (\d+)|("# + ordinals.joined(separator: "|") + #") exercise)"#
        + #"|\b[Ee]xercise (\d+) of lesson (\d+)"#
        + #"|(\d+)강의 (?:연습 문제 (\d+)|("# + koreanOrdinals.joined(separator: "|") + #") 번째 연습 문제)"#
        + #"|(\d+)강 연습 문제 (\d+)"#)
    private static let lessonGroups = [1, 5, 6, 9]

    private static let exerciseAlone = try! NSRegularExpression(pattern: #"\b[Ee]xercises? (\d+)\b|연습 문제 (\d+)"#)
    private static let lessonAlone = try! NSRegularExpression(pattern: #"\b[Ll]essons? (\d+)\b|(?<![\d.])(\d+)강"#)
    private static let exercisePath = try! NSRegularExpression(pattern: #"\b\d\d-[a-z0-9-]+/\d\d-[a-z0-9-]+\b"#)

    private static func exerciseNumber(in match: NSTextCheckingResult, of text: NSString) -> Int? {
        for group in [2, 4, 7, 10] where match.range(at: group).location != NSNotFound {
            return Int(text.substring(with: match.range(at: group)))
        }
        for (group, words) in [(3, ordinals), (8, koreanOrdinals)] where match.range(at: group).location != NSNotFound {
            return words.firstIndex(of: text.substring(with: match.range(at: group))).map { $0 + 1 }
        }
        return nil
    }

    /// The range of the first of `groups` that took part in the match.
    private static func firstRange(of match: NSTextCheckingResult, in groups: [Int]) -> NSRange {
        groups.lazy.map { match.range(at: $0) }.first { $0.location != NSNotFound } ?? NSRange(location: 0, length: 0)
    }
}
