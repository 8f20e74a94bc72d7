import RenderTrace
import Testing
@testable import MiniSwiftUI
import TraceTestSupport

@MainActor
@Suite(.serialized, .isolatedTrace)
struct LifecycleAndControlTests {
    private final class Log {
        var lines: [String] = []
    }

    private struct Appearing: View {
        let log: Log
        @State private var show = true
        var body: some View {
            VStack {
                Button("Toggle") { show.toggle() }
                if show {
                    Text("Hello")
                        .onAppear { log.lines.append("appear") }
                        .onDisappear { log.lines.append("disappear") }
                }
            }
        }
    }

    @Test func onAppearAndOnDisappearFollowIdentity() throws {
        let log = Log()
        let host = ViewHost(Appearing(log: log))
        #expect(log.lines == ["appear"])
        let (_, events) = try traced { try host.tap("Toggle") }
        #expect(log.lines == ["appear", "disappear"])
        #expect(events.of(.lifecycle).map(\.detail) == ["onDisappear"])
        #expect(events.of(.lifecycle).first?.path == "Appearing/VStack/Text")
        let (_, appearing) = try traced { try host.tap("Toggle") }
        #expect(log.lines == ["appear", "disappear", "appear"])
        #expect(appearing.of(.lifecycle).map { "\($0.subject ?? "") \($0.path) \($0.detail ?? "")" }
            == ["Text Appearing/VStack/Text onAppear"], "onAppear names the view, which did not exist yet when it was queued")
    }

    private struct AppearWrites: View {
        @State private var loaded = false
        var body: some View {
            Text(loaded ? "Loaded" : "Loading")
                .onAppear { loaded = true }
        }
    }

    @Test func stateWrittenInOnAppearRendersInTheSameFlush() {
        let host = ViewHost(AppearWrites())
        #expect(host.texts == ["Loaded"])
        #expect(host.bodyRunCount(of: AppearWrites.self) == 2)
    }

    private struct Disabling: View {
        @State private var count = 0
        var body: some View {
            VStack {
                Button("Add") { count += 1 }
                    .disabled(count >= 1)
                Text("\(count)")
            }
        }
    }

    @Test func disabledButtonCannotBeTapped() throws {
        let host = ViewHost(Disabling())
        try host.tap("Add")
        #expect(throws: HostError.self) { try host.tap("Add") }
        #expect(host.texts == ["Add", "1"])
    }

    private struct Controls: View {
        @State private var isOn = false
        @State private var amount = 2
        @State private var volume = 0.5
        @State private var name = ""
        @State private var flavor = "vanilla"
        var body: some View {
            Form {
                Toggle("Wi-Fi", isOn: $isOn)
                Stepper("Amount", value: $amount, in: 0...3)
                Slider(value: $volume, in: 0...1)
                TextField("Name", text: $name)
                Picker("Flavor", selection: $flavor) {
                    Text("Vanilla").tag("vanilla")
                    Text("Mint").tag("mint")
                }
                Text("\(isOn ? "on" : "off") \(amount) \(volume, specifier: "%.2f") \(name) \(flavor)")
            }
        }
    }

    @Test func controlsWriteTheirBindings() throws {
        let host = ViewHost(Controls())
        try host.toggle("Wi-Fi")
        try host.increment("Amount")
        try host.increment("Amount")  // clamped at 3
        try host.decrement("Amount")
        try host.increment("Amount")
        try host.slide("", to: 0.25)
        try host.type("Ann", into: "Name")
        try host.select("mint", in: "Flavor")
        #expect(host.texts.last == "on 3 0.25 Ann mint")
        #expect(host.texts.contains("Mint"))
        #expect(!host.texts.contains("Vanilla"))
        #expect(throws: HostError.self) { try host.select("chocolate", in: "Flavor") }
    }

    private struct People: View {
        @State private var numberOfPeople = 2
        var body: some View {
            Picker("Number of people", selection: $numberOfPeople) {
                ForEach(2..<100) { Text("\($0) people") }
            }
        }
    }

    @Test func aForEachOverARangeTagsItsRowsByOffset() throws {
        let host = ViewHost(People())
        #expect(host.texts == ["Number of people", "4 people"])
        try host.select(0, in: "Number of people")
        #expect(host.texts.last == "2 people")
    }

    private struct Rows: View {
        struct Item: Identifiable {
            let id: Int
        }
        @State private var items = [Item(id: 1), Item(id: 2)]
        var body: some View {
            VStack {
                Button("Prepend") { items.insert(Item(id: 0), at: 0) }
                ForEach(items) { item in
                    RowCounter(label: "Row \(item.id)")
                }
            }
        }
    }

    private struct RowCounter: View {
        let label: String
        @State private var taps = 0
        var body: some View {
            Button("\(label): \(taps)") { taps += 1 }
        }
    }

    @Test func forEachKeepsStateByID() throws {
        let host = ViewHost(Rows())
        try host.tap("Row 2: 0")
        try host.tap("Prepend")
        #expect(host.texts == ["Prepend", "Row 0: 0", "Row 1: 0", "Row 2: 1"])
        #expect(host.renderTree().contains("RowCounter#2"))
    }

    private struct ThemeReader: View {
        @Environment(\.theme) var theme
        var body: some View { Text("theme \(theme)") }
    }

    private struct Themed: View {
        @State private var dark = false
        var body: some View {
            VStack {
                Button("Switch") { dark.toggle() }
                Wrapper()
            }
            .environment(\.theme, dark ? "dark" : "light")
        }
    }

    private struct Wrapper: View {
        var body: some View { ThemeReader() }
    }

    @Test func environmentChangesReachReadersThroughSkippedViews() throws {
        let host = ViewHost(Themed())
        #expect(host.texts.last == "theme light")
        try host.tap("Switch")
        #expect(host.texts.last == "theme dark")
        #expect(host.bodyRunCount(of: Wrapper.self) == 1)
        #expect(host.bodyRunCount(of: ThemeReader.self) == 2)
    }

    private struct Highlight: ViewModifier {
        @State private var taps = 0
        func body(content: Content) -> some View {
            VStack {
                content
                Button("Highlight \(taps)") { taps += 1 }
            }
        }
    }

    @Test func customModifierHasItsOwnState() throws {
        let host = ViewHost(VStack {
            Text("A").modifier(Highlight())
            Text("B").modifier(Highlight())
        })
        try host.tap("Highlight 0")
        #expect(host.texts == ["A", "Highlight 1", "B", "Highlight 0"])
    }

    private struct Changing: View {
        let log: Log
        @State private var value = 0
        var body: some View {
            Button("Bump \(value)") { value += 1 }
                .onChange(of: value) { old, new in log.lines.append("\(old)->\(new)") }
        }
    }

    private struct ChangingOldStyle: View {
        let log: Log
        @State private var value = 0
        var body: some View {
            Button("Bump \(value)") { value += 1 }
                .onChange(of: value) { newValue in log.lines.append("now \(newValue)") }
                .onChange(of: value) { log.lines.append("changed") }
        }
    }

    @Test func onChangeTakesTheIOS14AndArgumentlessForms() throws {
        let log = Log()
        let host = ViewHost(ChangingOldStyle(log: log))
        try host.tap("Bump 0")
        #expect(Set(log.lines) == ["now 1", "changed"])
    }

    @Test func onChangeGetsOldAndNewValues() throws {
        let log = Log()
        let host = ViewHost(Changing(log: log))
        try host.tap("Bump 0")
        try host.tap("Bump 1")
        #expect(log.lines == ["0->1", "1->2"])
    }

    private struct Leaf: View {
        let index: Int
        @State private var value = 0
        var body: some View {
            Button("Leaf \(index): \(value)") { value += 1 }
        }
    }

    private struct Big: View {
        var body: some View {
            VStack {
                ForEach(0..<1000) { index in
                    Leaf(index: index)
                }
            }
        }
    }

    @Test func oneChangeInALargeTreeRunsOneBody() throws {
        let host = ViewHost(Big())
        #expect(host.bodyRunCount(of: Leaf.self) == 1000)
        try host.tap("Leaf 500: 0")
        #expect(host.bodyRunCount(of: Leaf.self) == 1001)
        #expect(host.bodyRunCount(of: Big.self) == 1)
    }
}

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = "light"
}

