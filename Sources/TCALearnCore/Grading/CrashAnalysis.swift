import Foundation

/// Turns a dead program's standard error into a message a learner can act on: the runtime's own
/// words (`Fatal error: Index out of range`) and, from the backtrace, the learner's line.
enum CrashAnalysis {
    static func message(from stderr: String, termination: ChildProcess.Outcome.Termination) -> String {
        let markers = ["Fatal error:", "Precondition failed", "Assertion failed", "Unexpectedly found nil", "Program crashed:"]
        for line in stderr.split(separator: "\n") {
            for marker in markers {
                if let range = line.range(of: marker) {
                    return String(line[range.lowerBound...]).trimmingCharacters(in: .whitespaces)
                }
            }
        }
        switch termination {
        case .signalled(let signal): return "The program was stopped by signal \(signal) (\(signalName(signal)))."
        case .exited(let code): return "The program exited with code \(code) before the checks finished."
        case .timedOut: return "The program ran out of time."
        }
    }

    /// The innermost backtrace frame, or fatal-error location, that is in one of the learner's files.
    static func learnerLocation(in stderr: String, learnerFiles: [String]) -> (file: String, line: Int)? {
        for rawLine in stderr.split(separator: "\n") {
            let line = String(rawLine)
            for file in learnerFiles {
                // Backtrace frames say "… at /path/File.swift:12:5"; fatalError says "/path/File.swift:12: Fatal error".
                guard let range = line.range(of: file + ":") else { continue }
                let digits = line[range.upperBound...].prefix { $0.isNumber }
                if let number = Int(digits) { return (file, number) }
            }
        }
        return nil
    }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case 4: "illegal instruction: usually a Swift runtime trap such as fatalError or an out-of-range index"
        case 6: "abort"
        case 9: "killed: usually the memory limit"
        case 11: "segmentation fault: often an endless recursion"
        case 25: "file size limit: far too much output"
        default: "signal \(signal)"
        }
    }
}
