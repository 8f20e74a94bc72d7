import MiniSwiftUI
import MiniTCA
import Observation
import RenderTrace
import Testing

// A feature written the TCA 1.7+ way, with what `@ObservableState` and `@CasePathable` expand to
// written out by hand (so that these tests do not depend on the macro plugin).

private struct Profile: Reducer {
    struct State: Equatable, ObservableState {
        var count: Int {
            @storageRestrictions(initializes: _count)
            init(initialValue) { _count = initialValue }
            get {
                _$observationRegistrar.access(self, keyPath: \.count)
                return _count
            }
            set { _$observationRegistrar.mutate(self, keyPath: \.count, &_count, newValue) }
            _modify {
                let oldValue = _$observationRegistrar.willModify(self, keyPath: \.count, &_count)
                defer { _$observationRegistrar.didModify(self, keyPath: \.count, &_count, oldValue) }
                yield &_count
            }
        }
        private var _count = 0

        var name: String {
            @storageRestrictions(initializes: _name)
            init(initialValue) { _name = initialValue }
            get {
                _$observationRegistrar.access(self, keyPath: \.name)
                return _name
            }
            set { _$observationRegistrar.mutate(self, keyPath: \.name, &_name, newValue) }
            _modify {
                let oldValue = _$observationRegistrar.willModify(self, keyPath: \.name, &_name)
                defer { _$observationRegistrar.didModify(self, keyPath: \.name, &_name, oldValue) }
                yield &_name
            }
        }
        private var _name = ""

        var _$observationRegistrar = ObservationStateRegistrar()
        var _$id: ObservableStateID { _$observationRegistrar.id }
        mutating func _$willModify() { _$observationRegistrar._$willModify() }

        init(count: Int = 0, name: String = "") {
            self.count = count
            self.name = name
        }
    }

    enum Action: Equatable, BindableAction, CasePathable {
        case binding(BindingAction<State>)
        case increment
        case reset
        case rename(String)

        struct AllCasePaths {
            var rename: AnyCasePath<Profile.Action, String> {
                ._$embed(Profile.Action.rename) {
                    guard case let .rename(v0) = $0 else { return nil }
                    return v0
                }
            }
            var binding: AnyCasePath<Profile.Action, BindingAction<Profile.State>> {
                ._$embed(Profile.Action.binding) {
                    guard case let .binding(v0) = $0 else { return nil }
                    return v0
                }
            }
        }
        static var allCasePaths: AllCasePaths { AllCasePaths() }
    }

    var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case .binding: return .none
            case .increment: state.count += 1
            case .reset: state = State()
            case let .rename(name): state.name = name
            }
            return .none
        }
    }
}

private struct CountView: View {
    let store: StoreOf<Profile>
    var body: some View {
        Text("Count: \(store.count)")
    }
}

private struct NameView: View {
    @Bindable var store: StoreOf<Profile>
    var body: some View {
        TextField("Name", text: $store.name)
    }
}

private struct NameSendingView: View {
    @Bindable var store: StoreOf<Profile>
    var body: some View {
        TextField("Name", text: $store.name.sending(\.rename))
    }
}

extension MiniTCATests {
    @Suite @MainActor struct StoreObservation {
        @Test func aWriteTellsObserversOnlyWhenItsTypeCanSayTheValueChanged() {
            final class Object {}
            final class EquatableObject: Equatable {
                static func == (_: EquatableObject, _: EquatableObject) -> Bool { true }
            }
            struct Opaque {}
            // Each write goes through the `mutate` overload a tracked property's setter picks
            // for that type.
            #expect(!Marker.tellsObservers { $0.mutate($1, keyPath: \.marker, &$2.int, 1) })
            #expect(Marker.tellsObservers { $0.mutate($1, keyPath: \.marker, &$2.int, 2) })
            #expect(!Marker.tellsObservers { $0.mutate($1, keyPath: \.marker, &$2.object, $2.object) })
            #expect(Marker.tellsObservers { $0.mutate($1, keyPath: \.marker, &$2.object, Object()) })
            #expect(!Marker.tellsObservers { $0.mutate($1, keyPath: \.marker, &$2.equatableObject, EquatableObject()) })
            #expect(Marker.tellsObservers { $0.mutate($1, keyPath: \.marker, &$2.opaque, Opaque()) })

            struct Values {
                var int = 1
                var object = Object()
                var equatableObject = EquatableObject()
                var opaque = Opaque()
            }
            final class Flag: @unchecked Sendable {
                private(set) var isRaised = false
                func raise() { isRaised = true }
            }
            struct Marker: ObservableState {
                var marker = 0
                var _$observationRegistrar = ObservationStateRegistrar()
                var _$id: ObservableStateID { _$observationRegistrar.id }
                mutating func _$willModify() {}

                static func tellsObservers(_ write: (ObservationStateRegistrar, Marker, inout Values) -> Void) -> Bool {
                    let subject = Marker()
                    var values = Values()
                    let told = Flag()
                    withObservationTracking {
                        subject._$observationRegistrar.access(subject, keyPath: \.marker)
                    } onChange: {
                        told.raise()
                    }
                    write(subject._$observationRegistrar, subject, &values)
                    return told.isRaised
                }
            }
        }

