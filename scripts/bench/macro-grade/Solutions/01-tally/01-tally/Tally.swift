// The starter's feature written as TCA 1.7+ writes it.
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
