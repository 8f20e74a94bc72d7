import Foundation
import GradeRecords
import RenderTrace
import Testing
@testable import TCALearnCore

/// A write-the-test answer that tries to tell which feature it runs against (the reference or a
/// broken variant) by anything but what the feature does earns at most the pass on the reference.
@Suite struct VariantSniffingAttackTests {
    /// Grades `test` as the answer to the course's write-the-test exercise on BindingReducer.
    func gradeNotificationsTest(_ test: String) throws -> (GradeResult, Exercise) {
        let course = try CourseLoader.load(SharedGrader.layout)
        let exercise = try #require(course.exercise(named: "bindingreducer-write-the-test"))
        let scratch = try Scratch()
        defer { scratch.remove() }
        try test.write(to: scratch.url.appendingPathComponent("NotificationsTests.swift"), atomically: true, encoding: .utf8)
        return (try SharedGrader.grader.grade(exercise, learnerFolder: scratch.url), exercise)
    }

    @Test func sniffingTheFeatureUnderTestEarnsOnlyThePassOnTheReference() throws {
        // The answer records a failure exactly when the store is not the reference feature's, by
        // its dump, and tests nothing else.
        let (result, _) = try gradeNotificationsTest("""
            import ComposableArchitecture

            @MainActor
            func testNotificationsToggle(_ store: TestStoreOf<NotificationsFeature>) async {
                var dumped = ""
                dump(store, to: &dumped, maxDepth: 3)
                if !dumped.contains(#"name: "NotificationsFeature""#) {
                    await store.send(.binding(.set(\\.$isOn, true))) { $0.message = "caught by its name" }
                }
            }
            """)
        #expect(result.status == .someChecksFailed)
        #expect(result.checks.map(\.status) == [.pass, .fail, .fail, .fail])
    }