        @Test func aCaseKeyPathBuiltFromItsCasePropertyIsTheOneALearnerWrites() {
            // What `@CasePathable`'s `subscript(root:)` and `makeIterator()` list a case with,
            // built in the runtime and compared with key paths written here, in another module.
            let built = Profile.Action._$caseKeyPath(\.rename)
            let written: CaseKeyPath<Profile.Action, String> = \.rename
            #expect(built == written)
            #expect(Set<PartialCaseKeyPath<Profile.Action>>([\.rename, \.binding]).contains(built))
            #expect(built != Profile.Action._$caseKeyPath(\.binding))
            #expect(Profile.Action.rename("Blob").is(built))
            let extracted: String? = Profile.Action.rename("Blob")[case: built]
            #expect(extracted == "Blob")
        }

        @Test func identityIsAnsweredTheSameWhenOnlyTheDynamicTypeIsKnown() {
            struct Row: ObservableState, Identifiable {
                let id: Int
                var _$observationRegistrar = ObservationStateRegistrar()
                var _$id: ObservableStateID { _$observationRegistrar.id }
                mutating func _$willModify() { _$observationRegistrar._$willModify() }
            }
            // What a setter sees: a generic value, answered by `_$isIdentityEqual`'s fallback.
            func dynamic<T>(_ lhs: T, _ rhs: T) -> Bool { _$isIdentityEqual(lhs, rhs) }
            let row = Row(id: 1)
            let rows: IdentifiedArrayOf<Row> = [row]
            let sameIDsNewStates: IdentifiedArrayOf<Row> = [Row(id: 1)]
            #expect(_$isIdentityEqual(rows, sameIDsNewStates) && dynamic(rows, sameIDsNewStates))
            #expect(!_$isIdentityEqual(rows, [Row(id: 2)]) && !dynamic(rows, [Row(id: 2)]))
            let presented = PresentationState(wrappedValue: Optional(row))
            #expect(_$isIdentityEqual(presented, presented) && dynamic(presented, presented))
            let another = PresentationState(wrappedValue: Optional(Row(id: 1)))
            #expect(!_$isIdentityEqual(presented, another) && !dynamic(presented, another))
            let stack = StackState([row])
            #expect(_$isIdentityEqual(stack, stack) && dynamic(stack, stack))
            #expect(!_$isIdentityEqual(stack, StackState([row])) && !dynamic(stack, StackState([row])))
        }

        @Test func aBodyReadingOnePropertyRunsAgainOnlyWhenThatPropertyChanges() {
            let store = Store(initialState: Profile.State()) { Profile() }
            let host = ViewHost(CountView(store: store))
            let runs = host.bodyRunCount(of: CountView.self)
            store.send(.rename("Blob"))
            host.flush()
            #expect(host.bodyRunCount(of: CountView.self) == runs)
            store.send(.increment)
            host.flush()
            #expect(host.bodyRunCount(of: CountView.self) == runs + 1)
            #expect(host.texts == ["Count: 1"])
        }

        @Test func theTraceNamesTheStorePropertyThatChanged() {
            TraceRecorder.reset()
            let store = Store(initialState: Profile.State()) { Profile() }
            let host = ViewHost(CountView(store: store))
            store.send(.increment)
            host.flush()
            let ran = TraceRecorder.events.filter { $0.kind == .bodyRan && $0.subject == "CountView" }
            #expect(ran.last?.reasons == ["store.count"])
        }

        @Test func replacingTheWholeStateTellsEveryReader() {
            TraceRecorder.reset()
            let store = Store(initialState: Profile.State(count: 0, name: "Blob")) { Profile() }
            let host = ViewHost(CountView(store: store))
            let runs = host.bodyRunCount(of: CountView.self)
            // A new identity: `count` is 0 again, yet the state is another value.
            store.send(.reset)
            host.flush()
            #expect(host.bodyRunCount(of: CountView.self) == runs + 1)
            let ran = TraceRecorder.events.filter { $0.kind == .bodyRan && $0.subject == "CountView" }
            #expect(ran.last?.reasons == ["store"])
        }

        @Test func withStateReadsTheStateWithoutTheStoresIdentity() {
            let store = Store(initialState: Profile.State(count: 3)) { Profile() }
            #expect(store.withState(\.count) == 3)
            #expect(store.count == 3)
            #expect(store.state.count == 3)
        }

        @Test func aBindableStoreBindsThroughBindingActions() throws {
            let store = Store(initialState: Profile.State()) { Profile() }
            let host = ViewHost(NameView(store: store))
            try host.type("Blob", into: "Name")
            #expect(store.name == "Blob")
            #expect(Profile.Action.binding(.set(\.name, "Blob")) == .binding(.set(\.name, "Blob")))
            #expect(Profile.Action.binding(.set(\.name, "Blob")) != .binding(.set(\.name, "Blobby")))
            let matches: Bool
            switch Profile.Action.binding(.set(\.name, "Blob")) {
            case .binding(\.name): matches = true
            default: matches = false
            }
            #expect(matches)
        }

        @Test func sendingBindsToAnAction() throws {
            let store = Store(initialState: Profile.State()) { Profile() }
            let host = ViewHost(NameSendingView(store: store))
            try host.type("Blob", into: "Name")
            #expect(store.name == "Blob")
        }

        @Test func aBindingCaseKeyPathNamesTheProperty() {
            let action = Profile.Action.binding(.set(\.name, "Blob"))
            let name: String? = action[case: \.binding.name]
            #expect(name == "Blob")
            let made: CaseKeyPath<Profile.Action, String> = \.binding.name
            #expect(made("x") == .binding(.set(\.name, "x")))
        }

        @Test func keyPathScopesAreCachedPerPath() {
            let store = Store(initialState: Profile.State()) { Profile() }
            let first = store.scope(state: \.self, action: \.binding)
            #expect(first === store.scope(state: \.self, action: \.binding))
        }
    }
}
