import Foundation

/// Reads the compiler's messages (`-diagnostic-style llvm`: `file:line:col: error: message`, then
/// a source line and a caret line) and keeps what helps a learner: errors in their own files, and
/// errors in hidden tests (which mean "your code no longer fits what the checks use"). Messages
/// about the generated `main` and the compiler's source snippets are dropped; the reporter draws
/// its own snippet from the learner's file.
enum DiagnosticsParser {
    static func parse(_ output: String, learnerFiles: [String], hiddenTestFiles: [String]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let diagnostic = parseHeader(String(line), learnerFiles: learnerFiles, hiddenTestFiles: hiddenTestFiles)
            else { continue }
            if diagnostics.last == diagnostic { continue }
            diagnostics.append(diagnostic)
        }
        return diagnostics
    }

    private static func parseHeader(_ line: String, learnerFiles: [String], hiddenTestFiles: [String]) -> Diagnostic? {
        // file:line:col: severity: message — the file may itself contain colons, so parse from
        // the severity marker backwards.
        for severity in [Diagnostic.Severity.error, .warning, .note] {
            guard let marker = line.range(of: ": \(severity.rawValue): ") else { continue }
            let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let lineNumber = Int(location[location.count - 2]),
                let column = Int(location[location.count - 1])
            else { return nil }
            let file = location.dropLast(2).joined(separator: ":")
            let origin: Diagnostic.Origin
            if learnerFiles.contains(file) {
                origin = .learner
            } else if hiddenTestFiles.contains(file) {
                origin = .hiddenTest
            } else {
                return nil
            }
            // Notes in hidden tests only point at our internals; errors there still matter.
            if origin == .hiddenTest && severity != .error { return nil }
            let message = RuntimeNames.toLearnerNames(String(line[marker.upperBound...]))
            return Diagnostic(file: file, line: lineNumber, column: column, severity: severity, message: message, origin: origin)
        }
        return nil
    }
}

/// The runtime modules answer to SwiftUI's, Combine's and TCA's names; messages should use the
/// names the learner wrote.
enum RuntimeNames {
    static func toLearnerNames(_ text: String) -> String {
        var text = text
        for (learnerName, runtimeName) in RuntimeCache.Build.moduleAliases {
            text = text.replacingOccurrences(of: "\(runtimeName).", with: "\(learnerName).")
            text = text.replacingOccurrences(of: "'\(runtimeName)'", with: "'\(learnerName)'")
        }
        return text
    }
}
