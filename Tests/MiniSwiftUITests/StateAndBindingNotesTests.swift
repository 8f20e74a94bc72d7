import RenderTrace
import Testing
@testable import MiniSwiftUI
import TraceTestSupport

// The SwiftUI code of the study notes on state and binding (../shared/seeds/003_…), block by block, each in its own
// namespace, completed only where the notes leave a part implied ("..." bodies, a parent view).
// One change for this Swift 6 test target: `static var/let shared` becomes
// `nonisolated(unsafe) static var/let shared` (learner files compile in Swift 5 mode, where the
// original compiles as written).

enum StateAndBindingNotes_State1 {
    struct Counter: View {
        @State private var value = 0

        var body: some View {
            Button("Increment: \(value)") {
                value += 1
            }
        }
    }
}

enum StateAndBindingNotes_State2 {
    struct Counter: View {
        private var _value = State(initialValue: 0)
        private var value: Int {
            get { _value.wrappedValue }
            nonmutating set { _value.wrappedValue = newValue }
        }

        var body: some View {
            Button("Increment: \(value)") {
                value += 1
            }
        }
    }
}

enum StateAndBindingNotes_InitialValue {
    struct Counter: View {
        @State private var value: Int

        init(value: Int = 0) {
            _value = State(initialValue: value)
        }

        var body: some View {
            Button("Increment: \(value)") { value += 1 }
        }
    }
}

enum StateAndBindingNotes_InitAssign {
    struct Counter: View {
        @State private var value = 0

        init(value: Int = 0) {
            self.value = value
        }

        var body: some View {
            Button("Increment: \(value)") { value += 1 }
        }
    }

    struct ContentView: View {
        let counter = Counter()

        var body: some View {
            VStack {
                counter
                counter
            }
        }
    }
}

enum StateAndBindingNotes_Observable1 {
    @Observable final class Model {
        var value = 0
    }

    struct Counter: View {
        @State private var model = Model()

        var body: some View {
            Button("증가 : \(model.value)") {
                model.value += 1
            }
        }
    }
}

enum StateAndBindingNotes_Observable2 {
    @Observable final class Model {
        nonisolated(unsafe) static let shared = Model()

        var value = 0
    }

    struct Counter: View {
        private let model: Model

        // Not in the notes: with a `private` stored property the memberwise initializer is
        // private, so `Counter(model:)` does not compile in Xcode either without this.
        init(model: Model) {
            self.model = model
        }

        var body: some View {
            Button("증가 : \(model.value)") {
                model.value += 1
            }
        }
    }

    struct ContentView: View {
        var body: some View {
            Counter(model: Model.shared)
        }
    }
}

enum StateAndBindingNotes_StateAndObservable {
    @Observable final class CounterViewModel {
        var value: Int
        init(value: Int) { self.value = value }
    }

    struct Counter: View {
        @State var model: CounterViewModel

        init(value: Int) {
            self.model = CounterViewModel(value: value)
        }

        var body: some View {
            Button("\(model.value)") { model.value += 1 }
        }
    }

    struct PlainCounter: View {
        var model: CounterViewModel

        init(value: Int) {
            self.model = CounterViewModel(value: value)
        }

        var body: some View {
            Button("plain \(model.value)") { model.value += 1 }
        }
    }
}

enum StateAndBindingNotes_StateObject {
    final class Model: ObservableObject {
        @Published var value = 0
    }

    struct Counter: View {
        @StateObject private var model = Model()

        var body: some View {
            Button("Increment: \(model.value)") {
                model.value += 1
            }
        }
    }

    struct DesugaredCounter: View {
        private var _model = StateObject(wrappedValue: Model())
        private var model: Model {
            _model.wrappedValue
        }

        var body: some View {
            Button("Increment: \(model.value)") {
                model.value += 1
            }
        }
    }
}

enum StateAndBindingNotes_WillSet {
    final class Model: ObservableObject {
        var value = 0 {
            willSet { objectWillChange.send() }
        }
    }

