import RenderTrace
import Testing
@testable import MiniSwiftUI
import TraceTestSupport

@MainActor
private var modelsCreated = 0

private final class CountingModel: ObservableObject {
    @Published var value = 0
    init() {
        MainActor.assumeIsolated { modelsCreated += 1 }
    }
}

@Observable
private final class ObservableCountingModel {
    var value = 0
    init() {
        MainActor.assumeIsolated { modelsCreated += 1 }
    }
}

@MainActor
@Suite(.serialized, .isolatedTrace)
struct ObjectTests {
    private struct StateObjectHolder: View {
        @StateObject private var model = CountingModel()
        var body: some View {
            Button("Value \(model.value)") { model.value += 1 }
        }
    }

    private struct Parent<Child: View>: View {
        @State private var tick = 0
        let makeChild: () -> Child
        var body: some View {
            VStack {
                Button("Tick \(tick)") { tick += 1 }
                makeChild()
            }
        }
    }

    @Test func stateObjectAutoclosureRunsOncePerIdentity() throws {
        modelsCreated = 0
        let host = ViewHost(Parent { StateObjectHolder() })
        try host.tap("Value 0")
        try host.tap("Tick 0")
        try host.tap("Tick 1")
        #expect(modelsCreated == 1)
        #expect(host.texts == ["Tick 2", "Value 1"])
    }

    private struct StateModelHolder: View {
        @State private var model = ObservableCountingModel()
        var body: some View {
            Button("Value \(model.value)") { model.value += 1 }
        }
    }

    @Test func stateOfObjectIsEvaluatedEachTimeButFirstIsKept() throws {
        modelsCreated = 0
        let host = ViewHost(Parent { StateModelHolder() })
        try host.tap("Value 0")
        try host.tap("Tick 0")
        try host.tap("Tick 1")
        // Each parent body run builds a new StateModelHolder, so `Model()` runs again...
        #expect(modelsCreated == 3)
        // ...but the node keeps its first instance.
        #expect(host.texts == ["Tick 2", "Value 1"])
    }

    private final class Shared: ObservableObject {
        @Published var a = 0
        @Published var b = 0
    }

    private struct ReadsA: View {
        @ObservedObject var model: Shared
        var body: some View { Text("a \(model.a)") }
    }

    private struct ReadsNothing: View {
        @ObservedObject var model: Shared
        var body: some View { Text("nothing") }
    }

    private struct Both: View {
        let model: Shared
        var body: some View {
            ReadsA(model: model)
            ReadsNothing(model: model)
        }
    }

    @Test func observedObjectInvalidatesOnAnyChange() {
        let model = Shared()
        let host = ViewHost(Both(model: model))
        let (_, events) = traced {
            model.b = 1
            host.flush()
        }
        #expect(host.bodyRunCount(of: ReadsA.self) == 2)
        #expect(host.bodyRunCount(of: ReadsNothing.self) == 2)
        #expect(events.of(.bodyRan).map(\.reasons) == [["_model"], ["_model"]])
    }

    private final class WillSetModel: ObservableObject {
        var value = 0 {
            willSet { objectWillChange.send() }
        }
    }

    private struct WillSetCounter: View {
        @StateObject var model = WillSetModel()
        var body: some View {
            Button("Increment: \(model.value)") { model.value += 1 }
        }
    }

    @Test func willSetObservableObjectWorks() throws {
        let host = ViewHost(WillSetCounter())
        try host.tap("Increment: 0")
        #expect(host.texts == ["Increment: 1"])
    }

    @Observable
    final class Fruit {
        var apples = 0
        var peaches = 0
    }

    private struct AppleReader: View {
        let fruit: Fruit
        var body: some View { Text("apples \(fruit.apples)") }
    }

    private struct PeachReader: View {
        let fruit: Fruit
        var body: some View { Text("peaches \(fruit.peaches)") }
    }

    private struct Basket: View {
        let fruit: Fruit
        var body: some View {
            AppleReader(fruit: fruit)
            PeachReader(fruit: fruit)
        }
    }

    @Test func observableReRunsOnlyReaders() {
        let fruit = Fruit()
        let host = ViewHost(Basket(fruit: fruit))
        let (_, events) = traced {
            fruit.apples = 3
            host.flush()
        }
        #expect(host.texts == ["apples 3", "peaches 0"])
        #expect(host.bodyRunCount(of: AppleReader.self) == 2)
        #expect(host.bodyRunCount(of: PeachReader.self) == 1)
        #expect(events.of(.bodyRan).first?.reasons == ["@dependencies"])
    }

    private struct ReadsInAction: View {
        let fruit: Fruit
        var body: some View {
            Button("Add") { fruit.apples = fruit.peaches + 1 }
        }
    }

    @Test func readsInActionsAreNotTracked() throws {
        let fruit = Fruit()
        let host = ViewHost(ReadsInAction(fruit: fruit))
        try host.tap("Add")
        fruit.peaches = 5
        #expect(host.bodyRunCount(of: ReadsInAction.self) == 1)
    }

    fileprivate final class ClampModel: ObservableObject {
        @Published var value = 0
        var clampedValue: Int {
            get { min(max(0, value), 10) }
            set { value = newValue }
        }
    }

    private struct ClampCounter: View {
        @Binding var value: Int
        var body: some View {
            Button("Increment : \(value)") { value += 1 }
        }
    }

    private struct ClampContent: View {
        @StateObject var model = ClampModel()
        var body: some View {
            ClampCounter(value: $model.clampedValue)
        }
    }

    @Test func bindingToComputedPropertyOfObservableObject() throws {
        let host = ViewHost(ClampContent())
        for shown in 0..<10 {
            try host.tap("Increment : \(shown)")
        }
        #expect(host.texts == ["Increment : 10"])
        try host.tap("Increment : 10")
        #expect(host.texts == ["Increment : 10"])
    }

    private struct EnvironmentReader: View {
        @EnvironmentObject var model: Shared
        var body: some View { Text("a \(model.a)") }
    }

    @Test func environmentObjectIsObserved() {
        let model = Shared()
        let host = ViewHost(VStack { EnvironmentReader() }.environmentObject(model))
        model.a = 2
        #expect(host.texts == ["a 2"])
    }

    private struct ObservableEnvironmentReader: View {
        @Environment(Fruit.self) var fruit
        var body: some View { Text("peaches \(fruit.peaches)") }
    }

    @Test func environmentObservableIsTracked() {
        let fruit = Fruit()
        let host = ViewHost(ObservableEnvironmentReader().environment(fruit))
        fruit.peaches = 4
        #expect(host.texts == ["peaches 4"])
        fruit.apples = 1
        #expect(host.bodyRunCount(of: ObservableEnvironmentReader.self) == 2)
    }
}
