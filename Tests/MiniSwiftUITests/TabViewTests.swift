import RenderTrace
import Testing
@testable import MiniSwiftUI
import TraceTestSupport

/// `TabView` with `.tabItem` and `.tag`.
@MainActor
@Suite(.serialized, .isolatedTrace)
struct TabViewTests {
    private struct Counter: View {
        let name: String
        @State private var count = 0
        var body: some View {
            Button("\(name) \(count)") { count += 1 }
        }
    }

    private struct App: View {
        var body: some View {
            TabView {
                Counter(name: "Inbox")
                    .tabItem { Label("Received", systemImage: "tray") }
                Counter(name: "Outbox")
                    .tabItem { Label("Sent", systemImage: "paperplane") }
            }
        }
    }

    @Test func theSelectedTabIsShownAboveTheTabBarAndTabsKeepTheirState() throws {
        let host = ViewHost(App())
        #expect(host.texts == ["Inbox 0", "Received", "Sent"])
        #expect(host.bodyRunCount(of: Counter.self) == 1, "a tab is built when first selected")
        try host.tap("Inbox 0")
        try host.selectTab("Sent")
        #expect(host.texts == ["Outbox 0", "Received", "Sent"])
        #expect(throws: HostError.self) { try host.tap("Inbox 1") }
        let (_, events) = try traced { try host.selectTab("Received") }
        #expect(events.of(.nodeCreated).isEmpty, "a tab seen before is kept")
        #expect(host.texts.first == "Inbox 1")
        #expect(throws: HostError.self) { try host.selectTab("Drafts") }
    }

    private enum Section: Hashable {
        case home, settings
    }

    private struct Bound: View {
        @State private var section = Section.settings
        var body: some View {
            TabView(selection: $section) {
                Button("Go to settings") { section = .settings }
                    .tabItem { Text("Home") }
                    .tag(Section.home)
                Button("Go home") { section = .home }
                    .tabItem { Text("Settings") }
                    .tag(Section.settings)
            }
        }
    }

    @Test func aBoundSelectionChoosesTheTabByTagBothWays() throws {
        let host = ViewHost(Bound())
        #expect(host.texts.first == "Go home")
        try host.tap("Go home")
        #expect(host.texts.first == "Go to settings")
        let (_, events) = try traced { try host.selectTab("Settings") }
        #expect(events.of(.stateWrite).map(\.newValue) == ["settings"])
        #expect(host.texts.first == "Go home")
    }
}