    struct Counter: View {
        @StateObject private var model = Model()

        var body: some View {
            Button("Increment: \(model.value)") {
                model.value += 1
            }
        }
    }
}

enum StateAndBindingNotes_ObservedObject {
    final class Model: ObservableObject {
        nonisolated(unsafe) static let shared = Model()

        @Published var value = 0
    }

    struct Counter: View {
        @ObservedObject var model: Model

        var body: some View {
            Button("Increment: \(model.value)") {
                model.value += 1
            }
        }
    }

    struct ContentView: View {
        var body: some View {
            Counter(model: Model.shared)
        }
    }
}

enum StateAndBindingNotes_Bindings {
    struct Counter: View {
        @Binding var value: Int

        var body: some View {
            Button("Increment: \(value)") { value += 1 }
        }
    }

    struct ClosureCounter: View {
        var value: Int
        var setValue: (Int) -> ()

        var body: some View {
            Button("Increment: \(value)") {
                setValue(value + 1)
            }
        }
    }

    struct ClosureContentView: View {
        @State private var value: Int = 0

        var body: some View {
            ClosureCounter(value: value, setValue: { value = $0 })
        }
    }

    struct BindingCounter: View {
        var value: Binding<Int>

        var body: some View {
            Button("Increment: \(value.wrappedValue)") {
                value.wrappedValue += 1
            }
        }
    }

    struct BindingContentView: View {
        @State private var value: Int = 0

        var body: some View {
            BindingCounter(value: $value)
        }
    }

    struct ProjectedContentView: View {
        private var _value = State(initialValue: 0)
        private var value: Int {
            get { _value.wrappedValue }
            set { _value.wrappedValue = newValue }
        }

        var body: some View {
            Counter(value: _value.projectedValue)
        }
    }

    final class Model: ObservableObject {
        @Published var value = 0

        var clampedValue: Int {
            get { min(max(0, value), 10) }
            set { value = newValue }
        }
    }

    struct ClampCounter: View {
        @Binding var value: Int

        var body: some View {
            Button("Increment : \(value)") {
                value += 1
            }
        }
    }

    struct ClampContentView: View {
        @StateObject var model = Model()

        var body: some View {
            ClampCounter(value: $model.clampedValue)
        }
    }
}

enum StateAndBindingNotes_Bindable {
    @Observable
    final class Model {
        nonisolated(unsafe) static var shared: Model = Model()

        var value = 0
    }

    struct Counter: View {
        @Bindable var model: Model

        var body: some View {
            Stepper("\(model.value)", value: $model.value)
        }
    }

    struct ContentView: View {
        var model = Model.shared

        var body: some View {
            Counter(model: model)
        }
    }

    struct InlineContentView: View {
        var model = Model.shared

        var body: some View {
            Stepper("\(model.value)", value: Bindable(model).value)
        }
    }

    struct DesugaredCounter: View {
        var _model: Bindable<Model>
        var model: Model { _model.wrappedValue }

        var body: some View {
            Stepper("\(model.value)", value: _model.projectedValue[dynamicMember: \.value])
        }
    }
}

enum StateAndBindingNotes_ExperimentObservable {
    @Observable
    final class Model {
        nonisolated(unsafe) static var shared: Model = Model()

        var numberOfApples = 0
        var numberOfPeaches = 0
    }

    struct AppleView: View {
        @Bindable var model: Model

        var body: some View {
            Stepper("\(model.numberOfApples)", value: $model.numberOfApples)
        }
    }

    struct PeachView: View {
        @Bindable var model: Model

        var body: some View {
            Stepper("\(model.numberOfPeaches)", value: $model.numberOfPeaches)
        }
    }

    struct ContentView: View {
        var model = Model.shared

        var body: some View {
            AppleView(model: model)
            PeachView(model: model)
        }
    }
}

