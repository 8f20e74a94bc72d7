import Foundation
import Testing
@testable import TCALearnCore

/// A learner declaration named like something the hidden checks use, where the starter declares
/// nothing of that name, is refused before compiling: otherwise the checks could call it.
@Suite struct NameCollisionTests {
    static let viewChecks = """
        import LessonTesting
        import SwiftUI

        @MainActor
        func hiddenChecks(_ grade: Grade) {
            grade.check("answer") { t in
                let host = ViewHost(Tally())
                try host.tap("Add")
                t.expectEqual(host.texts, ["Count: 1", "Add"], "the texts after one tap")
            }
        }
        """

    static let viewStarter = """
        import SwiftUI

        struct Tally: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Text("Count: \\(count)")
                    Button("Add") {}
                }
            }
        }

        """

    func grade(starter: String, checks: String, learner: String) throws -> GradeResult {
        var exercise = FixtureCourse.ExerciseFixture()
        exercise.starter = starter
        exercise.checks = checks
        let fixture = try FixtureCourse(exercises: [exercise])
        defer { fixture.remove() }
        let loaded = try fixture.load().exercises[0]
        let workbook = fixture.root.appendingPathComponent("workbook/01-basics/01-sample")
        try FileManager.default.createDirectory(at: workbook, withIntermediateDirectories: true)
        try learner.write(to: workbook.appendingPathComponent("Answer.swift"), atomically: true, encoding: .utf8)
        return try SharedGrader.grader.grade(loaded, learnerFolder: workbook)
    }

    func refusals(_ result: GradeResult) -> [SourceRefusal] {
        guard case .refused(let refusals) = result.status else {
            Issue.record("not refused: \(result.status)")
            return []
        }
        return refusals
    }

