// The starter: the answer written as TCA 1.0–1.6 wrote it. Solutions/ holds the same feature
// written as TCA 1.7+ writes it.
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
