import Foundation
import Testing
@testable import TCALearnCore

/// TCA's own case studies (1.0–1.6), as `Tests/MiniTCATests/Fixtures` adapts them, compiled and
/// run as learner code by `play`. Each fixture runs its feature's TestStore tests the way TCA's
/// test files write them, then drives its views; these tests check what it printed and every
/// failure its test stores reported, word for word.
@Suite struct TCACaseStudyTests {
    // MARK: - Case studies that pass, as they do with TCA

    @Test func counter() throws {
        let run = try Self.play("01-GettingStarted-Counter")
        #expect(run.reports == [])
        #expect(run.output == [
            "tests ran",
            #"["−", "0", "+"]"#,
            #"["−", "1", "+"]"#,
            // Only the WithViewStore re-renders; views holding just `let store` do not.
            "CounterDemoView bodies: 1, CounterView bodies: 1",
        ])
    }

    @Test func bindingsForm() throws {
        let run = try Self.play("01-GettingStarted-Bindings-Forms")
        #expect(run.reports == [])
        #expect(run.output == [
            "tests ran",
            #"["Blob", "BlOb", "Disable other controls", "Max slider value: 9", "Slider value: 9", "Reset"]"#,
            #"["Blob", "BlOb", "Disable other controls", "Max slider value: 3", "Slider value: 3", "Reset"]"#,
            #"The text field "Type here" is disabled and cannot be used."#,
            #"["Disable other controls", "Max slider value: 10", "Slider value: 5", "Reset"]"#,
        ])
    }

    @Test func twoCounters() throws {
        let run = try Self.play("01-GettingStarted-Composition-TwoCounters")
        #expect(run.reports == [])
        #expect(run.output == [
            "tests ran",
            #"["Counter 1", "−", "1", "+", "Counter 2", "−", "0", "+"]"#,
            "1 0",
            "TwoCountersView bodies: 1",
        ])
    }

    @Test func optionalState() throws {
        let run = try Self.play("01-GettingStarted-OptionalState")
        #expect(run.reports == [])
        #expect(run.output == [
            "tests ran",
            // Text renders the literal's Markdown, as SwiftUI does: the code spans lose their backticks.
            #"["Toggle counter state", "Counter.State is nil"]"#,
            #"["Toggle counter state", "Counter.State is non-nil", "−", "2", "+"]"#,
            #"["Toggle counter state", "Counter.State is nil"]"#,
            // A new counter: the old one's state went with it.
            #"["Toggle counter state", "Counter.State is non-nil", "−", "0", "+"]"#,
        ])
    }

    @Test func effectsBasics() throws {
        let run = try Self.play("02-Effects-Basics")
        #expect(run.reports == [])
        #expect(run.output == [
            "tests ran",
            #"["−", "1", "+", "Number fact"]"#,
            "true",
        ])
    }

    @Test func effectsCancellation() throws {
        let run = try Self.play("02-Effects-Cancellation")
        #expect(run.reports == [])
        #expect(run.output == [
            "tests ran",
            #"["1", "Cancel"]"#,
            #"["1", "Number fact"]"#,
            #"["1", "Number fact", "1 is a live number"]"#,
        ])
    }

    @Test func longLivingEffects() throws {
        let run = try Self.play("02-Effects-LongLiving")
        #expect(run.reports == [])
        #expect(run.output == [
            "tests ran",
            #"["A screenshot of this screen has been taken 2 times."]"#,
        ])
    }

    @Test func refreshable() throws {
        let run = try Self.play("02-Effects-Refreshable")
        #expect(run.reports == [])
        // Each text once: the fact's `if let` shows its Text a single time.
        #expect(run.output == ["tests ran", #"["−", "1", "+", "1 is a live number"]"#])
    }

    @Test func timers() throws {
        let run = try Self.play("02-Effects-Timers")
        #expect(run.reports == [])
        #expect(run.output == [
            "tests ran",
            #"["0 seconds", "Stop"]"#,
            #"["0 seconds", "Start"]"#,
        ])
    }

    @Test func loadThenPresent() throws {
        let run = try Self.play("03-Navigation-Sheet-LoadThenPresent")
        #expect(run.reports == [])
        #expect(run.output == [
            "tests ran",
            #"["Load optional counter", "Loading…"]"#,
            #"["Load optional counter", "−", "0", "+", "Dismiss"]"#,
            #"["Load optional counter", "−", "1", "+", "Dismiss"]"#,
            #"["Load optional counter"]"#,
        ])
    }

    @Test func recursion() throws {
        let run = try Self.play("04-HigherOrderReducers-Recursion")
        #expect(run.reports == [])
        #expect(run.output == [
            "tests ran",
            #"["Blob", "Next", "Next", "Add row"]"#,
            #"["Blob", ""] [00000000-0000-0000-0000-000000000000, 00000000-0000-0000-0000-000000000001]"#,
            // Typing into a row re-renders that row's view store, not the parent's.
            "NestedView bodies: 1",
        ])
    }

    @Test func todos() throws {
        let run = try Self.play("Todos")
        #expect(run.reports == [])
        #expect(run.output == [
            "tests ran",
            #"["Filter", "All", "☑", "Buy milk", "☐", "Clear Completed", "Add Todo"]"#,
            #"["Filter", "Active", "☐", "Clear Completed", "Add Todo"]"#,
            #"["Filter", "All", "☐", "Clear Completed", "Add Todo"]"#,
        ])
    }

    // MARK: - Mistakes, reported in TCA's words

    @Test func testStoreFailures() throws {
        let run = try Self.play("TestStoreFailures")
        #expect(run.output == ["tests ran"])
        let expected: [Report] = [
            Report(.error, line: run.line(of: "unreceived"), """
                The store received 1 unexpected action after this one: …

                Unhandled actions: [
                  [0]: .decrementDelayResponse
                ]
                """),
            // `sleep(for:)` reads `now`, then sleeps: both are unimplemented, as in swift-clocks.
            Report(.error, line: run.line(of: "unimplemented clock"), "Unimplemented: ContinuousClock.now"),
            Report(.error, line: run.line(of: "unimplemented clock"), "Unimplemented: ContinuousClock.sleep"),
            Report(.error, line: run.line(of: "unimplemented fetch"), """
                Unimplemented: FactClient.fetch …

                  Defined at:
                    Playground/TestStoreFailures.swift:\(run.line(of: "FactClient.fetch defined"))

                  Invoked with:
                    0
                """),
            Report(.error, line: run.line(of: "unexpected response"), """
                Received unexpected action: …

                    \u{2007} EffectsBasics.Action.numberFactResponse(
                    \u{2212}   .success("0 is a good number Brent")
                    +   .failure(
                    +     UnimplementedFailure(description: "FactClient.fetch")
                    +   )
                    \u{2007} )

                (Expected: \u{2212}, Received: +)
                """),
            Report(.error, line: run.line(of: "unexpected response"), """
                A state change does not match expectation: …

                    \u{2007} EffectsBasics.State(
                    \u{2007}   count: 0,
                    \u{2007}   isNumberFactRequestInFlight: false,
                    \u{2212}   numberFact: "0 is a good number Brent",
                    +   numberFact: nil,
                    \u{2007}   screenshotCount: 0
                    \u{2007} )

                (Expected: \u{2212}, Actual: +)
                """),
            Report(.error, line: run.line(of: "received none"), """
                Expected to receive an action, but received none after 0.1 seconds.

                There are effects in-flight. If the effect that delivers this action uses a clock/scheduler \
                (via "receive(on:)", "delay", "debounce", etc.), make sure that you wait enough time for it \
                to perform the effect. If you are using a test clock/scheduler, advance it so that the \
                effects may complete, or consider using an immediate clock/scheduler to immediately perform \
                the effect instead.

                If you are not yet using a clock/scheduler, or can not use a clock/scheduler, configure this \
                assertion with an explicit "timeout".
                """),
            Report(.error, line: run.line(of: "received none"), """
                Expected to receive the following action, but didn't: …

                  EffectsBasics.Action.decrementDelayResponse
                """),
            Report(.error, line: run.line(of: "still sleeping"), Self.stillRunning),
            Report(.error, line: run.line(of: "no test implementation"), """
                @Dependency(\\.screenshots) has no test implementation, but was accessed from a test context:

                  Location:
                    Playground/TestStoreFailures.swift:\(run.line(of: "@Dependency(\\.screenshots)"))
                  Key:
                    ScreenshotsKey
                  Value:
                    @Sendable () async -> AsyncStream

                Dependencies registered with the library are not allowed to use their default, live \
                implementations when run from tests.

                To fix, override 'screenshots' with a test value. If you are using the Composable \
                Architecture, mutate the 'dependencies' property on your 'TestStore'. Otherwise, use \
                'withDependencies' to define a scope for the override. If you'd like to provide a default \
                value for all tests, implement the 'testValue' requirement of the 'DependencyKey' protocol.
                """),
            Report(.error, line: run.line(of: "still running"), Self.stillRunning),
            Report(.note, line: run.line(of: "skipped count"), """
                Skipped assertions: …

                State was not expected to change, but a change occurred: …

                    \u{2007} EffectsBasics.State(
                    \u{2212}   count: 0,
                    +   count: 1,
                    \u{2007}   isNumberFactRequestInFlight: false,
                    \u{2007}   numberFact: nil,
                    \u{2007}   screenshotCount: 0
                    \u{2007} )

                (Expected: \u{2212}, Actual: +)
                """),
            Report(.note, line: run.line(of: "skipped count") + 1, """
                Skipped assertions: …

                State was not expected to change, but a change occurred: …

                    \u{2007} EffectsBasics.State(
                    \u{2007}   count: 1,
                    \u{2212}   isNumberFactRequestInFlight: false,
                    +   isNumberFactRequestInFlight: true,
                    \u{2007}   numberFact: nil,
                    \u{2007}   screenshotCount: 0
                    \u{2007} )

                (Expected: \u{2212}, Actual: +)
                """),
            Report(.note, line: run.line(of: "skipped response"), """
                Skipped assertions: …

                1 received action was skipped:

                EffectsBasics.Action.numberFactResponse(
                  .success("1 is a good number Brent")
                )
                """),
            Report(.error, line: run.line(of: "nothing received"), "There were no received actions to skip."),
            Report(.error, line: run.line(of: "nothing in flight"), "There were no in-flight effects to skip."),
        ]
        #expect(run.reports.count == expected.count)
        for (report, expected) in zip(run.reports, expected) {
            #expect(report == expected)
        }
    }

    static let stillRunning = """
        An effect returned for this action is still running. It must complete before the end of the test. …

        To fix, inspect any effects the reducer returns for this action and ensure that all of them \
        complete by the end of the test. There are a few reasons why an effect may not have completed:

        • If using async/await in your effect, it may need a little bit of time to properly finish. To \
        fix you can simply perform "await store.finish()" at the end of your test.

        • If an effect uses a clock/scheduler (via "receive(on:)", "delay", "debounce", etc.), make sure \
        that you wait enough time for it to perform the effect. If you are using a test clock/scheduler, \
        advance it so that the effects may complete, or consider using an immediate clock/scheduler to \
        immediately perform the effect instead.

        • If you are returning a long-living effect (timers, notifications, subjects, etc.), then make \
        sure those effects are torn down by marking the effect ".cancellable" and returning a \
        corresponding cancellation effect ("Effect.cancel") from another action, or, if your effect is \
        driven by a Combine subject, send it a completion.
        """

    // MARK: - Running a fixture

    /// A failure (`error`), an expected failure shown as a `note`, or a runtime `warning`, as the
    /// program wrote it to standard error.
    struct Report: Equatable, CustomStringConvertible {
        enum Kind: String { case error, note, warning }
        var kind: Kind
        var line: Int
        var message: String

        init(_ kind: Kind, line: Int, _ message: String) {
            self.kind = kind
            self.line = line
            self.message = message
        }

        var description: String { "\(kind.rawValue) at line \(line):\n\(message)" }
    }

    struct Run {
        let output: [String]
        let reports: [Report]
        let source: [Substring]

        /// The line of the fixture whose text contains `marker` (usually a `// ← marker` comment).
        func line(of marker: String) -> Int {
            (source.firstIndex { $0.contains(marker) } ?? -1) + 1
        }
    }

    static let folder = SharedGrader.layout.toolRoot.appendingPathComponent("Tests/MiniTCATests/Fixtures")

    static func play(_ name: String) throws -> Run {
        let file = folder.appendingPathComponent("\(name).swift")
        let result = try SharedGrader.grader.play(file, timeLimit: 30)
        try #require(result.compiled, "\(name): \(result.diagnostics.map(\.message)) \(result.compilerOutput)")
        #expect(result.succeeded, "\(name): \(result.stderr)")
        return Run(
            output: result.stdout.split(separator: "\n").map(String.init),
            reports: reports(in: result.stderr),
            source: try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        )
    }

    /// Splits standard error into reports: `file:line: error: …` and `file:line: note: …` start
    /// one, as does a `[ComposableArchitecture]` runtime warning; other lines continue it.
    static func reports(in stderr: String) -> [Report] {
        var reports: [Report] = []
        for line in stderr.split(separator: "\n", omittingEmptySubsequences: false) {
            if let match = line.wholeMatch(of: /[^ :]+\.swift:(\d+): (error|note): (.*)/) {
                reports.append(Report(Report.Kind(rawValue: String(match.2))!, line: Int(match.1)!, String(match.3)))
            } else if line.hasPrefix("[ComposableArchitecture] ") {
                reports.append(Report(.warning, line: 0, String(line.dropFirst("[ComposableArchitecture] ".count))))
            } else if !reports.isEmpty {
                reports[reports.count - 1].message += "\n" + line
            }
        }
        for index in reports.indices {
            while reports[index].message.hasSuffix("\n") { reports[index].message.removeLast() }
        }
        return reports
    }
}
