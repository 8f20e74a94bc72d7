import Foundation
import RenderTrace
import Testing
@testable import MiniSwiftUI
import TraceTestSupport

/// `Menu`, `DatePicker`, `DisclosureGroup`, `@AppStorage`, and small views and environment
/// values tutorials reach for.
@MainActor
@Suite(.serialized, .isolatedTrace)
struct MoreControlsTests {
    private enum Order: String, CaseIterable, Hashable {
        case name, date
    }

    private struct Sorted: View {
        @State private var order = Order.name
        @State private var showFavorites = false
        @State private var cleared = 0
        var body: some View {
            VStack {
                Text("By \(order.rawValue), favorites \(showFavorites), cleared \(cleared)")
                Menu("Sort", systemImage: "arrow.up.arrow.down") {
                    Picker("Order", selection: $order) {
                        ForEach(Order.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                    }
                    Toggle("Favorites", isOn: $showFavorites)
                    Button("Clear", role: .destructive) { cleared += 1 }
                }
            }
        }
    }

    @Test func aMenuOpensOverTheScreenAndClosesWhenAControlIsUsed() throws {
        let host = ViewHost(Sorted())
        #expect(host.texts == ["By name, favorites false, cleared 0", "Sort"])
        #expect(throws: HostError.self) { try host.tap("Clear") }
        try host.tap("Sort")
        #expect(host.texts == ["Order", "name", "Favorites", "Clear"])
        try host.select(Order.date, in: "Order")
        #expect(host.texts.first == "By date, favorites false, cleared 0")
        try host.tap("Sort")
        try host.toggle("Favorites")
        try host.tap("Sort")
        try host.tap("Clear")
        #expect(host.texts == ["By date, favorites true, cleared 1", "Sort"])
    }

    private struct Alarm: View {
        static let start = Date(timeIntervalSince1970: 1_000_000)
        @State private var wakeUp = Alarm.start
        var body: some View {
            VStack {
                DatePicker("Wake up", selection: $wakeUp, in: Alarm.start...)
                Text("\(Int(wakeUp.timeIntervalSince(Alarm.start))) s later")
            }
        }
    }

    @Test func aDatePickerSetsItsDateWithinItsRange() throws {
        let host = ViewHost(Alarm())
        try host.pick(Alarm.start.addingTimeInterval(3600), in: "Wake up")
        #expect(host.texts == ["Wake up", "3600 s later"])
        try host.pick(Alarm.start.addingTimeInterval(-60), in: "Wake up")
        #expect(host.texts.last == "0 s later", "clamped to the range")
    }

    private struct Details: View {
        @State private var expanded = false
        var body: some View {
            VStack {
                DisclosureGroup("Unbound") { Counter() }
                DisclosureGroup("Bound", isExpanded: $expanded) { Text("Inside") }
                Text(expanded ? "open" : "closed")
            }
        }
    }

    private struct Counter: View {
        @State private var count = 0
        var body: some View { Button("Count \(count)") { count += 1 } }
    }

    @Test func aDisclosureGroupCreatesItsContentWhenExpanded() throws {
        let host = ViewHost(Details())
        #expect(host.bodyRunCount(of: Counter.self) == 0)
        try host.tap("Unbound")
        try host.tap("Count 0")
        try host.tap("Bound")
        #expect(host.texts == ["Unbound", "Count 1", "Bound", "Inside", "open"])
        try host.tap("Unbound")
        try host.tap("Unbound")
        #expect(host.texts[1] == "Count 0", "collapsing removed the content and its state")
    }

    private struct Taps: View {
        @AppStorage("MoreControlsTests.taps") private var taps = 0
        var body: some View { Button("Taps \(taps)") { taps += 1 } }
    }

    private struct TapsReader: View {
        @AppStorage("MoreControlsTests.taps") private var count = 0
        var body: some View { Text("Seen \(count)") }
    }

