// In the style of TCA 1.7+ (`@Reducer`, `@ObservableState`, `@Presents`, no `ViewStore`): the
// counter every tutorial starts with, written as the issue that brought these macros shows it
// (`var count = 0` without a type), with an alert when the count reaches three. The view reads
// `store.count` directly and shows the alert with `.alert($store.scope(…))`; a second view reads only
// `store.note`, and is not re-run by the counter.
import ComposableArchitecture
import SwiftUI

@Reducer
struct CounterFeature {
  @ObservableState
  struct State: Equatable { var count = 0; @Presents var alert: AlertState<Action.Alert>?; var note = "plain" }
  enum Action { case incrementButtonTapped; case alert(PresentationAction<Alert>); enum Alert: Equatable { case reset } }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
        if state.count == 3 {
          state.alert = AlertState {
            TextState("Three!")
          } actions: {
            ButtonState(action: .reset) { TextState("Start over") }
          }
        }
        return .none
      case .alert(.presented(.reset)):
        state.count = 0
        return .none
      case .alert:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

struct CounterView: View {
  @Bindable var store: StoreOf<CounterFeature>
  var body: some View {
    VStack {
      Text("\(store.count)")
      Button("+") { store.send(.incrementButtonTapped) }
      NoteView(store: store)
    }
    .alert($store.scope(state: \.alert, action: \.alert))
  }
}

struct NoteView: View {
  let store: StoreOf<CounterFeature>
  var body: some View {
    Text(store.note)
  }
}

// MARK: - Tests

@MainActor
final class CounterFeatureTests {
  func testAlertAtThree() async {
    let store = TestStore(initialState: CounterFeature.State(count: 2)) { CounterFeature() }
    await store.send(.incrementButtonTapped) {
      $0.count = 3
      $0.alert = AlertState { TextState("Three!") } actions: {
        ButtonState(action: .reset) { TextState("Start over") }
      }
    }
    await store.send(.alert(.presented(.reset))) {
      $0.count = 0
      $0.alert = nil
    }
  }
}

await CounterFeatureTests().testAlertAtThree()
print("tests ran")

let store = Store(initialState: CounterFeature.State()) { CounterFeature() }
let screen = ViewHost(CounterView(store: store))
try screen.tap("+")
try screen.tap("+")
print(screen.texts)
// Only CounterView read `count`: NoteView ran once, when it first appeared.
print("CounterView bodies: \(screen.bodyRunCount(of: CounterView.self)), NoteView bodies: \(screen.bodyRunCount(of: NoteView.self))")
try screen.tap("+")
print(store.count, store.alert != nil, store.state.$alert.wrappedValue != nil)
print(screen.texts)
try screen.tap("Start over")
print(screen.texts, store.alert == nil)
