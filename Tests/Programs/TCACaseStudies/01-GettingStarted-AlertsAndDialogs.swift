// Alerts and confirmation dialogs kept in state, the TCA 1.0–1.6 way: `AlertState` and
// `ConfirmationDialogState` in `@PresentationState`, buttons built from `TextState` and
// `ButtonState` that send the feature's own actions, `.ifLet(\.$alert, action: /Action.alert)`
// so a tapped button also dismisses, and `.alert(store:)` / `.confirmationDialog(store:)` in
// the view. The test store compares whole alerts, since they are plain values.
// Our own feature: a bike rental stand.
import ComposableArchitecture
import SwiftUI

// MARK: - Feature

struct BikeRental: Reducer {
  struct State: Equatable {
    @PresentationState var alert: AlertState<Action.Alert>?
    @PresentationState var dialog: ConfirmationDialogState<Action.Dialog>?
    var bikesOut = 0
    var lastBike: String?
  }

  enum Action: Equatable {
    case alert(PresentationAction<Alert>)
    case dialog(PresentationAction<Dialog>)
    case rentTapped
    case returnAllTapped

    enum Alert: Equatable {
      case returnEveryBike
    }

    enum Dialog: Equatable {
      case rentCityBike
      case rentMountainBike
    }
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.returnEveryBike)):
        state.bikesOut = 0
        state.lastBike = nil
        return .none

      case .alert:
        return .none

      case .dialog(.presented(.rentCityBike)):
        state.bikesOut += 1
        state.lastBike = "city"
        return .none

      case .dialog(.presented(.rentMountainBike)):
        state.bikesOut += 1
        state.lastBike = "mountain"
        return .none

      case .dialog:
        return .none

      case .rentTapped:
        state.dialog = .whichBike
        return .none

      case .returnAllTapped:
        state.alert = .returnAll(bikesOut: state.bikesOut)
        return .none
      }
    }
    .ifLet(\.$alert, action: /Action.alert)
    .ifLet(\.$dialog, action: /Action.dialog)
  }
}

extension ConfirmationDialogState where Action == BikeRental.Action.Dialog {
  static let whichBike = Self(titleVisibility: .visible) {
    TextState("Which bike?")
  } actions: {
    ButtonState(action: .rentCityBike) { TextState("City bike") }
    ButtonState(action: .rentMountainBike) { TextState("Mountain bike") }
    ButtonState(role: .cancel) { TextState("Not now") }
  } message: {
    TextState("Both come with a lock.")
  }
}

extension AlertState where Action == BikeRental.Action.Alert {
  static func returnAll(bikesOut: Int) -> Self {
    Self {
      TextState("Return every bike?")
    } actions: {
      ButtonState(role: .destructive, action: .returnEveryBike) { TextState("Return all") }
      ButtonState(role: .cancel) { TextState("Keep them") }
    } message: {
      TextState("\(bikesOut) bikes are out.")
    }
  }
}

struct BikeRentalView: View {
  let store: StoreOf<BikeRental>

  var body: some View {
    WithViewStore(store, observe: \.bikesOut) { viewStore in
      Form {
        Text("Bikes out: \(viewStore.state)")
        Button("Rent") { viewStore.send(.rentTapped) }
        Button("Return all") { viewStore.send(.returnAllTapped) }
      }
      .alert(store: store.scope(state: \.$alert, action: { .alert($0) }))
      .confirmationDialog(store: store.scope(state: \.$dialog, action: { .dialog($0) }))
    }
  }
}

// MARK: - Tests

@MainActor
final class BikeRentalTests {
  func testRentingFromTheDialog() async {
    let store = TestStore(initialState: BikeRental.State()) {
      BikeRental()
    }

    await store.send(.rentTapped) {
      $0.dialog = .whichBike
    }
    await store.send(.dialog(.presented(.rentMountainBike))) {
      $0.dialog = nil
      $0.bikesOut = 1
      $0.lastBike = "mountain"
    }
  }

  func testReturningEverythingAsksFirst() async {
    let store = TestStore(initialState: BikeRental.State(bikesOut: 3, lastBike: "city")) {
      BikeRental()
    }

    await store.send(.returnAllTapped) {
      $0.alert = AlertState {
        TextState("Return every bike?")
      } actions: {
        ButtonState(role: .destructive, action: .returnEveryBike) { TextState("Return all") }
        ButtonState(role: .cancel) { TextState("Keep them") }
      } message: {
        TextState("3 bikes are out.")
      }
    }
    await store.send(.alert(.presented(.returnEveryBike))) {
      $0.alert = nil
      $0.bikesOut = 0
      $0.lastBike = nil
    }
  }

  func testCancellingTheAlertChangesNothing() async {
    let store = TestStore(initialState: BikeRental.State(bikesOut: 2)) {
      BikeRental()
    }

    await store.send(.returnAllTapped) {
      $0.alert = .returnAll(bikesOut: 2)
    }
    await store.send(.alert(.dismiss)) {
      $0.alert = nil
    }
  }
}

// MARK: - Run

let tests = BikeRentalTests()
await tests.testRentingFromTheDialog()
await tests.testReturningEverythingAsksFirst()
await tests.testCancellingTheAlertChangesNothing()
print("tests ran")

let store = Store(initialState: BikeRental.State()) {
  BikeRental()
}
let screen = ViewHost(BikeRentalView(store: store))
try screen.tap("Rent")
print(screen.texts)
try screen.tap("City bike")
try screen.tap("Rent")
try screen.tap("Not now")
print(screen.texts)
try screen.tap("Return all")
print(screen.texts)
try screen.tap("Return all")
print(screen.texts, store.withState(\.alert) == nil)
