import Foundation

/// Refuses learner files that reach for the grading machinery or the machine instead of the
/// lesson. The learner's code is compiled into the same program as the hidden tests, so it could
/// otherwise shadow the harness (`extension CheckContext { func expectEqual … }` makes every
/// expectation pass), forge results, or read the hidden tests' expected values from disk. No
/// exercise needs any of these, so a mention anywhere (comments included: a scan that skipped
/// comments could be fooled by a `"//"` in a string) is refused before compiling, with the line.
enum LearnerSourcePolicy {
    struct Rule {
        let pattern: NSRegularExpression
        let reason: String

        init(_ pattern: String, _ reason: String) {
            self.pattern = try! NSRegularExpression(pattern: pattern)
            self.reason = reason
        }
    }

    static let harness = "belongs to the grader; exercise code must not use or imitate it"
    static let system = "reaches outside the exercise (files, processes, environment); exercises never need it"

    static let rules: [Rule] = [
        Rule(#"\b(LessonTesting|CheckContext|GradeRunner|GradeRecord|ResultChannel|hiddenChecks|TCALearnGradeMain|IssueReporting|TraceRecorder|TCA_LEARN_RESULT_FILE)\b"#, harness),
        Rule(#"\b(FileManager|FileHandle|ProcessInfo|contentsOf|contentsOfFile|fopen|freopen|opendir|posix_spawnp?|execv[pe]?|execl[pe]?|popen|dlopen|dlsym|syscall|getenv|environ|ptrace|mmap|URLSession|InputStream|FileWrapper)\b"#, system),
        // The C library by its module's name (`Glibc.open(…)` would get past the call rule below).
        Rule(#"\b(Glibc|Darwin|Musl|SwiftGlibc|WinSDK|ucrt)\b|\bFoundation\s*\."#, system),
        // Ordinary words ("Process the tap", "fork"): refused only where they are used as code.
        Rule(#"\b(Process|NSTask|Bundle)\s*[(.]"#, system),
        Rule(#"(?<![.\w])(?<!func )(system|open|openat|fork|vfork)\s*\("#, system),
        Rule(#"/proc\b|/dev/fd\b"#, system),
        Rule(#"#(filePath|file)\b|@_silgen_name|@_cdecl|@_extern|@_section|@_used"#, system),
    ]

    /// One error per offending line, pointed at the learner's file.
    static func violations(in files: [URL]) -> [Diagnostic] {
        files.flatMap { file -> [Diagnostic] in
            guard let source = try? String(contentsOf: file, encoding: .utf8) else { return [] }
            return source.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
                let text = String(line)
                let range = NSRange(text.startIndex..., in: text)
                for rule in rules {
                    if let match = rule.pattern.firstMatch(in: text, range: range), let found = Range(match.range, in: text) {
                        return Diagnostic(
                            file: file.path, line: index + 1, column: text.distance(from: text.startIndex, to: found.lowerBound) + 1,
                            severity: .error, message: "\"\(text[found])\" is not allowed in graded code: it \(rule.reason).",
                            origin: .learner)
                    }
                }
                return nil
            }
        }
    }
}