    @Test func appStorageIsSharedByEveryViewWithTheKey() throws {
        let host = ViewHost(VStack {
            Taps()
            TapsReader()
        })
        let (_, events) = try traced { try host.tap("Taps 0") }
        #expect(host.texts == ["Taps 1", "Seen 1"])
        #expect(Set(events.of(.bodyRan).map { "\($0.subject ?? "") \($0.reasons)" }) == ["Taps [\"_taps\"]", "TapsReader [\"_count\"]"])
        #expect(ViewHost(TapsReader()).texts == ["Seen 1"], "a new screen reads the stored value")
    }

    @Test func smallViewsAndEnvironmentValuesTutorialsUse() {
        struct Settings: View {
            @Environment(\.horizontalSizeClass) var sizeClass
            @Environment(\.scenePhase) var scenePhase
            @State private var airplane = false
            var body: some View {
                Form {
                    LabeledContent("Version", value: "1.0")
                    Toggle("Airplane Mode", systemImage: "airplane", isOn: $airplane)
                    ScrollViewReader { proxy in
                        Button("Top") { proxy.scrollTo(0) }
                    }
                    Text(sizeClass == .compact && scenePhase == .active ? "iPhone, active" : "?")
                }
            }
        }
        let host = ViewHost(Settings())
        #expect(host.texts == ["Version", "1.0", "Airplane Mode", "Top", "iPhone, active"])
    }

    private struct Mail: View {
        @State private var messages = ["Hello", "Invoice"]
        @State private var flagged: [String] = []
        var body: some View {
            List {
                Section(header: Text("Inbox"), footer: Text("\(messages.count) messages")) {
                    ForEach(messages, id: \.self) { message in
                        Text(message)
                            .swipeActions {
                                Button("Delete", role: .destructive) { messages.removeAll { $0 == message } }
                                Button("Flag") { flagged.append(message) }
                            }
                            .contextMenu {
                                Button("Copy") {}
                                Button("Flag") { flagged.append(message) }
                            }
                    }
                }
                Text("Flagged: \(flagged.joined(separator: ", "))")
            }
        }
    }

    @Test func swipeActionsAndContextMenusAreRevealedByTheirGestures() throws {
        let host = ViewHost(Mail())
        #expect(host.texts == ["Inbox", "Hello", "Invoice", "2 messages", "Flagged: "])
        #expect(throws: HostError.self) { try host.tap("Flag") }
        try host.swipe("Invoice")
        #expect(host.texts == ["Delete", "Flag"])
        try host.tap("Flag")
        try host.longPress("Hello")
        #expect(host.texts == ["Copy", "Flag"])
        try host.tap("Flag")
        try host.swipe("Hello")
        try host.tap("Delete")
        #expect(host.texts == ["Inbox", "Invoice", "1 messages", "Flagged: Invoice, Hello"])
        #expect(throws: HostError.self) { try host.longPress("Flagged: Invoice, Hello") }
    }

    @Test func aDecorativeImageNamesNoControl() {
        let host = ViewHost(Button {} label: { Image(decorative: "logo") })
        #expect(throws: HostError.self) { try host.tap("logo") }
        #expect((try? ViewHost(Button {} label: { Image("logo") }).tap("logo")) != nil)
    }

    @Test func aLinkOpensItsURLThroughTheEnvironmentsOpenURLAction() throws {
        final class Opened {
            var urls: [URL] = []
        }
        let opened = Opened()
        let host = ViewHost(
            VStack {
                Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)
                ShareLink(item: "A recipe")
            }
            .environment(\.openURL, OpenURLAction { url in
                opened.urls.append(url)
                return .handled
            }))
        try host.tap("Privacy policy")
        try host.tap("Share")
        #expect(opened.urls.map(\.absoluteString) == ["https://example.com/privacy"])
        #expect(host.renderTree().contains("Link \"Privacy policy\" https://example.com/privacy"))
        // Without an action of its own, the system's would open it: nothing to see here.
        try ViewHost(Link("Docs", destination: URL(string: "https://example.com")!)).tap("Docs")
    }

