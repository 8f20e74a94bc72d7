import RenderTrace
import Testing
@testable import MiniSwiftUI
import TraceTestSupport

/// `NavigationStack`, `NavigationLink`, `navigationDestination(for:)`, `NavigationPath`,
/// `NavigationSplitView` and `NavigationView`.
@MainActor
@Suite(.serialized, .isolatedTrace)
struct NavigationTests {
    private struct Counter: View {
        let name: String
        @State private var count = 0
        var body: some View {
            Button("\(name) \(count)") { count += 1 }
        }
    }

    private struct Detail: View {
        let name: String
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            VStack {
                Counter(name: name)
                Button("Close \(name)") { dismiss() }
            }
        }
    }

    private struct Home: View {
        var body: some View {
            NavigationStack {
                VStack {
                    Counter(name: "Home")
                    NavigationLink("Open A") { Detail(name: "A") }
                    NavigationLink(destination: Detail(name: "B")) { Text("Open B") }
                }
            }
        }
    }

    @Test func aLinkPushesItsDestinationOverTheRootWhichKeepsItsState() throws {
        let host = ViewHost(Home())
        try host.tap("Home 0")
        let (_, events) = try traced { try host.tap("Open A") }
        #expect(host.texts == ["A 0", "Close A"])
        #expect(events.of(.nodeCreated).map(\.path).contains("Home/NavigationStack/Detail"))
        #expect(host.bodyRunCount(of: Home.self) == 1)
        #expect(events.of(.bodyRan).map(\.subject) == ["Detail", "Counter"], "pushing leaves the root alone")
        #expect(throws: HostError.self) { try host.tap("Home 1") }
        try host.goBack()
        #expect(host.texts == ["Home 1", "Open A", "Open B"])
        #expect(throws: HostError.self) { try host.goBack() }
    }

    @Test func aPushedScreenIsNewEachTimeAndDismissPopsIt() throws {
        let host = ViewHost(Home())
        try host.tap("Open B")
        try host.tap("B 0")
        #expect(host.texts.first == "B 1")
        let (_, events) = try traced { try host.tap("Close B") }
        #expect(events.of(.nodeRemoved).first?.subject == "Detail")
        try host.tap("Open B")
        #expect(host.texts.first == "B 0")
    }

    private struct Live: View {
        @State private var version = 1
        var body: some View {
            NavigationStack {
                VStack {
                    Button("Bump") { version += 1 }
                    NavigationLink("Open") { Text("Version \(version)") }
                    if version < 3 {
                        NavigationLink("Temporary") { Button("Bump \(version)") { version += 1 } }
                    }
                }
            }
        }
    }

    @Test func aPushedScreenFollowsItsLinkAndGoesWhenTheLinkGoes() throws {
        let host = ViewHost(Live())
        try host.tap("Open")
        #expect(host.texts == ["Version 1"])
        try host.goBack()
        try host.tap("Temporary")
        try host.tap("Bump 1")
        #expect(host.texts == ["Bump 2"], "the pushed screen shows the link's new destination")
        try host.tap("Bump 2")
        #expect(host.texts == ["Bump", "Open"], "the link is gone at version 3, and its screen with it")
    }

    private struct Numbers: View {
        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink("Seven", value: 7)
                    NavigationLink("Word", value: "seven")
                    NavigationLink("Nothing", value: Optional<Int>.none)
                }
                .navigationDestination(for: Int.self) { number in
                    NavigationLink("Number \(number)", value: number + 1)
                }
            }
        }
    }

    @Test func aValueLinkPushesTheDestinationDeclaredForItsType() throws {
        let host = ViewHost(Numbers())
        try host.tap("Seven")
        try host.tap("Number 7")
        #expect(host.texts == ["Number 8"])
        try host.goBack()
        #expect(host.texts == ["Number 7"])
    }

    @Test func aValueWithoutADestinationDoesNotPushAndWarns() throws {
        let host = ViewHost(Numbers())
        let (_, events) = try traced { try host.tap("Word") }
        #expect(host.texts == ["Seven", "Word", "Nothing"])
        #expect(events.of(.warning).first?.detail?.hasPrefix("A NavigationLink is presenting a value of type “String”") == true)
        #expect(throws: HostError.self) { try host.tap("Nothing") }
    }

    private struct Path: View {
        @State private var path = NavigationPath()
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Button("Push 2") { path.append(2) }
                    NavigationLink("One", value: 1)
                    Text("Depth \(path.count)")
                }
                .navigationDestination(for: Int.self) { number in
                    VStack {
                        Text("Screen \(number)")
                        Button("Pop") { path.removeLast() }
                        Button("Root") { path = NavigationPath() }
                        NavigationLink("Deeper", value: number * 10)
                    }
                }
            }
        }
    }

    @Test func aBoundPathPushesAndPopsBothWays() throws {
        let host = ViewHost(Path())
        let (_, events) = try traced { try host.tap("One") }
        #expect(events.of(.stateWrite).map(\.newValue) == ["[1]"], "the link appends to the bound path")
        try host.tap("Deeper")
        #expect(host.texts.first == "Screen 10")
        try host.tap("Pop")
        #expect(host.texts.first == "Screen 1")
        try host.goBack()
        #expect(host.texts.last == "Depth 0", "the back button removes the value from the path")
        try host.tap("Push 2")
        try host.tap("Deeper")
        try host.tap("Root")
        #expect(host.texts == ["Push 2", "One", "Depth 0"])
    }

    private struct TypedPath: View {
        @State private var path: [Int] = [3, 4]
        var body: some View {
            NavigationStack(path: $path) {
                Text("Root \(path)")
                    .navigationDestination(for: Int.self) { Text("Screen \($0)") }
            }
        }
    }

    @Test func aPathSetBeforeTheFirstRenderShowsItsTopScreen() throws {
        let host = ViewHost(TypedPath())
        #expect(host.texts == ["Screen 4"])
        try host.goBack()
        try host.goBack()
        #expect(host.texts == ["Root []"])
    }

    private struct Split: View {
        var body: some View {
            NavigationSplitView {
                NavigationLink("Item") { Text("Item detail") }
            } detail: {
                Text("Select an item")
            }
        }
    }

    private struct Legacy: View {
        var body: some View {
            NavigationView {
                NavigationLink("Item", destination: Text("Item detail"))
            }
        }
    }

    @Test func splitViewsAndNavigationViewsPushLikeAStackOnIPhone() throws {
        let split = ViewHost(Split())
        #expect(split.texts == ["Item"])
        try split.tap("Item")
        #expect(split.texts == ["Item detail"])
        let legacy = ViewHost(Legacy())
        try legacy.tap("Item")
        #expect(legacy.texts == ["Item detail"])
    }

    @Test func aLinkInASheetDoesNotPushOntoTheStackUnderIt() throws {
        struct Presenter: View {
            @State private var showing = false
            var body: some View {
                NavigationStack {
                    Button("Show") { showing = true }
                        .sheet(isPresented: $showing) {
                            NavigationLink("Inside") { Text("Pushed") }
                        }
                }
            }
        }
        let host = ViewHost(Presenter())
        try host.tap("Show")
        try host.tap("Inside")
        #expect(host.texts == ["Inside"])
        try host.dismissSheet()
        #expect(host.texts == ["Show"])
    }

    @Test func aLinkOutsideAStackDoesNothing() throws {
        let host = ViewHost(NavigationLink("Lonely") { Text("Never") })
        try host.tap("Lonely")
        #expect(host.texts == ["Lonely"])
    }

    /// The iOS 13–16 links and destinations driven by bindings: whatever writes the binding
    /// pushes or pops, and going back writes it back.
    private struct Bound: View {
        @State private var showsA = false
        @State private var selected: String?
        @State private var showsC = false
        var body: some View {
            NavigationView {
                VStack {
                    Text("A \(showsA), selected \(selected ?? "none"), C \(showsC)")
                    NavigationLink(isActive: $showsA) { Detail(name: "A") } label: { Text("To A") }
                    NavigationLink("To B", destination: Detail(name: "B"), tag: "B", selection: $selected)
                    Button("Show C") { showsC = true }
                    Button("Select B") { selected = "B" }
                }
                .navigationDestination(isPresented: $showsC) { Detail(name: "C") }
                .navigationBarItems(trailing: Button("Reset") { showsA = false; selected = nil; showsC = false })
            }
        }
    }

    @Test func linksAndDestinationsDrivenByABindingPushWhileItSaysSo() throws {
        let host = ViewHost(Bound())
        try host.tap("To A")
        #expect(host.texts == ["A 0", "Close A"])
        try host.goBack()
        #expect(host.texts.first == "A false, selected none, C false")

        try host.tap("To B")
        #expect(host.texts.first == "B 0")
        try host.tap("Close B")
        #expect(host.texts.first == "A false, selected none, C false")

        // Written from elsewhere: the binding pushes the screen.
        try host.tap("Select B")
        #expect(host.texts.first == "B 0")
        try host.goBack()
        try host.tap("Show C")
        #expect(host.texts == ["C 0", "Close C"])
        try host.goBack()
        #expect(host.texts == ["A false, selected none, C false", "To A", "To B", "Show C", "Select B", "Reset"])
    }

    @Test func writingTheBindingBackPopsTheScreen() throws {
        struct Popper: View {
            @Binding var showing: Bool
            var body: some View {
                Button("Pop \(showing)") { showing = false }
            }
        }
        struct Pushing: View {
            @State private var showing = false
            var body: some View {
                NavigationStack {
                    NavigationLink("Push", destination: Popper(showing: $showing), isActive: $showing)
                }
            }
        }
        let host = ViewHost(Pushing())
        try host.tap("Push")
        #expect(host.texts == ["Pop true"])
        try host.tap("Pop true")
        #expect(host.texts == ["Push"])
    }

    /// SwiftUI's `NavigationLink(_:isActive:destination:)`, the destination a trailing closure
    /// (https://developer.apple.com/documentation/swiftui/navigationlink), as TCA 1.x's
    /// navigate-and-load case studies write it.
    @Test func aTitledLinkTakesItsDestinationAsATrailingClosure() throws {
        struct Loader: View {
            @State private var isActive = false
            var body: some View {
                NavigationView {
                    NavigationLink("Load optional counter", isActive: $isActive) {
                        Text("Loaded \(isActive)")
                    }
                }
            }
        }
        let host = ViewHost(Loader())
        try host.tap("Load optional counter")
        #expect(host.texts == ["Loaded true"])
        try host.goBack()
        #expect(host.texts == ["Load optional counter"])
    }
    /// SwiftUI's `NavigationLink(_:tag:selection:destination:)`, the destination a trailing
    /// closure, as TCA 1.x's list navigate-and-load case study writes one link per row.
    @Test func aTaggedLinkTakesItsDestinationAsATrailingClosure() throws {
        struct Shelf: View {
            @State private var selected: Int?
            var body: some View {
                NavigationView {
                    List {
                        ForEach(1..<4) { shelf in
                            NavigationLink("Shelf \(shelf)", tag: shelf, selection: $selected) {
                                Text("Opened \(selected.map(String.init) ?? "none")")
                            }
                        }
                    }
                }
            }
        }
        let host = ViewHost(Shelf())
        try host.tap("Shelf 2")
        #expect(host.texts == ["Opened 2"])
        try host.goBack()
        #expect(host.texts == ["Shelf 1", "Shelf 2", "Shelf 3"])
    }
}