    @Test func extensionShadowingViewHostTapIsRefused() throws {
        let result = try grade(starter: Self.viewStarter, checks: Self.viewChecks, learner: Self.viewStarter + """
            extension ViewHost {
                func tap(_ label: String) throws {}
                var texts: [String] { ["Count: 1", "Add"] }
            }
            """)
        let refusals = refusals(result)
        #expect(refusals.map(\.found) == ["tap", "texts"])
        #expect(refusals.first?.reason == .redeclaresCheckName(.extensionOf("ViewHost")))
        #expect(refusals.first?.line == 13)
        #expect(refusals.first.map(GradeWording(.en).refusal)?.hasPrefix(
            "Your code declares `tap` in an extension of `ViewHost`; the grader's checks use `tap`, so it may not be declared there") == true)
    }

    @Test func typeNamedLikeTheRuntimeIsRefused() throws {
        let result = try grade(starter: Self.viewStarter, checks: Self.viewChecks, learner: Self.viewStarter + """
            struct ViewHost<Root> {
                init(_ root: Root) {}
                func tap(_ label: String) throws {}
                var texts: [String] { ["Count: 1", "Add"] }
            }
            """)
        #expect(refusals(result).map(\.found) == ["ViewHost"])
        #expect(refusals(result).first?.reason == .redeclaresCheckName(.topLevelType))
    }

    @Test func topLevelEqualityOperatorIsRefused() throws {
        let checks = """
            import LessonTesting

            @MainActor
            func hiddenChecks(_ grade: Grade) {
                grade.check("answer") { t in
                    t.expect(counts() == ["Screen": 3], "the counts", expected: "[\\"Screen\\": 3]", actual: "\\(counts())")
                }
            }
            """
        let starter = "func counts() -> [String: Int] { [:] }\n"
        let result = try grade(starter: starter, checks: checks, learner: starter + """
            func == (lhs: [String: Int], rhs: [String: Int]) -> Bool { true }
            """)
        #expect(refusals(result).map(\.found) == ["=="])
        #expect(refusals(result).first?.reason == .redeclaresCheckName(.topLevel))
    }

    @Test func whatTheLearnerOwnsOrTheStarterDeclaresIsFine() throws {
        let result = try grade(starter: Self.viewStarter + "func texts() -> Int { 0 }\n", checks: Self.viewChecks, learner: """
            import SwiftUI

            struct Tally: View {
                @State private var count = 0
                var texts: [String] { [] }
                func tap() {}
                var body: some View {
                    VStack {
                        Text("Count: \\(count)")
                        Button("Add") { count += 1 }
                    }
                }
            }
            extension Tally { func tap(_ label: String) {} }
            extension Color { static let brand = Color.blue }
            func texts() -> Int { 0 }
            func helper() { let tap = 1; _ = tap }
            let host = "a global named like the checks' own local"
            """)
        #expect(result.passed, "\(result.status)")
    }

    @Test func anEqualityOfTheLearnersOwnTypeThatSaysYesToAnythingIsAllowedAndPassesNothing() throws {
        // `expectEqual(savedUnit(), .kg)` compares with the type's `==`, the learner's own on
        // their own enum, and with the values' structure, which their `==` does not decide.
        let starter = "enum Unit: Equatable { case kg, lb }\nfunc savedUnit() -> Unit { .lb }\n"
        let checks = """
            import LessonTesting

            @MainActor
            func hiddenChecks(_ grade: Grade) {
                grade.check("answer") { t in
                    t.expectEqual(savedUnit(), .kg, "the saved unit")
                }
            }
            """
        for learner in [
            "enum Unit: Equatable {\n    case kg, lb\n    static func == (lhs: Unit, rhs: Unit) -> Bool { true }\n}\nfunc savedUnit() -> Unit { .lb }\n",
            "enum Unit: Equatable { case kg, lb }\nextension Unit {\n    static func == (lhs: Unit, rhs: Unit) -> Bool { true }\n}\nfunc savedUnit() -> Unit { .lb }\n",
        ] {
            let result = try grade(starter: starter, checks: checks, learner: learner)
            #expect(result.status == .someChecksFailed, "\(result.status)")
            #expect(result.checks.first?.status == .fail)
        }
    }

    @Test func anInterpolationOverloadThatWritesTheChecksStringsIsRefused() throws {
        // `"\(subject).\(property)" == "Player.volume"` in a check: a more specific
        // `appendInterpolation(_: String)` of the learner's would have written that string.
        let starter = "func subject() -> String { \"Screen\" }\n"
        let checks = """
            import LessonTesting

            @MainActor
            func hiddenChecks(_ grade: Grade) {
                grade.check("answer") { t in
                    t.expect("\\(subject()).volume" == "Player.volume", "the write", expected: "Player.volume", actual: subject())
                }
            }
            """
        let result = try grade(starter: starter, checks: checks, learner: starter + """
            extension DefaultStringInterpolation {
                mutating func appendInterpolation(_ value: String) { appendLiteral("Player") }
            }
            """)
        #expect(refusals(result).map(\.found) == ["appendInterpolation"])
        #expect(refusals(result).first?.reason == .redeclaresCheckName(.extensionOf("DefaultStringInterpolation")))
    }

    @Test func aPatternMatchOperatorTheChecksCaseWouldUseIsRefused() throws {
        let starter = "func answer() -> Int { 0 }\n"
        let checks = """
            import LessonTesting

            @MainActor
            func hiddenChecks(_ grade: Grade) {
                grade.check("answer") { t in
                    switch answer() {
                    case 42: break
                    default: t.fail("the answer")
                    }
                }
            }
            """
        let result = try grade(starter: starter, checks: checks, learner: starter + "func ~= (pattern: Int, value: Int) -> Bool { true }\n")
        #expect(refusals(result).map(\.found) == ["~="])
    }

    /// The course's solutions declare nothing its checks use that their starters do not.
    @Test func theCoursesSolutionsPass() throws {
        let course = try CourseLoader.load(SharedGrader.layout)
        for exercise in course.exercises {
            let read = { (url: URL) in TokenizedSource(try String(contentsOf: url, encoding: .utf8)) }
            let learner = try exercise.files.map { name in
                let url = exercise.solutionFolder.appendingPathComponent(name)
                return LearnerFile(original: url, copy: url, source: try read(url))
            }
            let starters = try exercise.files.map { try read(exercise.folder.appendingPathComponent($0)) }
            let checks = NameCollisions.NamesInUse(try exercise.tests.map { try read(exercise.testsFolder.appendingPathComponent($0)) })
            let refusals = NameCollisions.refusals(learner: learner, starters: starters, checks: checks)
            #expect(refusals.isEmpty, "\(exercise.path): \(refusals.map { "\($0.found) line \($0.line ?? 0)" })")
        }
    }

    // MARK: - Reaching the runtime's types through names that are not theirs

    static let bodyRunChecks = """
        import LessonTesting
        import SwiftUI

        @MainActor
        func hiddenChecks(_ grade: Grade) {
            grade.check("answer") { t in
                let host = ViewHost(Tally())
                try host.tap("Add")
                t.expectEqual(host.bodyRunCount(of: Tally.self), 2, "Tally's body runs")
            }
        }
        """

    /// A starter whose tap changes nothing, so its body runs once: a non-generic
    /// `bodyRunCount(of: Tally.Type)` that says 2 beats the runtime's generic one in the checks.
    static let stuckTally = """
        import SwiftUI

        struct Tally: View {
            var body: some View { Button("Add") {} }
        }

        """

    static let fakeBodyRunCount = "func bodyRunCount(of view: Tally.Type) -> Int { 2 }"

    func expectFakeBodyRunCountRefused(_ learner: String, in extended: String) throws {
        let result = try grade(starter: Self.stuckTally, checks: Self.bodyRunChecks, learner: Self.stuckTally + learner)
        #expect(refusals(result).map(\.found) == ["bodyRunCount"])
        #expect(refusals(result).first?.reason == .redeclaresCheckName(.extensionOf(extended)))
    }

    @Test func extendingALearnersProtocolThatViewHostAdoptsIsRefused() throws {
        try expectFakeBodyRunCountRefused("""
            protocol Helper {}
            extension ViewHost: Helper {}
            extension Helper { \(Self.fakeBodyRunCount) }
            """, in: "Helper")
    }

    @Test func extendingViewHostThroughATypealiasIsRefused() throws {
        try expectFakeBodyRunCountRefused("""
            typealias Host = ViewHost<Tally>
            extension Host { \(Self.fakeBodyRunCount) }
            """, in: "Host")
    }

    @Test func aNestedTypeNamedViewHostDoesNotMakeViewHostTheLearners() throws {
        try expectFakeBodyRunCountRefused("""
            extension Tally { struct ViewHost {} }
            extension ViewHost { \(Self.fakeBodyRunCount) }
            """, in: "ViewHost")
    }

    @Test func extendingTheLearnersOwnNestedTypeIsStillTheirs() throws {
        // `Tally.Tap` is theirs: a `tap` in its extension is not the runtime's.
        let result = try grade(starter: Self.viewStarter, checks: Self.viewChecks, learner: Self.viewStarter + """
            extension Tally { struct Tap {} }
            extension Tally.Tap { func tap(_ label: String) {} }
            """)
        #expect(result.passed == false)
        #expect(result.status == .someChecksFailed)
    }

    // MARK: - What the checks use without spelling it

    static let answerStarter = "func answer() -> Int { 0 }\n"

    @Test func aValueOfTheLearnersOwnTypeThatEqualsAnythingIsRefused() throws {
        // `t.expectEqual(answer(), 42, …)` builds the expected value from the literal, so with
        // the answer's type changed to one of the learner's, the check compared two of those.
        let result = try grade(starter: Self.answerStarter, checks: FixtureCourse.ExerciseFixture().checks, learner: """
            struct Anything: ExpressibleByIntegerLiteral, Equatable {
                init!(integerLiteral value: Int) {}
                static func == (lhs: Anything, rhs: Anything) -> Bool { true }
            }
            func answer() -> Anything { 0 }
            """)
        #expect(refusals(result).map(\.found) == ["init(integerLiteral:)"])
        #expect(refusals(result).first?.reason == .redeclaresCheckName(.literalInitializer))
        #expect(refusals(result).first?.line == 2)
        let report = GradeReport(style: Style(color: false, language: .en), exercise: try FixtureCourse.sample(), result: result).render()
        #expect(report.contains("Your code declares `init(integerLiteral:)`, which the starter does not: the grader's checks compare values with literals"))
    }

    @Test func redefiningTheDefaultIntegerLiteralTypeIsRefused() throws {
        // The compiler looks `IntegerLiteralType` up by name: the learner's would make
        // `let n = 7 / 2` in the checks a Double.
        let result = try grade(starter: Self.answerStarter, checks: FixtureCourse.ExerciseFixture().checks, learner: """
            typealias IntegerLiteralType = Double
            func answer() -> Int { 0 }
            """)
        #expect(refusals(result).map(\.found) == ["IntegerLiteralType"])
        #expect(refusals(result).first?.reason == .redeclaresCheckName(.topLevelType))
    }

    @Test func aLiteralInitializerTheStarterDeclaresIsTheLearners() throws {
        let starter = """
            struct Meters: ExpressibleByIntegerLiteral, Equatable {
                var value: Int
                init(integerLiteral value: Int) { self.value = value }
            }
            func answer() -> Meters { 0 }

            """
        let checks = FixtureCourse.ExerciseFixture().checks
        let result = try grade(starter: starter, checks: checks, learner: starter.replacingOccurrences(of: "{ 0 }", with: "{ 42 }"))
        #expect(result.passed, "\(result.status)")
    }

    @Test func declarationsAreFoundWhereTheyCanBeReached() {
        let declarations = Declaration.all(in: TokenizedSource("""
            struct A { var x = 1; func f() { let local = 1; struct Inner {} }; class func g() {} }
            extension ViewHost where Root == A { func tap() {}; init(a: A) {}; subscript(i: Int) -> Int { 0 }; subscript(safe i: Int) -> Int { 0 } }
            func == (l: A, r: A) -> Bool { true }
            enum E: String { case one, two }
            let top = { () -> Int in let hidden = 2; return hidden }()
            """).tokens).map { "\($0.place) \($0.kind) \($0.name)" }
        #expect(declarations == [
            "topLevel type A", "inType(\"A\") value x", "inType(\"A\") value f", "inType(\"A\") value g",
            "inExtension(\"ViewHost\") value tap", "inExtension(\"ViewHost\") value init",
            "inExtension(\"ViewHost\") unlabelledSubscript subscript",
            "topLevel operatorFunction ==", "topLevel type E", "inType(\"E\") value one", "topLevel value top",
        ])
    }
}
