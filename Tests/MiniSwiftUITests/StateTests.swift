import RenderTrace
import Testing
@testable import MiniSwiftUI
import TraceTestSupport

private struct Counter: View {
    @State private var value = 0

    var body: some View {
        Button("Increment: \(value)") {
            value += 1
        }
    }
}

@MainActor
@Suite(.serialized, .isolatedTrace)
struct StateTests {
    @Test func tappingIncrementsAndReRuns() throws {
        let host = ViewHost(Counter())
        #expect(host.texts == ["Increment: 0"])
        try host.tap("Increment: 0")
        try host.tap("Increment: 1")
        #expect(host.texts == ["Increment: 2"])
        #expect(host.bodyRunCount(of: Counter.self) == 3)
    }

    @Test func missingButtonErrorListsButtons() {
        let host = ViewHost(Counter())
        let error = #expect(throws: HostError.self) { try host.tap("Increment: 5") }
        // `tap` reaches buttons and navigation links, so the message names both.
        #expect(error?.description == #"No button or navigation link "Increment: 5" on screen. Buttons and navigation links on screen: "Increment: 0"."#)
        #expect(error?.koreanDescription == #"화면에 "Increment: 5" 버튼 또는 내비게이션 링크이(가) 없습니다. 화면에 있는 것: "Increment: 0"."#)
    }

    private struct InitAssigned: View {
        @State private var value = 0
        init(value: Int) {
            self.value = value
        }
        var body: some View { Text("\(value)") }
    }

    @Test func stateAssignedInInitIsDroppedSilently() {
        let (host, events) = traced { ViewHost(InitAssigned(value: 5)) }
        #expect(host.texts == ["0"])
        #expect(events.of(.stateWriteIgnored).map(\.fact) == [.notInstalled])
        #expect(events.of(.warning).isEmpty, "SwiftUI prints nothing for the dropped write")
    }

    private struct InitReadsBinding: View {
        @State private var value = 0
        let initial: Binding<Int>
        init() {
            initial = _value.projectedValue
        }
        var body: some View { Text("\(value)") }
    }