extension EnvironmentValues {
    fileprivate var theme: String {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

@MainActor
@Suite(.serialized, .isolatedTrace)
struct TaskTests {
    private struct Loader: View {
        @State private var text = "Loading"
        var body: some View {
            Text(text)
                .task {
                    await Task.yield()
                    text = "Loaded"
                }
        }
    }

    @Test func taskRunsOnAppearAndSettleWaitsForIt() async {
        let host = ViewHost(Loader())
        await host.settle()
        #expect(host.texts == ["Loaded"])
        #expect(host.bodyRunCount(of: Loader.self) == 2)
    }

    @MainActor final class Log {
        var lines: [String] = []
    }

    /// A task sleeping for a minute, whose view goes away: the sleep throws, the `catch` runs.
    private struct Poller: View {
        let log: Log
        var body: some View {
            Text("Polling")
                .task {
                    do {
                        try await Task.sleep(for: .seconds(60))
                        log.lines.append("polled")
                    } catch {
                        log.lines.append("stopped: \(error is CancellationError)")
                    }
                }
        }
    }

    private struct Screen: View {
        let log: Log
        @State private var polling = true
        var body: some View {
            VStack {
                Button("Stop") { polling = false }
                if polling { Poller(log: log) }
            }
        }
    }

    @Test func settleWaitsForTasksCancelledBecauseTheirViewWentAway() async throws {
        let log = Log()
        let host = ViewHost(Screen(log: log))
        try host.tap("Stop")
        await host.settle()
        #expect(log.lines == ["stopped: true"])
    }

    /// `task(id:)` cancels the old task when the id changes; that one's `catch` runs too.
    private struct Search: View {
        let log: Log
        @State private var query = "a"
        var body: some View {
            Button("Query \(query)") { query += "b" }
                .task(id: query) {
                    do {
                        try await Task.sleep(for: .milliseconds(query.count > 1 ? 1 : 60_000))
                        log.lines.append("searched \(query)")
                    } catch {
                        log.lines.append("cancelled")
                    }
                }
        }
    }

    @Test func settleWaitsForATaskReplacedByANewID() async throws {
        let log = Log()
        let host = ViewHost(Search(log: log))
        try host.tap("Query a")
        await host.settle()
        #expect(log.lines.sorted() == ["cancelled", "searched ab"])
    }

    private struct Ticker: View {
        let ticks: PassthroughSubject<Int, Never>
        @State private var total = 0
        @State private var step = 1
        var body: some View {
            VStack {
                Text("Total \(total)")
                Button("Step \(step)") { step *= 10 }
            }
            .onReceive(ticks) { tick in total += tick * step }
        }
    }

    private struct Toggled: View {
        let ticks: PassthroughSubject<Int, Never>
        let log: Log
        @State private var showing = true
        var body: some View {
            VStack {
                Button("Hide") { showing = false }
                if showing {
                    Text("Listening").onReceive(ticks) { log.lines.append("got \($0)") }
                }
            }
        }
    }

    @Test func onReceiveRunsTheLatestActionForEachValueWhileOnScreen() throws {
        let ticks = PassthroughSubject<Int, Never>()
        let host = ViewHost(Ticker(ticks: ticks))
        ticks.send(1)
        #expect(host.texts.first == "Total 1")
        try host.tap("Step 1")
        ticks.send(2)
        #expect(host.texts.first == "Total 21")

        let log = Log()
        let toggled = ViewHost(Toggled(ticks: ticks, log: log))
        ticks.send(3)
        try toggled.tap("Hide")
        ticks.send(4)
        #expect(log.lines == ["got 3"])
    }

    private struct Feed: View {
        let log: Log
        @State private var items = ["First"]
        var body: some View {
            List(items, id: \.self) { Text($0) }
                .refreshable {
                    try? await Task.sleep(for: .milliseconds(1))
                    items.insert("Newer", at: 0)
                    log.lines.append("refreshed")
                }
        }
    }

    @Test func pullToRefreshRunsTheRefreshableActionAndWaitsForIt() async throws {
        let log = Log()
        let host = ViewHost(Feed(log: log))
        TraceRecorder.reset()
        try await host.refresh()
        let events = TraceRecorder.events
        #expect(log.lines == ["refreshed"])
        #expect(host.texts == ["Newer", "First"])
        #expect(events.of(.interaction).map(\.fact) == [.refresh])
        let plain = ViewHost(List { Text("Static") })
        await #expect(throws: HostError.self) { try await plain.refresh() }
    }
}
