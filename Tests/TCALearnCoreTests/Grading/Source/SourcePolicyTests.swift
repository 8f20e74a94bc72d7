import Foundation
import Testing
@testable import TCALearnCore

/// The source policy reads code, not text: what comments and strings say never counts, and what
/// code does counts however it is dressed. (Grading through the whole pipeline is in
/// `SourceAdversarialTests`; these run in microseconds.)
@Suite struct SourcePolicyTests {
    func refused(_ source: String) -> [String] {
        SourcePolicy.refusals(in: TokenizedSource(source), file: "Answer.swift").map(\.found)
    }

    func reasons(_ source: String) -> [SourceRefusal.Reason] {
        SourcePolicy.refusals(in: TokenizedSource(source), file: "Answer.swift").map(\.reason)
    }

    @Test func wordsInCommentsAndStringsAreFine() {
        #expect(refused("""
            // FileManager, ProcessInfo, open(), system("x"), #filePath, /proc/self/environ
            /* nested /* FileManager */ dlsym */
            /// Use `Process` to … (a doc comment)
            let note = "FileManager.default reads /proc; call open( or system("
            let raw = #"getenv("HOME") \\(FileManager)"#
            let multi = \"\"\"
                CommandLine.arguments, @_silgen_name, UnsafePointer
                \"\"\"
            """).isEmpty)
    }

    @Test func codeInsideAnInterpolationIsCode() {
        #expect(refused(#"let s = "home: \(ProcessInfo.processInfo.environment)""#) == ["ProcessInfo"])
    }

    @Test func splittingAStringDoesNotHideTheCall() {
        // The path is data; the call that uses it is what is refused.
        #expect(refused(#"try? "PASS".write(toFile: "Less" + "ons/x/tests/Checks.swift", atomically: true, encoding: .utf8)"#) == ["write"])
        #expect(refused(#"let text = try? String(contentsOfFile: "/pr" + "oc/self/environ")"#) == ["contentsOfFile"])
        #expect(refused(#"let data = try? Data(contentsOf: url)"#) == ["contentsOf"])
        #expect(refused(#"let read: (URL) throws -> String = String.init"#) == ["String"])
    }

    @Test func cFunctionsAsValuesQualifiedOrCalledAreRefused() {
        #expect(refused("let f = open") == ["open"])
        #expect(refused("let f = open\nfunc g() {}") == ["open"])
        #expect(refused("let f = Glibc.open") == ["Glibc"])
        #expect(refused("let fd = Foundation.open(path, O_RDONLY)") == ["Foundation.open"])
        #expect(refused("let fd = SwiftUI.open(path, O_RDONLY)") == ["SwiftUI.open"])
        #expect(refused("import func Foundation.system") == ["Foundation.system"])
        #expect(refused("let table = [system, popen]") == ["system"])
        #expect(refused("let fd = `open`(path, 0)") == ["open"])
        #expect(refused("kill(getppid(), SIGKILL)") == ["kill"])
        #expect(refused("let h = dlsym(nil, \"sys\" + \"tem\")") == ["dlsym"])
        #expect(refused("_ = (getenv)(\"TCA\")") == ["getenv"])
    }

    @Test func filesByOtherCallsAndTheStandardLibrarysUnderscoredCastsAreRefused() {
        // Each compiles, and each is a way around the file rules: a file read by an archive's path, one emptied or probed by path,
        // a program run in place of this one, and memory reinterpreted without `unsafeBitCast`.
        #expect(refused("_ = NSKeyedUnarchiver.unarchiveObject(withFile: path)") == ["withFile"])
        #expect(refused("_ = truncate(\"tests/Checks.swift\", 0)") == ["truncate"])
        #expect(refused("let io = DispatchIO(type: .stream, path: \"/proc/self/mem\", oflag: 0, mode: 0, queue: .main) { _ in }") == ["DispatchIO"])
        #expect(refused("_ = renameat(0, a, 0, b)") == ["renameat"])
        #expect(refused("_ = execveat(0, \"\", nil, nil, 0)") == ["execveat"])
        #expect(refused("let fd = memfd_create(\"x\", 0)") == ["memfd_create"])
        #expect(refused("let x = _unsafeReferenceCast(a, to: B.self)") == ["_unsafeReferenceCast"])
        #expect(refused("let frames = Thread.callStackSymbols") == ["callStackSymbols"])
        #expect(refused("let shared = shmget(0x7ca, 8, 0o1600)") == ["shmget"])
        #expect(refused("let queue = mq_open(\"/tca\", O_RDWR)") == ["mq_open"])
        #expect(refused("import _Backtracing\nlet b = try? Backtrace.capture()") == ["_Backtracing", "Backtrace"])
        #expect(refused("let p = _getUnsafePointerToStoredProperties(object)") == ["_getUnsafePointerToStoredProperties"])
        // Names learner code uses for its own: Observation's `access(keyPath:)`, a `remove`.
        #expect(refused("access(keyPath: \\.volume)\nremove(item)\nlet stat = 3\nlet _count = 0") == [])
    }

    @Test func declarationsLabelsMembersAndCasesNamedLikeCFunctionsAreFine() {
        #expect(refused("""
            enum Door { case open, closed }
            enum State { case closed, open(Int), locked }
            open class Base { open func open() {} }
            struct Panel { var isOpen = false; func open(door: Int) {} }
            func move(open: Bool, _ system: Int, fd open2: Int) {}
            let door = Door.closed
            let state: Door = .open
            model.open(); self.close(); panel.system = 1
            list.map { open in 1 }
            Font.system(size: 12)
            """).isEmpty)
    }

    @Test func namesOfTheMachineAreRefusedAnywhereInCode() {
        #expect(refused("let m = FileManager.default") == ["FileManager"])
        #expect(refused("let a = CommandLine.arguments[0]") == ["CommandLine"])
        #expect(refused("try Process.run(url, arguments: [])") == ["Process"])
        #expect(refused("import LessonTesting") == ["LessonTesting"])
        #expect(refused("extension CheckContext {}") == ["CheckContext"])
        #expect(refused("let p = UnsafeRawPointer(bitPattern: 0x1000)") == ["UnsafeRawPointer"])
        #expect(refused("x.withCString { strlen($0) }") == ["withCString"])
        #expect(refused("let type = NSClassFromString(\"NSFile\" + \"Manager\")") == ["NSClassFromString"])
    }

    /// The runtime's own failure routing and the harness's records are machinery: code that names
    /// them could swallow its failures or forge a result. `IssueReporting` is swift-issue-reporting's
    /// module, which real TCA code imports, so it is not one of them.
    @Test func theRuntimesMachineryIsRefusedButNotTheLibraryNamesItStandsFor() {
        #expect(refused("IssueRouter.setHandler(nil)") == ["IssueRouter"])
        #expect(refused("import RuntimeSupport") == ["RuntimeSupport"])
        #expect(refused("import GradeRecords") == ["GradeRecords"])
        #expect(refused("import IssueReporting").isEmpty)
    }

    @Test func attributesAndDirectivesThatReachBelowSwift() {
        #expect(refused("@_silgen_name(\"system\") func run(_ command: String) -> Int32") == ["_silgen_name"])
        #expect(refused("@ _cdecl(\"f\") func f() {}") == ["_cdecl"])
        #expect(refused("@_extern(c) func f()") == ["_extern"])
        #expect(refused("@_section(\"x\") let v = 1") == ["_section"])
        #expect(refused("let path = #filePath") == ["#filePath"])
        #expect(refused("let path = #file") == ["#file"])
        #expect(refused("#sourceLocation(file: \"x\", line: 1)") == ["#sourceLocation"])
        #expect(refused("let id = #fileID; @MainActor func f() {}").isEmpty)
        #expect(reasons("let r = #/a/#") == [.regexLiteral])
    }

    @Test func oneRefusalPerLineAtItsColumn() {
        let refusals = SourcePolicy.refusals(in: TokenizedSource("let a = 1\n  let m = FileManager.default; let p = ProcessInfo.processInfo\n"), file: "A.swift")
        #expect(refusals.map(\.line) == [2])
        #expect(refusals.first?.column == 11)
        #expect(refusals.first?.reason == .files)
    }

    /// Every Swift file a learner is given or could write (the starters, the solutions, the
    /// tutorial programs and case studies) passes the policy untouched.
    @Test func realWorldLearnerCodePasses() throws {
        let root = SharedGrader.layout.toolRoot
        let files = SwiftTokenizerTests.realWorldFiles.filter {
            !$0.path.contains("/Sources/") && !$0.path.contains("/tests/")
        }
        #expect(files.count > 60)
        for file in files {
            let refusals = SourcePolicy.refusals(in: TokenizedSource(try String(contentsOf: file, encoding: .utf8)), file: file.path)
            #expect(refusals.isEmpty, "\(file.path.replacingOccurrences(of: root.path + "/", with: "")): \(refusals.map { "\($0.line ?? 0): \($0.found)" })")
        }
    }
}