enum StateAndBindingNotes_ExperimentObservableObject {
    final class Model: ObservableObject {
        nonisolated(unsafe) static var shared: Model = Model()

        @Published var numberOfApples = 0
        @Published var numberOfPeaches = 0
    }

    struct AppleView: View {
        @ObservedObject var model: Model

        var body: some View {
            Stepper("\(model.numberOfApples)", value: $model.numberOfApples)
        }
    }

    struct PeachView: View {
        @ObservedObject var model: Model

        var body: some View {
            let _ = Self._printChanges()

            Stepper("\(model.numberOfPeaches)", value: $model.numberOfPeaches)
        }
    }

    struct ContentView: View {
        @StateObject private var model: Model = Model.shared

        var body: some View {
            AppleView(model: model)
            PeachView(model: model)
        }
    }
}

@MainActor
@Suite(.serialized, .isolatedTrace)
struct StateAndBindingNotesTests {
    @Test func stateCounterReRunsOnTap() throws {
        let host = ViewHost(StateAndBindingNotes_State1.Counter())
        try host.tap("Increment: 0")
        #expect(host.texts == ["Increment: 1"])
        #expect(host.bodyRunCount(of: StateAndBindingNotes_State1.Counter.self) == 2)
    }

    @Test func desugaredStateBehavesTheSame() throws {
        let host = ViewHost(StateAndBindingNotes_State2.Counter())
        try host.tap("Increment: 0")
        try host.tap("Increment: 1")
        #expect(host.texts == ["Increment: 2"])
    }

    @Test func newInitialValueIsIgnoredOnceTheNodeExists() {
        let host = ViewHost(StateAndBindingNotes_InitialValue.Counter())
        host.root = StateAndBindingNotes_InitialValue.Counter(value: 5)
        #expect(host.texts == ["Increment: 0"])
    }

    @Test func assigningStateInInitDoesNothingAndTwoCountersAreIndependent() throws {
        let host = ViewHost(StateAndBindingNotes_InitAssign.ContentView())
        #expect(host.texts == ["Increment: 0", "Increment: 0"])
        try host.tap("Increment: 0")
        #expect(host.texts == ["Increment: 1", "Increment: 0"])
        let single = ViewHost(StateAndBindingNotes_InitAssign.Counter(value: 5))
        #expect(single.texts == ["Increment: 0"])
    }

    @Test func observableInStateLivesWithTheNode() throws {
        let host = ViewHost(StateAndBindingNotes_Observable1.Counter())
        try host.tap("증가 : 0")
        #expect(host.texts == ["증가 : 1"])
    }

    @Test func injectedObservableIsObservedWithoutWrapper() throws {
        let host = ViewHost(StateAndBindingNotes_Observable2.ContentView())
        let start = StateAndBindingNotes_Observable2.Model.shared.value
        try host.tap("증가 : \(start)")
        #expect(host.texts == ["증가 : \(start + 1)"])
        #expect(host.bodyRunCount(of: StateAndBindingNotes_Observable2.ContentView.self) == 1)
    }

    @Test func stateInitializedInInitOnlySetsTheInitialValue() throws {
        let host = ViewHost(StateAndBindingNotes_StateAndObservable.Counter(value: 1))
        try host.tap("1")
        host.root = StateAndBindingNotes_StateAndObservable.Counter(value: 10)
        #expect(host.texts == ["2"])
    }

    @Test func plainModelCreatedInInitLosesStateOnReCreation() throws {
        let host = ViewHost(StateAndBindingNotes_StateAndObservable.PlainCounter(value: 1))
        try host.tap("plain 1")
        #expect(host.texts == ["plain 2"])
        host.root = StateAndBindingNotes_StateAndObservable.PlainCounter(value: 1)
        #expect(host.texts == ["plain 1"])
    }

