import Foundation
import RuntimeSupport

/// `tca-learn play FILE.swift`: a Playground for Linux. Any Swift file that says `import SwiftUI`
/// or `import ComposableArchitecture`, top-level code allowed, compiled against the runtime and
/// run as a graded program is (`ProgramRun`); its output, and the render trace of everything the
/// runtime did, come back in a `ProgramResult`.
extension Grader {
    /// `tca`: the TCA release whose failure texts the runtime uses; nil: the one the code is
    /// written for (`TCAVersion.written`).
    func play(_ file: URL, timeLimit: Double, tca: TCAVersion? = nil) throws -> ProgramResult {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let source = file.standardizedFileURL
        let object = scratch.url.appendingPathComponent("play.o")
        // XCTest names its run after the folder the program is in (`CounterTests.xctest`): the
        // file's name, not the scratch folder's.
        let programFolder = scratch.url.appendingPathComponent(source.deletingPathExtension().lastPathComponent)
        try FileManager.default.createDirectory(at: programFolder, withIntermediateDirectories: true)
        let executable = programFolder.appendingPathComponent("play")
        // A test file (`@Test`s, no entry point, as in a test target) is run as `swift test` runs
        // it: a library with a generated entry point that runs its tests.
        let text = (try? String(contentsOf: source, encoding: .utf8)) ?? ""
        // So is a file of `XCTestCase`s without `XCTMain`: its tests are listed for `XCTMain` from
        // the source, as `swift test` finds them.
        let isTestFile = TestFile.isTestFile(text)
        let xcTestFile = isTestFile ? nil : XCTestFile(text)
        var inputs = [source]
        if let entryPoint = isTestFile ? TestFile.entryPoint : xcTestFile?.entryPoint {
            let main = scratch.url.appendingPathComponent("TestMain.swift")
            try entryPoint.write(to: main, atomically: true, encoding: .utf8)
            inputs.append(main)
        }
        // Line tables from the start: a crash here should always point at the learner's line.
        let start = Date()
        var compiled = try compiler.compileProgram(
            inputs, output: object, mode: inputs.count > 1 ? .library : .script, moduleName: "Playground", lineTables: true, isLearnerCode: true)
        if compiled.succeeded { compiled = try compiler.link([object], output: executable, for: [source]) }
        let compileSeconds = Date().timeIntervalSince(start)
        guard compiled.succeeded else {
            return .notBuilt(compiled, learnerFiles: [source.path], hiddenFiles: [], seconds: compileSeconds)
        }
        // The program runs confined like a graded one: it writes only its working folder.
        let workingFolder = scratch.url.appendingPathComponent("run")
        try FileManager.default.createDirectory(at: workingFolder, withIntermediateDirectories: true)
        let eventsFile = workingFolder.appendingPathComponent("test-events.jsonl")
        var environment = Compiler.programEnvironment(tca: tca ?? TCAVersion.written([text]))
        if isTestFile { environment[ProgramChannels.testEventsVariable] = eventsFile.path }
        let run = try ProgramRun(
            executable: executable, files: [executable], workingFolder: workingFolder, environment: environment, timeLimit: timeLimit,
            purpose: .play
        ).run(runtime: compiler.runtime, toolchain: compiler.toolchain, layout: layout)
        let process = run.process
        var result = ProgramResult(
            stopped: nil, stdout: process.stdout, stderr: CrashAnalysis.withoutFrames(process.stderr), trace: run.trace, issues: run.issues,
            outputWasCut: process.outputWasCut, compileSeconds: compileSeconds, runSeconds: process.seconds)
        result.ranXCTest = xcTestFile != nil || XCTestFile.callsXCTMain(text)
        if isTestFile {
            result.tests = TestOutcome.read(events: (try? String(contentsOf: eventsFile, encoding: .utf8)) ?? "")
        }
        if process.termination == .timedOut {
            result.stopped = .timedOut
        } else if case .exited(let code) = process.termination, code != 0, !CrashAnalysis.reportsCrash(process.stderr) {
            result.exitCode = code
        } else if !process.succeeded {
            var crash = ProgramRun.crash(of: process, learnerFiles: [source])
            ProgramRun.locateCrash(&crash, frames: process, executable: executable, learnerFiles: [source], toolchain: compiler.toolchain)
            result.stopped = .crashed(crash)
        }
        return result
    }
}
