import Foundation

/// Turns a dead program's standard error into a message a learner can act on: the runtime's own
/// words (`Fatal error: Index out of range`) and, from the crash's frames, the learner's line.
enum CrashAnalysis {
    /// What a program that stopped early left behind: why it stopped, the runtime's message, and
    /// the learner's line when the message or a backtrace names one.
    static func report(stderr: String, termination: ChildProcess.Outcome.Termination, learnerFiles: [String]) -> CrashReport {
        let cause: CrashReport.Cause = switch termination {
        case .signalled(let signal): .signal(signal)
        case .exited(let code): .exit(code)
        // A program stopped at its time limit is reported as timed out, not as crashed.
        case .timedOut: .signal(SIGKILL)
        }
        let location = learnerLocation(in: stderr, learnerFiles: learnerFiles)
        return CrashReport(cause: cause, runtimeMessage: runtimeMessage(in: stderr), file: location?.file, line: location?.line, checkID: nil)
    }

    /// Whether standard error holds the Swift runtime's report of a trap (as opposed to a
    /// program that chose its exit code, like an XCTest run whose tests failed).
    static func reportsCrash(_ stderr: String) -> Bool {
        runtimeMessage(in: stderr) != nil
    }

    /// The Swift runtime's own words about the crash, e.g. `Fatal error: Index out of range`.
    static func runtimeMessage(in stderr: String) -> String? {
        let markers = ["Fatal error:", "Precondition failed", "Assertion failed", "Unexpectedly found nil", "Program crashed:"]
        for line in stderr.split(separator: "\n") {
            for marker in markers {
                if let range = line.range(of: marker) {
                    return String(line[range.lowerBound...]).trimmingCharacters(in: .whitespaces)
                }
            }
        }
        return nil
    }

    /// The first crash frame (`CrashReporting`'s `tca-learn-frame` lines on standard error) in
    /// `executable` that the toolchain's symbolizer places in one of the learner's files. The
    /// executable must have line tables.
    static func learnerLocation(inFrames stderr: String, of executable: URL, learnerFiles: [String], symbolizer: String) -> (file: String, line: Int)? {
        let addresses = frames(in: stderr).filter { $0.image == executable.path }.compactMap { frame -> String? in
            // A return address points after its call; one byte back is the call's own line.
            guard let offset = UInt64(frame.offset.dropFirst(2), radix: 16), offset > 0 else { return nil }
            return "0x" + String(offset - 1, radix: 16)
        }
        guard !addresses.isEmpty, FileManager.default.isExecutableFile(atPath: symbolizer),
            let symbolized = try? ChildProcess(
                executable: symbolizer, arguments: ["--obj=\(executable.path)", "--functions=none"] + addresses, timeLimit: 30
            ).run()
        else { return nil }
        return learnerLocation(in: symbolized.stdout, learnerFiles: learnerFiles)
    }

    /// The `(image, offset)` of each frame `CrashReporting` wrote.
    static func frames(in stderr: String) -> [(image: String, offset: String)] {
        stderr.split(separator: "\n").compactMap { line in
            guard line.hasPrefix(framePrefix), let space = line.lastIndex(of: " ") else { return nil }
            let image = line[line.index(line.startIndex, offsetBy: framePrefix.count)..<space]
            return (String(image), String(line[line.index(after: space)...]))
        }
    }

    /// Standard error without `CrashReporting`'s frame lines: what a person reads.
    static func withoutFrames(_ stderr: String) -> String {
        stderr.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix(framePrefix) }.joined(separator: "\n")
    }

    private static let framePrefix = "tca-learn-frame "

    /// The innermost backtrace frame, or fatal-error location, that is in one of the learner's files.
    /// Line 0 is code the compiler made (an implicit initializer, a thunk) and names no line the
    /// learner wrote: such a frame is passed over for the next one.
    static func learnerLocation(in stderr: String, learnerFiles: [String]) -> (file: String, line: Int)? {
        for rawLine in stderr.split(separator: "\n") {
            let line = String(rawLine)
            for file in learnerFiles {
                // Backtrace frames say "… at /path/File.swift:12:5"; fatalError says "/path/File.swift:12: Fatal error".
                guard let range = line.range(of: file + ":") else { continue }
                let digits = line[range.upperBound...].prefix { $0.isNumber }
                if let number = Int(digits), number > 0 { return (file, number) }
            }
        }
        return nil
    }
}