    @Test func uiApplicationOpensURLsAsIOSCodeAsksIt() async throws {
        let before = UIApplication.shared.openedURLs.count
        let host = ViewHost(Button("Weather data by Open-Meteo") {
            UIApplication.shared.open(URL(string: "https://open-meteo.com")!)
        })
        try host.tap("Weather data by Open-Meteo")
        let settings = URL(string: UIApplication.openSettingsURLString)!
        #expect(await UIApplication.shared.open(settings))
        #expect(UIApplication.shared.openedURLs.dropFirst(before).map(\.absoluteString)
            == ["https://open-meteo.com", "app-settings:"])
    }

    @Test func notificationsArriveAsAnAsyncSequence() async {
        let center = NotificationCenter()
        let name = UIApplication.userDidTakeScreenshotNotification
        // Observing starts with iteration: what was posted before is not seen.
        center.post(name: name, object: nil)
        var screenshots = center.notifications(named: name).makeAsyncIterator()
        center.post(name: Notification.Name("SomethingElse"), object: nil)
        center.post(name: name, object: self as AnyObject)
        let first = await screenshots.next()
        #expect(first?.name == name)
        #expect(first?.object != nil)

        // A loop over them in a task ends when the task is cancelled.
        let counting = Task {
            var count = 0
            for await _ in center.notifications(named: name) { count += 1 }
            return count
        }
        counting.cancel()
        #expect(await counting.value == 0)
    }

    @Test func containersTutorialsUseShowWhatTheyHold() {
        let start = Date(timeIntervalSince1970: 0)
        let host = ViewHost(VStack {
            GroupBox("Today") { Text("3 tasks") }
            ControlGroup { Button("Cut") {}; Button("Copy") {} }
            ViewThatFits {
                Text("A long title that might not fit")
                Text("Short")
            }
            TimelineView(.periodic(from: start, by: 1)) { context in
                Text(context.date > start ? "ticking" : "stopped")
            }
            AsyncImage(url: URL(string: "https://example.com/cat.png")) { image in
                image.resizable()
            } placeholder: {
                Text("Loading cat")
            }
            AsyncImage(url: nil) { phase in
                if phase.image == nil { Text("No image yet") }
            }
        })
        #expect(host.texts == ["Today", "3 tasks", "Cut", "Copy", "A long title that might not fit", "ticking", "Loading cat", "No image yet"])
        #expect(host.renderTree().contains("AsyncImage https://example.com/cat.png"))
    }

    @Test func datesShowInTheStyleAsked() {
        let now = Date()
        let later = now.addingTimeInterval(2 * 3600 + 5 * 60 + 30)
        let host = ViewHost(VStack {
            Text(later, style: .relative)
            Text(later, style: .offset)
            Text(now.addingTimeInterval(125.5), style: .timer)
            Text(AttributedString("Plain enough"))
        })
        #expect(host.texts == ["2 hours, 5 minutes", "+2 hours, 5 minutes", "2:05", "Plain enough"])
        let morning = Date(timeIntervalSince1970: 9 * 3600)
        #expect(ViewHost(Text(morning, style: .time)).texts == [morning.formatted(date: .omitted, time: .shortened)])
    }

    /// `@Namespace` is one per identity and lasts with it.
    private struct Matched: View {
        @Namespace private var hero
        @State private var seen: [Namespace.ID] = []
        var body: some View {
            Button("Seen \(Set(seen).count) of \(seen.count)") { seen.append(hero) }
                .matchedGeometryEffect(id: "title", in: hero)
        }
    }

    @Test func aNamespaceLastsAsLongAsItsView() throws {
        let host = ViewHost(VStack { Matched(); Matched() })
        try host.tap("Seen 0 of 0")
        try host.tap("Seen 1 of 1")
        #expect(host.texts == ["Seen 1 of 2", "Seen 0 of 0"])
    }
}
