import RenderTrace
import Testing
@testable import MiniSwiftUI
import TraceTestSupport

@Observable
private final class Inbox {
    var unread = 0
}

/// What the host records as facts (interactions) and as drawings (the render tree before and
/// after a step that changed its structure).
@MainActor
@Suite(.serialized, .isolatedTrace)
struct TraceFactsTests {
    private struct Controls: View {
        @State private var isOn = false
        @State private var amount = 1
        @State private var volume = 0.5
        @State private var name = ""
        @State private var flavor = "vanilla"
        var body: some View {
            VStack {
                Button("Save") {}
                Toggle("Wi-Fi", isOn: $isOn)
                Stepper("Amount", value: $amount)
                Slider(value: $volume, in: 0...1)
                TextField("Name", text: $name)
                Picker("Flavor", selection: $flavor) {
                    Text("Vanilla").tag("vanilla")
                    Text("Mint").tag("mint")
                }
            }
        }
    }

    @Test func interactionsRecordWhatWasDoneToWhichControl() throws {
        let (_, events) = try traced {
            let host = ViewHost(Controls())
            try host.tap("Save")
            try host.toggle("Wi-Fi")
            try host.increment("Amount")
            try host.decrement("Amount")
            try host.slide("", to: 0.25)
            try host.type("Ann", into: "Name")
            try host.select("mint", in: "Flavor")
            host.root = Controls()
        }
        let interactions = events.of(.interaction)
        #expect(interactions.map(\.fact) == [
            .mount, .tap, .toggle, .increment, .decrement, .slide, .type, .select, .newRootValue,
        ])
        #expect(interactions.map(\.detail) == [nil, "Save", "Wi-Fi", "Amount", "Amount", "", "Name", "Flavor", nil])
        #expect(interactions.map(\.newValue) == [nil, nil, nil, nil, nil, "0.25", "\"Ann\"", "\"mint\"", nil])
        #expect(interactions.map(\.subject) == [
            "Controls", "Button", "Toggle", "Stepper", "Stepper", "Slider", "TextField", "Picker", "Controls",
        ])
    }

    private struct Badge: View {
        let inbox: Inbox
        var body: some View {
            Text("Unread: \(inbox.unread)")
        }
    }

    /// A change made outside the views and rendered by `flush()` is a step of its own, starting
    /// where the last one ended: the write belongs to it, not to the tap before it.
    @Test func aFlushThatRendersAnOutsideChangeIsAStepHoldingTheChange() throws {
        let inbox = Inbox()
        let (_, events) = try traced {
            let host = ViewHost(VStack { Badge(inbox: inbox); Button("Save") {} })
            try host.tap("Save")
            inbox.unread += 1
            host.flush()
            host.flush()
        }
        #expect(events.of(.interaction).map(\.fact) == [.mount, .tap, .update])
        let update = try #require(events.firstIndex { $0.fact == .update })
        let write = try #require(events.firstIndex { $0.kind == .objectWillChange && $0.subject == "Badge" })
        let badgeRan = try #require(events.lastIndex { $0.kind == .bodyRan && $0.subject == "Badge" })
        #expect(update < write && write < badgeRan)
    }

    private struct Details: View {
        @State private var showDetails = false
        @State private var count = 0
        var body: some View {
            VStack {
                Button("Count: \(count)") { count += 1 }
                Toggle("Details", isOn: $showDetails)
                if showDetails {
                    Text("More")
                } else {
                    Text("Hidden")
                }
            }
        }
    }

    @Test func mountingRecordsTheTreeWithNothingBefore() {
        let (_, events) = traced { ViewHost(Details()) }
        let trees = events.of(.renderTree)
        #expect(trees.count == 1)
        #expect(trees.first?.oldValue == nil)
        // A control's plain label is folded into the control's line; nothing is marked.
        #expect(trees.first?.newValue == """
              Details [_count = 0, _showDetails = false]
                VStack
                  Button "Count: 0"
                  Toggle "Details" off
                  Text "Hidden"
            """)
        #expect(events.last?.kind == .renderTree)
    }

    @Test func aStepThatOnlyChangesValuesRecordsNoTree() throws {
        let host = ViewHost(Details())
        let (_, events) = try traced { try host.tap("Count: 0") }
        #expect(events.of(.bodyRan).count == 1)
        #expect(events.of(.renderTree).isEmpty)
    }

    @Test func flippingAnIfBranchRecordsTheTreeBeforeAndAfter() throws {
        let host = ViewHost(Details())
        try host.tap("Count: 0")
        let (_, events) = try traced { try host.toggle("Details") }
        let tree = try #require(events.of(.renderTree).first)
        #expect(events.of(.renderTree).count == 1)
        // Before: the values as the step found them, the removed view marked `- `.
        #expect(tree.oldValue == """
              Details [_count = 1, _showDetails = false]
                VStack
                  Button "Count: 1"
                  Toggle "Details" off
            -     Text "Hidden"
            """)
        #expect(tree.newValue == """
              Details [_count = 1, _showDetails = true]
                VStack
                  Button "Count: 1"
                  Toggle "Details" on
            +     Text "More"
            """)
        #expect(tree.path == "Details")
        #expect(events.last?.kind == .renderTree)
    }

    private struct Resettable: View {
        @State private var token = 0
        var body: some View {
            VStack {
                Button("Reset") { token += 1 }
                Leaf().id(token)
            }
        }
    }

    private struct Leaf: View {
        @State private var taps = 0
        var body: some View {
            Button("Taps: \(taps)") { taps += 1 }
        }
    }

    @Test func aNewIdentityShowsAsRemovedAndCreatedEvenWithTheSameType() throws {
        let host = ViewHost(Resettable())
        let (_, events) = try traced { try host.tap("Reset") }
        let tree = try #require(events.of(.renderTree).first)
        #expect(tree.oldValue?.contains("-     Leaf#0 [_taps = 0] .id(0)\n-       Button \"Taps: 0\"") == true)
        #expect(tree.newValue?.contains("+     Leaf#1 [_taps = 0] .id(1)\n+       Button \"Taps: 0\"") == true)
    }

    private struct Rows: View {
        @State private var ids = [1, 2]
        var body: some View {
            VStack {
                Button("Reverse") { ids.reverse() }
                ForEach(ids, id: \.self) { id in
                    Text("Row \(id)")
                }
            }
        }
    }

    @Test func reorderedRowsRecordATreeWithNothingCreatedOrRemoved() throws {
        let host = ViewHost(Rows())
        let (_, events) = try traced { try host.tap("Reverse") }
        let tree = try #require(events.of(.renderTree).first)
        #expect(events.of(.nodeCreated).isEmpty && events.of(.nodeRemoved).isEmpty)
        #expect(tree.oldValue?.contains("Text#1 \"Row 1\"\n      Text#2 \"Row 2\"") == true)
        #expect(tree.newValue?.contains("Text#2 \"Row 2\"\n      Text#1 \"Row 1\"") == true)
        #expect(tree.oldValue?.contains("- ") == false && tree.newValue?.contains("+ ") == false)
    }

    @Observable final class Settings {
        var isDark = false
        var saves = 0
    }

    /// The toggle reads its value from a model, so nothing in the tree changes when it flips
    /// until the view reading `isDark` re-renders; the label of "Saved" changes in the same step.
    private struct SettingsScreen: View {
        @Bindable var settings: Settings
        var body: some View {
            VStack {
                Toggle("Dark", isOn: $settings.isDark)
                Preview(settings: settings)
                Button("Save at night") {
                    settings.saves += 1
                    settings.isDark = true
                }
            }
        }
    }

    private struct Preview: View {
        let settings: Settings
        var body: some View {
            Button("Saved \(settings.saves)") { settings.saves += 1 }
            if settings.isDark {
                Text("Night")
            } else {
                Swatch()
            }
        }
    }

    private struct Swatch: View {
        @State private var shade = 1
        var body: some View {
            Button("Shade \(shade)") { shade += 1 }
        }
    }

    @Test func theTreeBeforeAStepShowsWhatTheStepOverwrote() throws {
        let settings = Settings()
        let host = ViewHost(SettingsScreen(settings: settings))
        try host.tap("Shade 1")
        let (_, events) = try traced { try host.tap("Save at night") }
        let tree = try #require(events.of(.renderTree).first)
        // The model-bound toggle as it was, the label before its text changed, and the removed
        // subtree with its state and children, although all of these were overwritten.
        #expect(tree.oldValue == """
              SettingsScreen
                VStack
                  Toggle "Dark" off
                  Preview
                    Button "Saved 0"
            -       Swatch [_shade = 2]
            -         Button "Shade 2"
                  Button "Save at night"
            """)
        #expect(tree.newValue == """
              SettingsScreen
                VStack
                  Toggle "Dark" on
                  Preview
                    Button "Saved 1"
            +       Text "Night"
                  Button "Save at night"
            """)
    }

    private struct Shelf: View {
        @State private var showsSecond = false
        var body: some View {
            VStack {
                Button("Add") { showsSecond = true }
                Group {
                    Tally()
                    if showsSecond { Tally() }
                }
            }
        }
    }

    private struct Tally: View {
        @State private var count = 0
        var body: some View {
            Button("Tally \(count)") { count += 1 }
        }
    }

    @Test func pathsNumberSameNamedSiblingsOnceTheyAppear() throws {
        let host = ViewHost(Shelf())
        let (_, before) = try traced { try host.tap("Tally 0") }
        #expect(before.of(.bodyRan).map(\.path) == ["Shelf/VStack/Tally"])
        try host.tap("Add")
        // The second tally came in under a structural `Group`: the first one's path changed too.
        let (_, after) = try traced { try host.tap("Tally 1") }
        #expect(after.of(.bodyRan).map(\.path) == ["Shelf/VStack/Tally[0]"])
    }

    @Test func nothingIsDrawnWhileTracingIsOff() throws {
        TraceRecorder.reset()
        TraceRecorder.isEnabled = false
        defer { TraceRecorder.isEnabled = true }
        let host = ViewHost(Details())
        try host.toggle("Details")
        #expect(TraceRecorder.events.isEmpty)
        #expect(host.texts.last == "More")
    }
}
