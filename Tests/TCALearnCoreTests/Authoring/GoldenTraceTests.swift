import Testing
@testable import TCALearnCore

/// A solution's trace is compared with its `trace.golden` line by line, except where the order
/// is the machine's, not the runtime's: when, within a host's step, an effect's end is recorded.
@Suite struct GoldenTraceTests {
    private let golden = """
        ## subscribes
        Step 3 ▶ tap "Subscribe"
          ⇢ started .run (Exercise/Subscribe.swift:78)
          → send Feature.Action.response
          ⇢ finished .run (Exercise/Subscribe.swift:78)
          ↻ SubscribeView.body ran — _viewStore changed
        Step 4 ▶ tap "Back"

        """

    @Test func anEffectThatEndsAfterTheNextRenderOfItsStepStillMatches() {
        let underLoad = golden.replacingOccurrences(
            of: "  ⇢ finished .run (Exercise/Subscribe.swift:78)\n  ↻ SubscribeView.body ran — _viewStore changed\n",
            with: "  ↻ SubscribeView.body ran — _viewStore changed\n  ⇢ finished .run (Exercise/Subscribe.swift:78)\n")
        #expect(underLoad != golden)
        #expect(GoldenTrace.firstDifference(golden: golden, actual: underLoad) == nil)
    }

    @Test func aCancelledEffectRecordedAfterTheNextRenderOfItsStepStillMatches() {
        let cancelled = golden.replacingOccurrences(of: "⇢ finished", with: "⇢ cancelled")
        let underLoad = cancelled.replacingOccurrences(
            of: "  ⇢ cancelled .run (Exercise/Subscribe.swift:78)\n  ↻ SubscribeView.body ran — _viewStore changed\n",
            with: "  ↻ SubscribeView.body ran — _viewStore changed\n  ⇢ cancelled .run (Exercise/Subscribe.swift:78)\n")
        #expect(underLoad != cancelled)
        #expect(GoldenTrace.firstDifference(golden: cancelled, actual: underLoad) == nil)
        // Cancelled is not finished.
        #expect(GoldenTrace.firstDifference(golden: golden, actual: underLoad) != nil)
    }

    @Test func anEffectThatEndsInAnotherStepOrNotAtAllDoesNot() {
        let laterStep = golden
            .replacingOccurrences(of: "  ⇢ finished .run (Exercise/Subscribe.swift:78)\n", with: "")
            .replacingOccurrences(of: "Step 4 ▶ tap \"Back\"\n", with: "Step 4 ▶ tap \"Back\"\n  ⇢ finished .run (Exercise/Subscribe.swift:78)\n")
        #expect(GoldenTrace.firstDifference(golden: golden, actual: laterStep) != nil)
        let never = golden.replacingOccurrences(of: "  ⇢ finished .run (Exercise/Subscribe.swift:78)\n", with: "")
        #expect(GoldenTrace.firstDifference(golden: golden, actual: never) != nil)
    }

    @Test func everyOtherLineKeepsItsPlace() {
        let swapped = golden.replacingOccurrences(
            of: "  → send Feature.Action.response\n  ⇢ finished .run (Exercise/Subscribe.swift:78)\n  ↻ SubscribeView.body ran — _viewStore changed\n",
            with: "  ↻ SubscribeView.body ran — _viewStore changed\n  ⇢ finished .run (Exercise/Subscribe.swift:78)\n  → send Feature.Action.response\n")
        let difference = GoldenTrace.firstDifference(golden: golden, actual: swapped)
        #expect(difference?.line == 4)
        #expect(difference?.expected == "  → send Feature.Action.response")
        #expect(difference?.actual == "  ↻ SubscribeView.body ran — _viewStore changed")
    }

    @Test func outsideStepsATestStoreTestsOrderIsKept() {
        let testStore = "## ticks\n→ send Timer.Action.tick\n⇢ finished .run (Given/Timer.swift:3)\n→ send Timer.Action.stop\n"
        let reordered = "## ticks\n→ send Timer.Action.tick\n→ send Timer.Action.stop\n⇢ finished .run (Given/Timer.swift:3)\n"
        #expect(GoldenTrace.firstDifference(golden: testStore, actual: reordered) != nil)
    }
    /// Where the platform cannot name an `@Observable` write, a golden file recorded on Linux
    /// still matches a trace without those lines; nothing else is let go.
    @Test func observableWritesAreExpectedOnlyWhereThePlatformNamesThem() {
        let recorded = "## apples\nStep 2 ▶ tap \"Add\"\n  ✎ Fruit.apples: 0 → 1 (@Observable)\n  ↻ AppleView.body ran — @dependencies changed\n"
        let untold = "## apples\nStep 2 ▶ tap \"Add\"\n  ↻ AppleView.body ran — @dependencies changed\n"
        #expect(GoldenTrace.firstDifference(golden: recorded, actual: untold, namesObservableWrites: true) != nil)
        #expect(GoldenTrace.firstDifference(golden: recorded, actual: untold, namesObservableWrites: false) == nil)
        let stateWrite = recorded.replacingOccurrences(of: "(@Observable)", with: "(@State)")
        let withoutIt = untold
        #expect(GoldenTrace.firstDifference(golden: stateWrite, actual: withoutIt, namesObservableWrites: false) != nil)
    }
}
