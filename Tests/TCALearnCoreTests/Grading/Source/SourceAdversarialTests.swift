import Foundation
import Testing
@testable import TCALearnCore

/// Attacks on the grade through the learner's source and files, each graded through the whole
/// pipeline: refused before compiling, with the file and the reason; and what is harmless (a
/// comment that mentions `FileManager`) graded as usual. The right answer is 42.
@Suite struct SourceAdversarialTests {
    /// Grades `learner` as the fixture exercise's `Answer.swift`.
    func grade(_ learner: String) throws -> GradeResult {
        var exercise = FixtureCourse.ExerciseFixture()
        exercise.starter = learner
        let fixture = try FixtureCourse(exercises: [exercise])
        defer { fixture.remove() }
        let loaded = try fixture.load().exercises[0]
        return try SharedGrader.grader.grade(loaded, learnerFolder: loaded.folder)
    }

    func refusals(_ result: GradeResult) -> [SourceRefusal] {
        guard case .refused(let refusals) = result.status else {
            Issue.record("not refused: \(result.status)")
            return []
        }
        #expect(result.checks.allSatisfy { $0.status == .notRun(.programNotRun) })
        return refusals
    }

    @Test func commentMentioningFileManagerIsAccepted() throws {
        let result = try grade("""
            // Not FileManager, not open(), not ProcessInfo: just 42. /* #filePath */
            func answer() -> Int {
                let note = "FileManager.default would be refused as code, never as text"
                return note.isEmpty ? 0 : 42
            }
            """)
        #expect(result.passed, "\(result.status)")
    }

    @Test func splitStringFileAccessIsRefused() throws {
        // Writing another exercise's hidden checks, the path split so no string names it.
        let result = try grade("""
            import Foundation
            func answer() -> Int {
                let path = "Less" + "ons/01-basics/02-next/tests/" + "Checks.swift"
                try? "func hiddenChecks() {}".write(toFile: path, atomically: true, encoding: .utf8)
                return 0
            }
            """)
        let refusals = refusals(result)
        #expect(refusals.map(\.line) == [4])
        #expect(refusals.first?.reason == .files)
    }

    @Test func openAsFunctionValueIsRefused() throws {
        let result = try grade("""
            import Foundation
            let openFile: (UnsafePointer<CChar>, Int32) -> Int32
                = open
            func answer() -> Int {
                Int(openFile("/pr" + "oc/self/environ", O_RDONLY))
            }
            """)
        #expect(refusals(result).contains { $0.found == "open" && $0.line == 3 && $0.reason == .files })
    }

    @Test func moduleQualifiedCFunctionIsRefused() throws {
        let result = try grade("""
            import SwiftUI
            func answer() -> Int {
                Int(SwiftUI.system("true"))
            }
            """)
        #expect(refusals(result).map(\.found) == ["SwiftUI.system"])
    }

    @Test func symbolBindingAttributeIsRefused() throws {
        let result = try grade("""
            @_silgen_name("getppid") func parent() -> Int32
            func answer() -> Int { Int(parent()) }
            """)
        #expect(refusals(result).map(\.found) == ["_silgen_name"])
    }

    @Test func codeBeforeMainThroughSectionAndUsedIsRefused() throws {
        // Swift 6.3 spells `@_section`/`@_used` without the underscore: a function pointer in
        // `.init_array` runs before `main`, when descriptor 3 still holds the nonce.
        let result = try grade("""
            @section(".init_array") @used
            let early: @convention(c) () -> Void = { print("before the harness") }
            func answer() -> Int { 0 }
            """)
        #expect(refusals(result).map(\.found) == ["section"])
        #expect(refusals(result).first?.reason == .lowLevel)
    }

    @Test func aCSymbolOfTheLearnersOwnThroughTheCAttributeIsRefused() throws {
        // `@c(write)` defines `write` in the program: the harness's records would go through it.
        let result = try grade("""
            @c(write) func intercept(_ fd: Int32, _ bytes: OpaquePointer?, _ count: Int) -> Int { count }
            @abi(func answer2() -> Int)
            func answerToo() -> Int { 0 }
            func answer() -> Int { 0 }
            """)
        #expect(refusals(result).map(\.found) == ["c", "abi"])
    }

    @Test func symlinkToSolutionIsRefused() throws {
        let fixture = try FixtureCourse()
        defer { fixture.remove() }
        let exercise = try fixture.load().exercises[0]
        let workbook = fixture.root.appendingPathComponent("workbook/01-basics/01-sample")
        try FileManager.default.createDirectory(at: workbook, withIntermediateDirectories: true)
        let learnerFile = workbook.appendingPathComponent("Answer.swift")
        try FileManager.default.createSymbolicLink(
            atPath: learnerFile.path, withDestinationPath: "../../../Solutions/01-basics/01-sample/Answer.swift")
        let result = try SharedGrader.grader.grade(exercise, learnerFolder: workbook)
        let refusals = refusals(result)
        #expect(refusals.map(\.reason) == [.file(.symbolicLink)])
        #expect(refusals.first?.file == learnerFile.path)
        #expect(refusals.first?.line == nil)
        let report = GradeReport(style: Style(color: false, language: .en), exercise: exercise, result: result).render()
        #expect(report.contains("`Answer.swift` is a symbolic link"))
        #expect(!report.contains("{ 42 }"), "the report shows nothing of the solution")
    }

    @Test func exerciseFolderLinkedToTheSolutionsIsRefused() throws {
        let fixture = try FixtureCourse()
        defer { fixture.remove() }
        let exercise = try fixture.load().exercises[0]
        let lesson = fixture.root.appendingPathComponent("workbook/01-basics")
        try FileManager.default.createDirectory(at: lesson, withIntermediateDirectories: true)
        let folder = lesson.appendingPathComponent("01-sample")
        try FileManager.default.createSymbolicLink(at: folder, withDestinationURL: exercise.solutionFolder)
        let result = try SharedGrader.grader.grade(exercise, learnerFolder: folder)
        #expect(refusals(result).map(\.reason) == [.file(.folderIsLink)])
    }

