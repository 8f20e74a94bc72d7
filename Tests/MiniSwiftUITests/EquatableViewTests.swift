import Testing
import RenderTrace
@testable import MiniSwiftUI

// Apple, "EquatableView" (https://developer.apple.com/documentation/swiftui/equatableview): "A view
// type that compares itself against its previous value and prevents its child updating if its new
// value is the same as its old value"; `.equatable()` wraps a view so.
@MainActor
@Suite(.serialized)
struct EquatableViewTests {
    /// Equal when the count is: the closure and the note are left out of `==`.
    private struct Badge: View, Equatable {
        let count: Int
        let note: String
        let onTap: () -> Void

        nonisolated static func == (lhs: Badge, rhs: Badge) -> Bool { lhs.count == rhs.count }

        var body: some View {
            Button("\(count) \(note)", action: onTap)
        }
    }

    private struct Parent: View {
        let wrapped: Bool
        @State private var ticks = 0
        @State private var count = 0
        var body: some View {
            VStack {
                Button("Tick \(ticks)") { ticks += 1 }
                Button("More") { count += 1 }
                if wrapped {
                    Badge(count: count, note: "tick \(ticks)", onTap: {}).equatable()
                } else {
                    Badge(count: count, note: "tick \(ticks)", onTap: {})
                }
            }
        }
    }

    @Test func anEqualValueLeavesTheBodyAlone() throws {
        let host = ViewHost(Parent(wrapped: true))
        try host.tap("Tick 0")
        #expect(host.bodyRunCount(of: Badge.self) == 1)
        #expect(host.texts.last == "0 tick 0")
        try host.tap("More")
        #expect(host.bodyRunCount(of: Badge.self) == 2)
        #expect(host.texts.last == "1 tick 1")
    }

    @Test func theTraceSaysTheBodyWasSkippedByItsOwnEquality() throws {
        let host = ViewHost(Parent(wrapped: true))
        let (_, events) = try traced { try host.tap("Tick 0") }
        let skipped = events.of(.bodySkipped).filter { $0.subject == "Badge" }
        #expect(skipped.map(\.fact) == [.equalByItsOwnEquality])
        #expect(!events.of(.bodyRan).contains { $0.subject == "Badge" })
    }

    @Test func withoutTheWrapperTheClosureMakesEveryValueNew() throws {
        let host = ViewHost(Parent(wrapped: false))
        try host.tap("Tick 0")
        #expect(host.bodyRunCount(of: Badge.self) == 2)
        #expect(host.texts.last == "0 tick 1")
    }

    @Test func equatableViewIsWhatEquatableReturns() {
        let badge = Badge(count: 1, note: "", onTap: {})
        let wrapped: EquatableView<Badge> = badge.equatable()
        #expect(wrapped.content == badge)
    }
}
