// The macro plugin's cost: one feature written as TCA 1.7+ writes it (`@Reducer`,
// `@ObservableState`, `@Presents`, case key paths, `store.count` read with no ViewStore). Its twin,
// ClassicFeature.swift, is the same feature written as TCA 1.0–1.6 wrote it; scripts/benchmark.sh
// plays both and prints the ratio of their times.
import ComposableArchitecture
import SwiftUI

@Reducer
struct Tally {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var label = "apples"
    @Presents var alert: AlertState<Action.Alert>?
  }
  enum Action: BindableAction {
    case alert(PresentationAction<Alert>)
    case binding(BindingAction<State>)
    case incrementTapped
    case resetTapped
    @CasePathable
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
    .ifLet(\.$alert, action: \.alert)
  }
}

struct TallyView: View {
  @Bindable var store: StoreOf<Tally>
  var body: some View {
    VStack {
      TextField("Label", text: $store.label)
      Text("\(store.count) \(store.label)")
      Button("+") { store.send(.incrementTapped) }
      Button("Reset") { store.send(.resetTapped) }
    }
    .alert($store.scope(state: \.alert, action: \.alert))
  }
}

@MainActor
func testTally() async {
  let store = TestStore(initialState: Tally.State()) { Tally() }
  await store.send(.incrementTapped) { $0.count = 1 }
  await store.send(\.binding.label, "pears") { $0.label = "pears" }
  await store.send(.resetTapped) {
    $0.alert = AlertState { TextState("Reset?") } actions: {
      ButtonState(action: .confirmReset) { TextState("Reset") }
    }
  }
  await store.send(\.alert.confirmReset) {
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
