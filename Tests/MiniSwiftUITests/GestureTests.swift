import Foundation
import RenderTrace
import Testing
@testable import MiniSwiftUI
import TraceTestSupport

/// Gestures played by the host as a finger would, `@GestureState`, and views touches go
/// through (`.allowsHitTesting(false)`, `.hidden()`).
@MainActor
@Suite(.serialized, .isolatedTrace)
struct GestureTests {
    /// The dot follows the finger: a tap moves it too, as `minimumDistance: 0` makes a tap a
    /// drag of length zero.
    private struct Pad: View {
        @State private var dot = CGPoint.zero
        @State private var lifts = 0
        var body: some View {
            VStack {
                Text("Dot at \(Int(dot.x)), \(Int(dot.y)); lifted \(lifts)")
                Text("Touch pad")
                    .gesture(
                        DragGesture(minimumDistance: 0)
                            .onChanged { value in dot = value.location }
                            .onEnded { _ in lifts += 1 }
                    )
            }
        }
    }

    @Test func aTapIsADragOfLengthZeroAndADragMovesByItsTranslation() throws {
        let host = ViewHost(Pad())
        try host.tap("Touch pad")
        #expect(host.texts.first == "Dot at 50, 50; lifted 1")
        let (_, events) = try traced { try host.drag("Touch pad", by: CGSize(width: 30, height: -20)) }
        #expect(host.texts.first == "Dot at 80, 30; lifted 2")
        let interaction = try #require(events.of(.interaction).first)
        #expect(interaction.fact == .drag)
        #expect(interaction.detail == "Touch pad")
        #expect(interaction.newValue == "(30.0, -20.0)")
    }

    /// `@GestureState` follows the drag, and is back at its start once the finger lifts.
    private struct Card: View {
        @GestureState private var offset = CGSize.zero
        @State private var seen: [Int] = []
        var body: some View {
            VStack {
                Text("Seen \(seen)")
                Text("Card")
                    .gesture(
                        DragGesture()
                            .updating($offset) { value, state, _ in state = value.translation }
                            .onChanged { _ in seen.append(Int(offset.width)) }
                            .onEnded { _ in seen.append(Int(offset.width)) }
                    )
                    .offset(offset)
            }
        }
    }

    @Test func gestureStateFollowsTheGestureAndResetsWhenItEnds() throws {
        let host = ViewHost(Card())
        let (_, events) = try traced { try host.drag("Card", by: CGSize(width: 40, height: 0)) }
        // The state is written before `onChanged` runs and reset before `onEnded` runs.
        #expect(host.texts.first == "Seen [40, 0]")
        let writes = events.of(.stateWrite).filter { $0.property == "offset" }
        #expect(writes.map(\.newValue) == ["CGSize(width: 40.0, height: 0.0)", "CGSize(width: 0.0, height: 0.0)"])
        // Too short a drag for `DragGesture()`'s 10 points is no drag at all.
        #expect(throws: HostError.self) { try host.drag("Card", by: CGSize(width: 3, height: 4)) }
    }

    private struct Gestures: View {
        @State private var log: [String] = []
        var body: some View {
            VStack {
                Text(log.joined(separator: ", "))
                Text("Double").gesture(TapGesture(count: 2).onEnded { log.append("double tap") })
                Text("Hold").onLongPressGesture { log.append("held") } onPressingChanged: { log.append("pressing \($0)") }
                Text("Press")
                    .gesture(
                        LongPressGesture(minimumDuration: 1)
                            .onChanged { _ in log.append("press began") }
                            .onEnded { _ in log.append("long press") })
            }
        }
    }

    @Test func tapsAndLongPressesPlayTheGesturesThatRecogniseThem() throws {
        let host = ViewHost(Gestures())
        try host.tap("Double")
        try host.tap("Hold")
        #expect(host.texts.first == "double tap, pressing true, pressing false")
        try host.longPress("Hold")
        try host.longPress("Press")
        #expect(host.texts.first == "double tap, pressing true, pressing false, pressing true, held, pressing false, press began, long press")
        // A tap lets go before a long press completes.
        try host.tap("Press")
        #expect(host.texts.first?.hasSuffix("long press, press began") == true)
        #expect(throws: HostError.self) { try host.longPress("Double") }
        #expect(throws: HostError.self) { try host.drag("Hold", by: CGSize(width: 50, height: 0)) }
    }

    @Test func aTapGoesThroughADragToTheTapGestureInside() throws {
        struct Swipeable: View {
            @State private var taps = 0
            @State private var drags = 0
            var body: some View {
                Text("Card \(taps) \(drags)")
                    .onTapGesture { taps += 1 }
                    .gesture(DragGesture().onEnded { _ in drags += 1 })
            }
        }
        let host = ViewHost(Swipeable())
        try host.tap("Card 0 0")
        try host.drag("Card 1 0", by: CGSize(width: 0, height: 30))
        #expect(host.texts == ["Card 1 1"])
    }

    /// An overlay that must not catch taps, and a view hidden until needed.
    private struct Covered: View {
        @State private var taps = 0
        @State private var revealed = false
        var body: some View {
            VStack {
                Button("Under \(taps)") { taps += 1 }
                    .overlay {
                        Button("Glass") { taps += 100 }.allowsHitTesting(false)
                    }
                Button("Reveal") { revealed = true }
                Text("Secret").hidden().opacity(revealed ? 1 : 0)
                if revealed {
                    Button("Later") {}.hidden()
                }
            }
        }
    }

    @Test func touchesGoThroughViewsThatDoNotTestHitsAndHiddenViewsAreNotOnScreen() throws {
        let host = ViewHost(Covered())
        let error = #expect(throws: HostError.self) { try host.tap("Glass") }
        #expect(error?.description == "The button \"Glass\" is inside .allowsHitTesting(false): touches go through it, so it cannot be used.")
        try host.tap("Under 0")
        #expect(host.texts == ["Under 1", "Glass", "Reveal"])
        try host.tap("Reveal")
        #expect(!host.texts.contains("Secret") && !host.texts.contains("Later"))
        #expect(throws: HostError.self) { try host.tap("Later") }
        #expect(host.renderTree().contains("Text \"Secret\" .hidden"))
    }
}