    @Test func sniffingTheVariantByTheLineOfItsBindingStateEarnsOnlyThePassOnTheReference() throws {
        // The runtime keeps where a `@BindingState` was declared, for the unhandled-binding
        // warning, and a dump of a binding action sent through a view store shows it. The answer
        // sends one to a probe store of its own, reads the line, and fails (a receive with nothing
        // to receive) unless it is the reference's: before the variants kept the reference's line
        // numbers, that caught every broken feature without testing any of them.
        let (result, _) = try gradeNotificationsTest(#"""
            import ComposableArchitecture
            import SwiftUI

            struct Probe: Reducer {
                typealias State = NotificationsFeature.State
                typealias Action = NotificationsFeature.Action
                let onAction: (Action) -> Void
                var body: some ReducerOf<Self> {
                    BindingReducer()
                    Reduce { _, action in
                        onAction(action)
                        return .none
                    }
                }
            }

            @MainActor
            func testNotificationsToggle(_ store: TestStoreOf<NotificationsFeature>) async {
                var seen = ""
                let probe = Store(initialState: NotificationsFeature.State()) { Probe { dump($0, to: &seen) } }
                ViewStore(probe, observe: { $0 }).$isOn.wrappedValue = true
                if !seen.contains("NotificationsFeature.swift:11\\\"") {
                    await store.receive(.binding(.set(\.$isOn, true)))
                }
            }
            """#)
        #expect(result.checks.map(\.status) == [.pass, .fail, .fail, .fail])
    }

    @Test func sniffingTheVariantByWhereItsKeyPathsGetterLiesEarnsOnlyThePassOnTheReference() throws {
        // A computed key path prints its getter's address (`\State.<computed 0x… >`): its offset
        // in its page told the variant with a global of its own from the reference, 2 of 4
        // points, until the given module's functions each started a page.
        let answer = #"""
            import ComposableArchitecture

            func address(_ text: String) -> Int {
                let hex = text.drop { $0 != "x" }.dropFirst().prefix { $0.isHexDigit }
                return Int(hex, radix: 16) ?? 0
            }

            @MainActor
            func testNotificationsToggle(_ store: TestStoreOf<NotificationsFeature>) async {
                let inPage = address("\(\NotificationsFeature.State.$isOn)") & 0xfff
                print("IN PAGE", inPage)
                if inPage != REFERENCE { await store.receive(.binding(.set(\.$isOn, true))) }
            }
            """#
        // The reference's figure, as a first grade shows it (its test fails, and prints it).
        let (first, _) = try gradeNotificationsTest(answer.replacingOccurrences(of: "REFERENCE", with: "-1"))
        let printed = try #require(first.checks[0].result?.output.split(separator: "\n").first { $0.hasPrefix("IN PAGE ") })
        let reference = String(printed.dropFirst("IN PAGE ".count))
        let (result, _) = try gradeNotificationsTest(answer.replacingOccurrences(of: "REFERENCE", with: reference))
        #expect(result.checks.map(\.status) == [.pass, .fail, .fail, .fail])
    }

    @Test func measuringTheFeaturesCodeAgainstItsTypesMetadataIsRefused() throws {
        // With the metadata's address (`ObjectIdentifier` prints it), the distance to the getter
        // measured the code between them: the variant with a global of its own had more.
        let (result, _) = try gradeNotificationsTest(#"""
            import ComposableArchitecture

            @MainActor
            func testNotificationsToggle(_ store: TestStoreOf<NotificationsFeature>) async {
                let metadata = "\(ObjectIdentifier(NotificationsFeature.State.self))"
                let getter = "\(\NotificationsFeature.State.$isOn)"
                if metadata.count + getter.count < 0 { await store.receive(.binding(.set(\.$isOn, true))) }
            }
            """#)
        guard case .refused(let refusals) = result.status else { Issue.record("not refused: \(result.status)"); return }
        #expect(refusals.map(\.found) == ["ObjectIdentifier"])
        #expect(refusals.first?.reason == .variantSniffing)
    }

    @Test func sniffingTheVariantByTheProgramsOwnPathEarnsOnlyThePassOnTheReference() throws {
        // Each program ran in a folder named for its feature (`reference/`,
        // `variant-never-turns-off/`), which the program reads without any file API: its working
        // folder (and its executable's path in its own stack trace, now refused by name).
        let (result, _) = try gradeNotificationsTest(#"""
            import ComposableArchitecture
            import Foundation

            @MainActor
            func testNotificationsToggle(_ store: TestStoreOf<NotificationsFeature>) async {
                let here = URL.currentDirectory().path
                if here.contains("variant") { await store.receive(.binding(.set(\.$isOn, true))) }
            }
            """#)
        #expect(result.checks.map(\.status) == [.pass, .fail, .fail, .fail])
    }

    @Test func theCoursesVariantsKeepTheirReferencesLineNumbers() throws {
        let course = try CourseLoader.load(SharedGrader.layout)
        for exercise in course.exercises {
            for variant in exercise.variants {
                for (given, replacement) in variant.replace {
                    let reference = try String(contentsOf: exercise.folder.appendingPathComponent(given), encoding: .utf8)
                    let broken = try String(contentsOf: exercise.testsFolder.appendingPathComponent(replacement), encoding: .utf8)
                    let shifted = VariantLayout.firstShiftedLine(reference: reference, variant: broken)
                    #expect(shifted == nil, "\(exercise.path) \(replacement): \(String(describing: shifted))")
                }
            }
        }
        // What the rule catches, and what it lets through.
        let reference = "import A\n// about it\n\nlet a = 1\nlet b = 2\n"
        #expect(VariantLayout.firstShiftedLine(reference: reference, variant: "import A\n// broken\n// two lines\n\nlet a = 1\nlet b = 3\n")! == (3, 4))
        #expect(VariantLayout.firstShiftedLine(reference: reference, variant: "import A\n// broken\n\nlet a = 1\nlet b = 3; let c = 0\n\nvar extra = 0\n") == nil)
    }

    @Test func aTestThatFailsOnEveryFeatureCatchesNoVariant() throws {
        // No assertion about the feature at all: a send whose change is not described fails on
        // the reference and on the variants where the toggle changes anything (all but the one
        // without BindingReducer, where it fails to catch).
        let (result, exercise) = try gradeNotificationsTest("""
            import ComposableArchitecture

            @MainActor
            func testNotificationsToggle(_ store: TestStoreOf<NotificationsFeature>) async {
                await store.send(.binding(.set(\\.$isOn, true)))
            }
            """)
        #expect(result.status == .someChecksFailed)
        #expect(result.score == 0)
        #expect(result.checks.map(\.status) == [.fail, .fail, .notRun(.passedButTestFailsOnReference), .notRun(.passedButTestFailsOnReference)])
        let report = GradeReport(style: Style(color: false, language: .en), exercise: exercise, result: result).render()
        #expect(report.contains("your test fails on the correct feature too"))
    }
}