    @Test func stateObjectForms() throws {
        let host = ViewHost(StateAndBindingNotes_StateObject.Counter())
        try host.tap("Increment: 0")
        #expect(host.texts == ["Increment: 1"])
        let desugared = ViewHost(StateAndBindingNotes_StateObject.DesugaredCounter())
        try desugared.tap("Increment: 0")
        #expect(desugared.texts == ["Increment: 1"])
    }

    @Test func willSetFormWorks() throws {
        let host = ViewHost(StateAndBindingNotes_WillSet.Counter())
        try host.tap("Increment: 0")
        #expect(host.texts == ["Increment: 1"])
    }

    @Test func observedObjectSharedModel() throws {
        let host = ViewHost(StateAndBindingNotes_ObservedObject.ContentView())
        let start = StateAndBindingNotes_ObservedObject.Model.shared.value
        try host.tap("Increment: \(start)")
        #expect(host.texts == ["Increment: \(start + 1)"])
    }

    @Test func bindingForms() throws {
        let closures = ViewHost(StateAndBindingNotes_Bindings.ClosureContentView())
        try closures.tap("Increment: 0")
        #expect(closures.texts == ["Increment: 1"])
        let binding = ViewHost(StateAndBindingNotes_Bindings.BindingContentView())
        try binding.tap("Increment: 0")
        #expect(binding.texts == ["Increment: 1"])
        let projected = ViewHost(StateAndBindingNotes_Bindings.ProjectedContentView())
        try projected.tap("Increment: 0")
        #expect(projected.texts == ["Increment: 1"])
    }

    @Test func clampedBindingStopsAtTen() throws {
        let host = ViewHost(StateAndBindingNotes_Bindings.ClampContentView())
        for value in 0...10 {
            try host.tap("Increment : \(value)")
        }
        #expect(host.texts == ["Increment : 10"])
    }

    @Test func bindableForms() throws {
        StateAndBindingNotes_Bindable.Model.shared = StateAndBindingNotes_Bindable.Model()
        let host = ViewHost(StateAndBindingNotes_Bindable.ContentView())
        try host.increment("0")
        #expect(host.texts == ["1"])
        let inline = ViewHost(StateAndBindingNotes_Bindable.InlineContentView())
        try inline.increment("1")
        #expect(inline.texts == ["2"])
        let desugared = ViewHost(StateAndBindingNotes_Bindable.DesugaredCounter(_model: Bindable(StateAndBindingNotes_Bindable.Model.shared)))
        try desugared.decrement("2")
        #expect(desugared.texts == ["1"])
        // The first host sees the shared model's changes too.
        #expect(host.texts == ["1"])
    }

    @Test func experimentWithObservableReRunsOnlyAppleView() throws {
        StateAndBindingNotes_ExperimentObservable.Model.shared = StateAndBindingNotes_ExperimentObservable.Model()
        let host = ViewHost(StateAndBindingNotes_ExperimentObservable.ContentView())
        try host.increment("0")
        #expect(host.texts == ["1", "0"])
        #expect(host.bodyRunCount(of: StateAndBindingNotes_ExperimentObservable.AppleView.self) == 2)
        #expect(host.bodyRunCount(of: StateAndBindingNotes_ExperimentObservable.PeachView.self) == 1)
    }

    @Test func experimentWithObservedObjectReRunsBoth() throws {
        StateAndBindingNotes_ExperimentObservableObject.Model.shared = StateAndBindingNotes_ExperimentObservableObject.Model()
        let (host, _) = traced { ViewHost(StateAndBindingNotes_ExperimentObservableObject.ContentView()) }
        let (_, events) = try traced { try host.increment("0") }
        #expect(host.texts == ["1", "0"])
        #expect(host.bodyRunCount(of: StateAndBindingNotes_ExperimentObservableObject.AppleView.self) == 2)
        #expect(host.bodyRunCount(of: StateAndBindingNotes_ExperimentObservableObject.PeachView.self) == 2)
        #expect(printedChanges(in: events) == ["PeachView: _model changed."])
    }
}
