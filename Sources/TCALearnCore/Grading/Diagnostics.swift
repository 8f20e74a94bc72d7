import Foundation

/// Reads the compiler's messages (`-diagnostic-style llvm`: `file:line:col: error: message`, then
/// a source line and a caret line) and keeps what helps a learner: errors in their own files, and
/// errors in hidden tests (which mean "your code no longer fits what the checks use"). Messages
/// about the generated `main` and the compiler's source snippets are dropped; the reporter draws
/// its own snippet from the learner's file.
///
/// An error in code a macro wrote (a `@__swiftmacro_…` buffer) is placed where the note "in
/// expansion of macro 'X' … here" points into the learner's file: at their `@X`.
///
/// One hidden-test error is a clash instead: the checks call a name that both the learner's module
/// and the runtime (or the harness) declare, so the compiler cannot choose (`ambiguous use of
/// 'init(_:)'`, with a note at each candidate). That is reported once, at the learner's
/// declaration, as a name to change.
enum DiagnosticsParser {
    static func parse(_ output: String, learnerFiles: [String], hiddenTestFiles: [String]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var pending: Clash?
        var inExpansion: Header?
        func settle() {
            guard let clash = pending else { return }
            pending = nil
            if let learner = clash.learnerCandidate, let module = clash.otherModule {
                var diagnostic = learner
                diagnostic.severity = .error
                diagnostic.message = clash.error.message
                diagnostic.clash = Diagnostic.Clash(name: clash.name, module: RuntimeNames.learnerModuleName(module))
                if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
            } else if diagnostics.last != clash.error {
                diagnostics.append(clash.error)
            }
        }
        for line in output.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) {
            guard let header = Header(line) else { continue }
            if header.severity == .error, header.isInMacroExpansion {
                inExpansion = header
                continue
            }
            if let error = inExpansion, let macro = header.expandedMacro {
                // Nested expansions point into another generated buffer first.
                guard learnerFiles.contains(header.file) else { continue }
                inExpansion = nil
                var diagnostic = header.diagnostic(origin: .learner)
                diagnostic.severity = .error
                diagnostic.message = RuntimeNames.toLearnerNames(error.message)
                diagnostic.expandedFrom = macro
                if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
                continue
            }
            inExpansion = nil
            if header.severity == .note, var clash = pending {
                // The notes that name an ambiguity's candidates follow its error.
                if let module = header.candidateModule {
                    if module == Compiler.learnerModule, learnerFiles.contains(header.file) {
                        clash.learnerCandidate = header.diagnostic(origin: .learner)
                    } else if module != Compiler.learnerModule {
                        clash.otherModule = module
                    }
                    pending = clash
                    continue
                }
            } else {
                settle()
            }
            let origin: Diagnostic.Origin
            if learnerFiles.contains(header.file) {
                origin = .learner
            } else if hiddenTestFiles.contains(header.file) {
                // Notes in hidden tests only point at our internals; errors there still matter.
                guard header.severity == .error else { continue }
                origin = .hiddenTest
            } else {
                continue
            }
            let diagnostic = header.diagnostic(origin: origin)
            if origin == .hiddenTest, let name = header.ambiguousName {
                pending = Clash(error: diagnostic, name: name)
                continue
            }
            if diagnostics.last == diagnostic { continue }
            diagnostics.append(diagnostic)
        }
        settle()
        return diagnostics
    }

    /// A hidden-test error about an ambiguous name, and what its notes said so far.
    private struct Clash {
        var error: Diagnostic
        var name: String
        var learnerCandidate: Diagnostic?
        var otherModule: String?
    }

    /// One `file:line:col: severity: message` line.
    private struct Header {
        var file: String
        var line: Int
        var column: Int
        var severity: Diagnostic.Severity
        var message: String

        init?(_ text: String) {
            // The file may itself contain colons, so parse from the severity marker backwards.
            for severity in [Diagnostic.Severity.error, .warning, .note] {
                guard let marker = text.range(of: ": \(severity.rawValue): ") else { continue }
                let location = text[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
                guard location.count >= 3, let line = Int(location[location.count - 2]),
                    let column = Int(location[location.count - 1])
                else { return nil }
                file = location.dropLast(2).joined(separator: ":")
                self.line = line
                self.column = column
                self.severity = severity
                message = String(text[marker.upperBound...])
                return
            }
            return nil
        }

        func diagnostic(origin: Diagnostic.Origin) -> Diagnostic {
            Diagnostic(
                file: file, line: line, column: column, severity: severity, message: RuntimeNames.toLearnerNames(message),
                origin: origin, unknownAttribute: unknownAttribute)
        }

        /// A buffer of code a macro wrote, which the learner never sees.
        var isInMacroExpansion: Bool {
            (file.split(separator: "/").last ?? "").hasPrefix("@__swiftmacro_")
        }

        /// `X` in `in expansion of macro 'X' on enum 'Destination' here`.
        var expandedMacro: String? {
            guard severity == .note, message.hasPrefix("in expansion of macro '") else { return nil }
            return message.split(separator: "'", omittingEmptySubsequences: false).dropFirst().first.map(String.init)
        }

        /// `X` in `unknown attribute 'X'`.
        var unknownAttribute: String? {
            guard severity == .error, message.hasPrefix("unknown attribute '") else { return nil }
            return message.split(separator: "'", omittingEmptySubsequences: false).dropFirst().first.map(String.init)
        }

        /// `X` in `ambiguous use of 'X'` or `'X' is ambiguous for type lookup in this context`.
        var ambiguousName: String? {
            guard severity == .error, message.contains("ambiguous") else { return nil }
            let quoted = message.split(separator: "'", omittingEmptySubsequences: false)
            return quoted.count >= 3 ? String(quoted[1]) : nil
        }

        /// `M` in `found this candidate in module 'M'`.
        var candidateModule: String? {
            guard let range = message.range(of: "candidate in module '") else { return nil }
            return message[range.upperBound...].split(separator: "'").first.map(String.init)
        }
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

    /// `SwiftUI` for `MiniSwiftUI`; any other module keeps its name.
    static func learnerModuleName(_ module: String) -> String {
        RuntimeCache.Build.moduleAliases.first { $0.value == module }?.key ?? module
    }
}
