import Foundation
import RenderTrace

/// `tca-learn play FILE.swift`: a Playground for Linux. Any Swift file that says `import SwiftUI`
/// or `import ComposableArchitecture`, top-level code allowed, compiled against the runtime and
/// run; its output, and the render trace of everything the runtime did, come back.
struct PlayResult: Sendable {
    var diagnostics: [Diagnostic]
    /// The compiler's own words when no diagnostic pointed at the file.
    var compilerOutput: String
    var compiled: Bool
    /// Compiling ran past its own limit (`Compiler.timeLimit`).
    var compileTimedOut = false
    var stdout: String
    var stderr: String
    var trace: [TraceEvent]
    var crash: CrashReport?
    var timedOut: Bool
    /// The code a program that did not crash exited with: an XCTest run (`XCTMain`) exits with 1
    /// when a test failed.
    var exitCode: Int32 = 0
    /// A test file's tests (`@Test` functions run by swift-testing), in the order they ended;
    /// nil for a program.
    var tests: [TestOutcome]?

    var succeeded: Bool { compiled && crash == nil && !timedOut && exitCode == 0 }
}

extension Grader {
    /// `tca`: the TCA release whose failure texts the runtime uses; nil: the one the code is
    /// written for (`TCAVersion.written`).
    func play(_ file: URL, timeLimit: Double, tca: TCAVersion? = nil) throws -> PlayResult {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let source = file.standardizedFileURL
        let object = scratch.url.appendingPathComponent("play.o")
        let executable = scratch.url.appendingPathComponent("play")
        // A test file (`@Test`s, no entry point, as in a test target) is run as `swift test` runs
        // it: a library with a generated entry point that runs its tests.
        let text = (try? String(contentsOf: source, encoding: .utf8)) ?? ""
        let isTestFile = TestFile.isTestFile(text)
        var inputs = [source]
        if isTestFile {
            let main = scratch.url.appendingPathComponent("TestMain.swift")
            try TestFile.entryPoint.write(to: main, atomically: true, encoding: .utf8)
            inputs.append(main)
        }
        // Line tables from the start: a crash here should always point at the learner's line.
        var compiled = try compiler.compileProgram(
            inputs, output: object, mode: isTestFile ? .library : .script, moduleName: "Playground", lineTables: true, isLearnerCode: true)
        if compiled.succeeded { compiled = try compiler.link([object], output: executable, for: [source]) }
        var result = PlayResult(
            diagnostics: [], compilerOutput: "", compiled: compiled.succeeded, stdout: "", stderr: "", trace: [],
            crash: nil, timedOut: false)
        guard compiled.succeeded else {
            result.diagnostics = DiagnosticsParser.parse(compiled.stderr + compiled.stdout, learnerFiles: [source.path], hiddenTestFiles: [])
            result.compilerOutput = compiled.stderr + compiled.stdout
            result.compileTimedOut = compiled.termination == .timedOut
            return result
        }
        // The program runs confined like a graded one: it writes only its working folder.
        let workingFolder = scratch.url.appendingPathComponent("run")
        try FileManager.default.createDirectory(at: workingFolder, withIntermediateDirectories: true)
        let traceFile = workingFolder.appendingPathComponent("trace.jsonl")
        FileManager.default.createFile(atPath: traceFile.path, contents: nil)
        let eventsFile = workingFolder.appendingPathComponent("test-events.jsonl")
        var environment = Compiler.programEnvironment(tca: tca ?? TCAVersion.written([text]))
        environment[ProgramChannels.traceFileVariable] = traceFile.path
        if isTestFile { environment[ProgramChannels.testEventsVariable] = eventsFile.path }
        let outcome = try ChildProcess(
            executable: executable.path, environment: environment, directory: workingFolder, timeLimit: timeLimit,
            confinement: Confinement.forProgram(
                files: [executable], workingFolder: workingFolder, runtime: compiler.runtime, toolchain: compiler.toolchain,
                layout: layout, mayCreateFiles: true)
        ).run()
        result.stdout = outcome.stdout
        result.stderr = CrashAnalysis.withoutFrames(outcome.stderr)
        result.timedOut = outcome.termination == .timedOut
        let decoder = JSONDecoder()
        let lines = (try? String(contentsOf: traceFile, encoding: .utf8))?.split(separator: "\n") ?? []
        result.trace = lines.compactMap { try? decoder.decode(TraceEvent.self, from: Data($0.utf8)) }
        if isTestFile {
            result.tests = TestOutcome.read(events: (try? String(contentsOf: eventsFile, encoding: .utf8)) ?? "")
        }
        if case .exited(let code) = outcome.termination, code != 0, !CrashAnalysis.reportsCrash(outcome.stderr) {
            result.exitCode = code
        } else if !result.timedOut, !outcome.succeeded {
            var crash = CrashAnalysis.report(stderr: outcome.stderr, termination: outcome.termination, learnerFiles: [source.path])
            if crash.line == nil, let location = CrashAnalysis.learnerLocation(
                inFrames: outcome.stderr, of: executable, learnerFiles: [source.path], symbolizer: compiler.toolchain.symbolizer)
            {
                crash.file = location.file
                crash.line = location.line
            }
            result.crash = crash
        }
        return result
    }
}
