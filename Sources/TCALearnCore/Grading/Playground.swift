import Foundation
import RenderTrace

/// `tca-learn play FILE.swift`: a Playground for Linux. Any Swift file that says `import SwiftUI`
/// or `import ComposableArchitecture`, top-level code allowed, compiled against the runtime and
/// run; its output, and the render trace of everything the runtime did, come back.
public struct PlayResult: Sendable {
    public var diagnostics: [Diagnostic]
    /// The compiler's own words when no diagnostic pointed at the file.
    public var compilerOutput: String
    public var compiled: Bool
    public var stdout: String
    public var stderr: String
    public var trace: [TraceEvent]
    public var crash: CrashReport?
    public var timedOut: Bool

    public var succeeded: Bool { compiled && crash == nil && !timedOut }
}

extension Grader {
    public func play(_ file: URL, timeLimit: Double) throws -> PlayResult {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let source = file.standardizedFileURL
        let executable = scratch.url.appendingPathComponent("play")
        // Line tables from the start: a crash here should always point at the learner's line.
        let compiled = try compiler.compile([source], mode: .script, output: executable, lineTables: true)
        var result = PlayResult(
            diagnostics: [], compilerOutput: "", compiled: compiled.succeeded, stdout: "", stderr: "", trace: [],
            crash: nil, timedOut: false)
        guard compiled.succeeded else {
            result.diagnostics = DiagnosticsParser.parse(compiled.stderr + compiled.stdout, learnerFiles: [source.path], hiddenTestFiles: [])
            result.compilerOutput = compiled.stderr + compiled.stdout
            return result
        }
        let traceFile = scratch.url.appendingPathComponent("trace.jsonl")
        var environment = Compiler.programEnvironment(backtrace: true)
        environment["TCA_LEARN_TRACE_FILE"] = traceFile.path
        let outcome = try ChildProcess(executable: executable.path, environment: environment, timeLimit: timeLimit).run()
        result.stdout = outcome.stdout
        result.stderr = outcome.stderr
        result.timedOut = outcome.termination == .timedOut
        let decoder = JSONDecoder()
        let lines = (try? String(contentsOf: traceFile, encoding: .utf8))?.split(separator: "\n") ?? []
        result.trace = lines.compactMap { try? decoder.decode(TraceEvent.self, from: Data($0.utf8)) }
        if !result.timedOut, !outcome.succeeded {
            let location = CrashAnalysis.learnerLocation(in: outcome.stderr, learnerFiles: [source.path])
            result.crash = CrashReport(
                message: CrashAnalysis.message(from: outcome.stderr, termination: outcome.termination),
                file: location?.file, line: location?.line, checkID: nil, exitedNormally: false)
        }
        return result
    }
}
