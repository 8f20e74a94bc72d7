// The twin of MacroFeature.swift: the same feature as TCA 1.0–1.6 wrote it (an explicit `Reducer`
// conformance, `@PresentationState`, `@BindingState`, a `ViewStore`, enum case paths), with no
// macro, so that scripts/benchmark.sh can print what the macro plugin adds to a grade.
import ComposableArchitecture
import SwiftUI

struct Tally: Reducer {
  struct State: Equatable {
    var count = 0
    @BindingState var label = "apples"
    @PresentationState var alert: AlertState<Action.Alert>?
  }
  enum Action: BindableAction, Equatable {
    case alert(PresentationAction<Alert>)
    case binding(BindingAction<State>)
    case incrementTapped
    case resetTapped
    enum Alert: Equatable { case confirmReset }
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmReset)):
        state.count = 0
        return .none
      case .alert, .binding:
        return .none
      case .incrementTapped:
        state.count += 1
        return .none
      case .resetTapped:
        state.alert = AlertState { TextState("Reset?") } actions: {
          ButtonState(action: .confirmReset) { TextState("Reset") }
        }
        return .none
      }
    }
    .ifLet(\.$alert, action: /Action.alert)
  }
}

struct TallyView: View {
  let store: StoreOf<Tally>
  var body: some View {
    WithViewStore(store, observe: { $0 }) { viewStore in
      VStack {
        TextField("Label", text: viewStore.$label)
        Text("\(viewStore.count) \(viewStore.label)")
        Button("+") { viewStore.send(.incrementTapped) }
        Button("Reset") { viewStore.send(.resetTapped) }
      }
    }
    .alert(store: store.scope(state: \.$alert, action: { .alert($0) }))
  }
}

@MainActor
func testTally() async {
  let store = TestStore(initialState: Tally.State()) { Tally() }
  await store.send(.incrementTapped) { $0.count = 1 }
  await store.send(.binding(.set(\.$label, "pears"))) { $0.label = "pears" }
  await store.send(.resetTapped) {
    $0.alert = AlertState { TextState("Reset?") } actions: {
      ButtonState(action: .confirmReset) { TextState("Reset") }
    }
  }
  await store.send(.alert(.presented(.confirmReset))) {
    $0.alert = nil
    $0.count = 0
  }
}

await testTally()
let screen = ViewHost(TallyView(store: Store(initialState: Tally.State()) { Tally() }))
try screen.tap("+")
try screen.type("pears", into: "Label")
try screen.tap("Reset")
try screen.tap("Reset")
print(screen.texts)
