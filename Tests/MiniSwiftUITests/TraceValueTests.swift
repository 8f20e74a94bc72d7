import Foundation
import RenderTrace
import Testing
@testable import MiniSwiftUI
import TraceTestSupport

/// What the trace writes for a value is evidence that hidden checks read, so it comes from the
/// value's layout, never from a description or mirror the value's own type supplies.
@Suite struct TraceValueTests {
    private struct Plain { var count = 1; var name = "n" }
    private enum Phase { case idle, loaded(Int), pair(Int, String) }

    @Test func valuesPrintAsSwiftPrintsATypeThatCustomisesNothing() {
        #expect(TraceValue.describe(3) == "3")
        #expect(TraceValue.describe(2.5) == "2.5")
        #expect(TraceValue.describe("hi") == "\"hi\"")
        #expect(TraceValue.describe(Optional(3) as Any) == "3")
        #expect(TraceValue.describe(Optional<Int>.none as Any) == "nil")
        #expect(TraceValue.describe([1, 2]) == "[1, 2]")
        #expect(TraceValue.describe(["a"]) == "[\"a\"]")
        #expect(TraceValue.describe([String: Int]()) == "[:]")
        #expect(TraceValue.describe(["k": 1]) == "[\"k\": 1]")
        for value: Any in [Plain(), Phase.idle, Phase.loaded(3), Phase.pair(1, "b"), [Phase.idle], [Plain()], (1, y: 2)] {
            #expect(TraceValue.describe(value) == String(describing: value))
        }
    }

    private struct Disguised: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
        var count = 1
        var description: String { "count is 99" }
        var debugDescription: String { "count is 99" }
        var customMirror: Mirror { Mirror(self, children: ["count": 99]) }
    }

    private enum DisguisedPhase: CustomStringConvertible {
        case idle, done
        var description: String { "done" }
    }

    private final class DisguisedModel: CustomStringConvertible {
        var description: String { "Model(count: 99)" }
    }

    @Test func theRuntimesOwnTypesDescribeThemselves() {
        #expect(TraceValue.describe(Color.red) == Color.red.description)
        var path = NavigationPath()
        path.append(1)
        #expect(TraceValue.describe(path) == path.description)
        #expect(TraceValue.describe([AnyHashable(2)]) == "[2]")
    }

    @Test func aTypesOwnDescriptionDoesNotChangeWhatTheTraceSays() {
        #expect(TraceValue.describe(Disguised()) == "Disguised(count: 1)")
        #expect(TraceValue.describe([Disguised()]).contains("count: 1"))
        #expect(TraceValue.describe(Optional(Disguised()) as Any) == "Disguised(count: 1)")
        #expect(TraceValue.describe(DisguisedPhase.idle) == "idle")
        #expect(TraceValue.describe(["phase": DisguisedPhase.idle]).hasSuffix(".idle]"))
        #expect(TraceValue.describe(DisguisedModel()).hasSuffix(".DisguisedModel"), "a class prints its name, as Swift prints a class that customises nothing")
    }

    @MainActor
    private struct Screen: View {
        @State private var value = Disguised()
        var body: some View {
            Button("Bump \(value.count)") { value.count += 1 }
        }
    }

    @MainActor
    @Test(.isolatedTrace) func aStateWriteOfADisguisedValueIsTracedAsItIs() throws {
        let host = ViewHost(Screen())
        let (_, events) = try traced { try host.tap("Bump 1") }
        let write = try #require(events.of(.stateWrite).first)
        #expect(write.oldValue == "Disguised(count: 1)")
        #expect(write.newValue == "Disguised(count: 2)")
    }
}
