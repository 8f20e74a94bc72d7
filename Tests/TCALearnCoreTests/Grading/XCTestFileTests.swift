import Testing
@testable import TCALearnCore

/// Which files `play` runs as XCTest runs a test target, and which test methods it finds there.
@Suite struct XCTestFileTests {
    @Test func findsTheTestMethodsOfEachTestCaseAndItsExtensions() throws {
        let file = try #require(XCTestFile("""
            import XCTest

            @MainActor
            final class CounterTests: XCTestCase {
                func testIncrement() { }
                func testLoad() async throws { }
                func testSave() throws { }
                func testFetch() async { }
                func helper() { }
                private func testHidden() { }
                func testWith(_ value: Int) { }
                static func testStatic() { }
                func testValue() -> Int { 1 }
                func nested() { func testInner() { } }
            }

            extension CounterTests {
                func testMore() { }
            }

            private final class HiddenTests: XCTestCase {
                func testNothing() { }
            }

            class Generic<T>: XCTestCase { func testT() { } }
            struct NotATestCase { func testNo() { } }
            """))
        #expect(file.testCases == [XCTestFile.TestCase(name: "CounterTests", tests: [
            XCTestFile.Test(name: "testIncrement", isAsync: false, throwsErrors: false),
            XCTestFile.Test(name: "testLoad", isAsync: true, throwsErrors: true),
            XCTestFile.Test(name: "testSave", isAsync: false, throwsErrors: true),
            XCTestFile.Test(name: "testFetch", isAsync: true, throwsErrors: false),
            XCTestFile.Test(name: "testMore", isAsync: false, throwsErrors: false),
        ])])
        #expect(file.entryPoint.contains(#"("testLoad", asyncTest { (test: CounterTests) in { try await test.testLoad() } }),"#))
        #expect(file.entryPoint.contains(#"("testSave", { (test: CounterTests) in { try MainActor.assumeIsolated { try test.testSave() } } }),"#))
    }

    @Test func aFileThatRunsItselfOrHasTopLevelCodeIsAProgram() {
        let testCase = "import XCTest\nfinal class T: XCTestCase {\n    func testA() { }\n}\n"
        #expect(XCTestFile(testCase) != nil)
        // Declarations across lines, attributes, directives and globals are no top-level code.
        #expect(XCTestFile("""
            #if canImport(XCTest)
            import XCTest
            #endif
            @available(macOS 13, *)
            let start = [
                1,
                2,
            ]
            struct Point: Equatable,
                Hashable where Self: Sendable { }
            """ + "\n" + testCase) != nil)
        #expect(XCTestFile(testCase + "XCTMain([testCase(T.allTests)])\n") == nil)
        #expect(XCTestFile(testCase + "print(\"hello\")\n") == nil)
        #expect(XCTestFile(testCase + "let host = 1\ntry check(host)\n") == nil)
        #expect(XCTestFile(testCase.replacingOccurrences(of: "import XCTest", with: "import Foundation")) == nil)
        #expect(XCTestFile("import XCTest\nstruct S { func testA() { } }\n") == nil)
    }
}