    /// A submission's `workbook` committed as a link to the grader's `Solutions/` beside it (CI
    /// checks the grader out next to the submission): its lesson and exercise folders are real.
    @Test func aWorkbookLinkedToTheSolutionsIsRefusedByGrade() throws {
        let fixture = try FixtureCourse()
        defer { fixture.remove() }
        let course = try fixture.load()
        let submission = fixture.root.appendingPathComponent("submission")
        try FileManager.default.createDirectory(at: submission, withIntermediateDirectories: true)
        let workbook = submission.appendingPathComponent("workbook")
        try FileManager.default.createSymbolicLink(atPath: workbook.path, withDestinationPath: "../Solutions")
        for named in [workbook, URL(fileURLWithPath: workbook.path + "/")] {
            let plan = try WorkbookGrading.Plan(course: course, exercises: course.exercises, workbook: Workbook(root: named), hiddenTests: nil)
            let graded = WorkbookGrading(grader: SharedGrader.grader).grade(plan)
            #expect(graded.score == 0)
            #expect(refusals(graded[0].result).map(\.reason) == [.file(.workbookIsLink)])
            #expect(refusals(graded[0].result).first?.found == workbook.path)
        }
        // The same workbook as a real folder is graded: the solution passes.
        try FileManager.default.removeItem(at: workbook)
        try FileManager.default.copyItem(at: fixture.root.appendingPathComponent("Solutions"), to: workbook)
        let plan = try WorkbookGrading.Plan(course: course, exercises: course.exercises, workbook: Workbook(root: workbook), hiddenTests: nil)
        #expect(WorkbookGrading(grader: SharedGrader.grader).grade(plan).allPassed)
    }

    @Test func aFileOverTheSizeLimitIsRefusedBeforeCompiling() throws {
        let padding = String(repeating: "// padding to keep the compiler busy\n", count: 8_000)
        let result = try grade(padding + "func answer() -> Int { 42 }\n")
        let refusals = refusals(result)
        #expect(refusals.map(\.reason) == [.file(.tooLarge(bytes: padding.utf8.count + 28))])
        #expect(result.compileSeconds == 0)
    }

    @Test func compileErrorsAndCrashesNameTheLearnersFileNotTheCopy() throws {
        let fixture = try FixtureCourse(exercises: [{
            var exercise = FixtureCourse.ExerciseFixture()
            exercise.starter = "func answer() -> Int {\n    return nope\n}\n"
            return exercise
        }()])
        defer { fixture.remove() }
        let exercise = try fixture.load().exercises[0]
        let result = try SharedGrader.grader.grade(exercise, learnerFolder: exercise.folder)
        #expect(result.status == .didNotCompile)
        #expect(result.diagnostics.first { $0.origin == .learner }?.file == exercise.folder.appendingPathComponent("Answer.swift").path)
        #expect(result.diagnostics.first?.line == 2)
    }
}

/// The learner's files as the grader copies them, one kind of file at a time.
@Suite struct LearnerFilesTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tca-learn-files-\(UUID().uuidString)")

    func copy(_ names: [String]) throws -> LearnerFiles.Outcome {
        try LearnerFiles.copy(names, from: folder, into: folder.appendingPathComponent("scratch"))
    }

    @Test func aRegularFileIsCopiedAndRead() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "let x = 1 // 한글\n".write(to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        guard case .copied(let files) = try copy(["A.swift"]) else { Issue.record("not copied"); return }
        #expect(files.map(\.original.lastPathComponent) == ["A.swift"])
        #expect(try String(contentsOf: files[0].copy, encoding: .utf8) == "let x = 1 // 한글\n")
        #expect(files[0].source.tokens.map(\.text) == ["let", "x", "=", "1"])
    }

    @Test func aPipeIsRefusedWithoutBlocking() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(mkfifo(folder.appendingPathComponent("A.swift").path, 0o600) == 0)
        guard case .refused(let refusals) = try copy(["A.swift"]) else { Issue.record("not refused"); return }
        #expect(refusals.map(\.reason) == [.file(.notARegularFile)])
    }

    @Test func aFolderAndNonUTF8TextAreRefusedAndMissingFilesListed() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("B.swift"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data([0x6C, 0x65, 0x74, 0xFF, 0xFE]).write(to: folder.appendingPathComponent("C.swift"))
        guard case .refused(let refusals) = try copy(["B.swift", "C.swift"]) else { Issue.record("not refused"); return }
        #expect(refusals.map(\.reason) == [.file(.notARegularFile), .file(.notUTF8)])
        guard case .missing(let names) = try copy(["B.swift", "D.swift"]) else { Issue.record("not missing"); return }
        #expect(names == ["D.swift"])
    }
}

/// What a killed tool leaves in the temporary folder is removed by the next one.
@Suite struct ScratchTests {
    @Test func foldersOfDeadToolsAreRemovedOthersKept() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("tca-learn-scratch-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: parent) }
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/sh")
        finished.arguments = ["-c", "exit 0"]
        try finished.run()
        finished.waitUntilExit()
        let names = [
            "\(Scratch.prefix)\(finished.processIdentifier)-dead", "\(Scratch.prefix)\(getpid())-mine",
            "\(Scratch.prefix)1-init", "tca-learn-fixture-other",
        ]
        for name in names {
            try FileManager.default.createDirectory(at: parent.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        Scratch.removeAbandoned(in: parent)
        let left = try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted()
        #expect(left == names.dropFirst().sorted())
    }
}
