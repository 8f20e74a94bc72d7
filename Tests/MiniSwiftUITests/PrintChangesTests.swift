import RenderTrace
import Testing
@testable import MiniSwiftUI
import TraceTestSupport

@MainActor
@Suite(.serialized, .isolatedTrace)
struct PrintChangesTests {
    private struct Counter: View {
        @State private var count = 0
        var body: some View {
            let _ = Self._printChanges()
            Button("Count \(count)") { count += 1 }
        }
    }

    private struct Label: View {
        let title: String
        var body: some View {
            let _ = Self._printChanges()
            Text(title)
        }
    }

    private struct Screen: View {
        @State private var title = "A"
        var body: some View {
            VStack {
                Button("Rename") { title += "!" }
                Label(title: title)
                Label(title: "fixed")
            }
        }
    }

    @Test func firstRenderWithState() {
        let (_, events) = traced { ViewHost(Counter()) }
        #expect(printedChanges(in: events) == ["Counter: @self, @identity, _count changed."])
    }

    @Test func afterStateWrite() throws {
        let host = ViewHost(Counter())
        let (_, events) = try traced { try host.tap("Count 0") }
        #expect(printedChanges(in: events) == ["Counter: _count changed."])
    }

    @Test func withoutDynamicPropertiesAndNewInputs() throws {
        let (host, first) = traced { ViewHost(Screen()) }
        #expect(printedChanges(in: first) == ["Label: @self changed.", "Label: @self changed."])
        let (_, events) = try traced { try host.tap("Rename") }
        #expect(printedChanges(in: events) == ["Label: @self changed."])
        #expect(events.of(.bodySkipped).map(\.path) == ["Screen/VStack/Label[1]"])
    }

    @Test func bodyRanEventsCarryTheSameReasons() throws {
        let host = ViewHost(Counter())
        let (_, events) = try traced { try host.tap("Count 0") }
        let ran = events.of(.bodyRan)
        #expect(ran.map(\.path) == ["Counter"])
        #expect(ran.first?.reasons == ["_count"])
        #expect(events.of(.stateWrite).first?.property == "count")
        #expect(events.of(.stateWrite).first?.oldValue == "0")
        #expect(events.of(.stateWrite).first?.newValue == "1")
    }

    private struct Root: View {
        let fruit: ObjectTests.Fruit
        var body: some View {
            let _ = Self._printChanges()
            Text("\(fruit.apples)")
        }
    }

    @Test func observationDependencies() {
        let fruit = ObjectTests.Fruit()
        let host = ViewHost(Root(fruit: fruit))
        let (_, events) = traced {
            fruit.apples += 1
            host.flush()
        }
        #expect(printedChanges(in: events) == ["Root: @dependencies changed."])
    }

    private struct Themed: View {
        @Environment(\.colorScheme) private var scheme
        var body: some View {
            let _ = Self._printChanges()
            Text("\(scheme)")
        }
    }

    private struct Switcher: View {
        @State private var dark = false
        var body: some View {
            VStack {
                Button("Switch") { dark.toggle() }
                Themed()
            }
            .environment(\.colorScheme, dark ? .dark : .light)
        }
    }

    @Test func aKeyPathEnvironmentChangeIsNamedByItsProperty() throws {
        let host = ViewHost(Switcher())
        let (_, events) = try traced { try host.tap("Switch") }
        #expect(printedChanges(in: events) == ["Themed: _scheme changed."])
    }
}