    @Test func bindingTakenInInitWarnsAsSwiftUIDoes() {
        let (_, events) = traced { ViewHost(InitReadsBinding()) }
        #expect(events.of(.warning).contains {
            $0.fact == .notInstalled
                && $0.detail?.hasPrefix("Accessing State's value outside of being installed on a View.") == true
        })
    }

    private struct Echo: View {
        let tag: Int
        let value: Int
        var body: some View { Text("\(tag): \(value)") }
    }

    private struct Readers: View {
        @State private var value = 0
        var body: some View {
            VStack {
                ForEach(0..<8, id: \.self) { tag in
                    Reader(tag: tag, value: $value)
                }
                Button("Bump") { value += 1 }
            }
        }
    }

    private struct Reader: View {
        let tag: Int
        @Binding var value: Int
        var body: some View { Echo(tag: tag, value: value) }
    }

    @Test func siblingsInvalidatedByOneWriteReRunInTreeOrder() throws {
        // Mounting builds the tree top to bottom, so its order is the order they stand in.
        let (host, mount) = traced { ViewHost(Readers()) }
        let standing = mount.of(.bodyRan).filter { $0.subject == "Reader" }.map(\.path)
        let (_, events) = try traced { try host.tap("Bump") }
        let reRuns = events.of(.bodyRan).filter { $0.subject == "Reader" }.map(\.path)
        #expect(standing.count == 8)
        #expect(reRuns == standing, "the eight readers re-run in the order they stand, every time")
    }

    private struct InitialValueCounter: View {
        @State private var value: Int
        init(value: Int = 0) {
            _value = State(initialValue: value)
        }
        var body: some View {
            Button("Increment: \(value)") { value += 1 }
        }
    }

    @Test func initialValueMattersOnlyOnCreation() throws {
        let host = ViewHost(InitialValueCounter(value: 3))
        #expect(host.texts == ["Increment: 3"])
        host.root = InitialValueCounter(value: 5)
        #expect(host.texts == ["Increment: 3"])
    }

    private struct Twice: View {
        let counter = Counter()
        var body: some View {
            VStack {
                counter
                counter
            }
        }
    }

    @Test func sameViewValueTwiceHasTwoStates() throws {
        let host = ViewHost(Twice())
        try host.tap("Increment: 0")
        #expect(host.texts == ["Increment: 1", "Increment: 0"])
    }

    private struct Unread: View {
        @State private var hidden = 0
        var body: some View {
            Button("Bump") { hidden += 1 }
        }
    }

    @Test func writeOfUnreadStateRunsNoBody() throws {
        let host = ViewHost(Unread())
        try host.tap("Bump")
        #expect(host.bodyRunCount(of: Unread.self) == 1)
    }

    private struct SameValue: View {
        @State private var value = 1
        var body: some View {
            Button("Set \(value)") { value = 1 }
        }
    }

    @Test func writingAnEqualValueRunsNoBody() throws {
        let host = ViewHost(SameValue())
        let (_, events) = try traced { try host.tap("Set 1") }
        #expect(host.bodyRunCount(of: SameValue.self) == 1)
        #expect(events.of(.stateWrite).map(\.fact) == [.sameValue])
    }

    private struct Toggler: View {
        @State private var showFirst = true
        var body: some View {
            VStack {
                Button("Switch") { showFirst.toggle() }
                if showFirst {
                    Counter()
                } else {
                    Counter()
                }
            }
        }
    }

    @Test func ifElseBranchesAreDifferentIdentities() throws {
        let host = ViewHost(Toggler())
        try host.tap("Increment: 0")
        #expect(host.texts == ["Switch", "Increment: 1"])
        try host.tap("Switch")
        #expect(host.texts == ["Switch", "Increment: 0"])
    }

    private struct Identified: View {
        @State private var generation = 0
        var body: some View {
            VStack {
                Button("Reset") { generation += 1 }
                Counter().id(generation)
            }
        }
    }

    @Test func newExplicitIDResetsState() throws {
        let host = ViewHost(Identified())
        try host.tap("Increment: 0")
        #expect(host.texts == ["Reset", "Increment: 1"])
        let (_, events) = try traced { try host.tap("Reset") }
        #expect(host.texts == ["Reset", "Increment: 0"])
        #expect(events.of(.nodeRemoved).contains { $0.subject == "Counter" })
        #expect(events.of(.nodeCreated).contains { $0.subject == "Counter" })
    }

    private struct Parent: View {
        @State private var tick = 0
        var body: some View {
            VStack {
                Text("tick \(tick)")
                Button("Tick") { tick += 1 }
                Counter()
            }
        }
    }

    @Test func stateSurvivesParentReRenderAndChildIsSkipped() throws {
        let host = ViewHost(Parent())
        try host.tap("Increment: 0")
        let (_, events) = try traced { try host.tap("Tick") }
        #expect(host.texts == ["tick 1", "Tick", "Increment: 1"])
        #expect(host.bodyRunCount(of: Counter.self) == 2)
        #expect(events.of(.bodySkipped).map(\.subject) == ["Counter"])
        #expect(events.of(.bodySkipped).map(\.fact) == [.inputsUnchanged])
    }

    private struct Child: View {
        @Binding var value: Int
        var body: some View {
            Button("Child \(value)") { value += 1 }
        }
    }

    private struct BindingParent: View {
        @State private var value = 0
        var body: some View {
            Child(value: $value)
        }
    }

    @Test func bindingWritesReachTheOwnerAndOnlyReadersReRun() throws {
        let host = ViewHost(BindingParent())
        try host.tap("Child 0")
        #expect(host.texts == ["Child 1"])
        // The parent only passes `$value`; it never reads it, so its body does not re-run.
        #expect(host.bodyRunCount(of: BindingParent.self) == 1)
        #expect(host.bodyRunCount(of: Child.self) == 2)
    }

    private struct WriteDuringBody: View {
        @State private var value = 0
        var body: some View {
            let _ = { value = 1 }()
            Text("\(value)")
        }
    }

    @Test func writingStateDuringBodyIsDroppedWithWarning() {
        let (host, events) = traced { ViewHost(WriteDuringBody()) }
        #expect(host.texts == ["0"])
        #expect(events.of(.stateWriteIgnored).map(\.fact) == [.duringBodyUpdate])
        #expect(events.of(.warning).contains {
            $0.fact == .duringBodyUpdate
                && $0.detail == "Modifying state during view update, this will cause undefined behavior."
        })
    }

    private struct Switch: View {
        let name: String
        @Binding var isOn: Bool
        var body: some View { Toggle(name, isOn: $isOn) }
    }

    private struct Switches: View {
        @State private var on: Set<String> = []
        var body: some View {
            VStack {
                Text("on: \(on.sorted().joined(separator: ","))")
                ForEach(["a", "b"], id: \.self) { name in
                    Switch(name: name, isOn: Binding(
                        get: { on.contains(name) },
                        set: { if $0 { on.insert(name) } else { on.remove(name) } }))
                }
            }
        }
    }

    @Test func aChildsBindingIsReachedThroughTheViewsOnScreen() throws {
        let host = ViewHost(Switches())
        let switches = host.views(of: Switch.self)
        #expect(switches.map(\.name) == ["a", "b"])
        switches[1].isOn = true
        #expect(host.texts.first == "on: b")
        host.views(of: Switch.self)[1].isOn = true
        #expect(host.texts.first == "on: b")
    }
}

