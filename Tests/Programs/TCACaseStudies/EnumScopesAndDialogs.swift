// In the style of TCA 1.25 (enum scopes): a greenhouse whose destinations are one `@Reducer enum`
// — a sheet to water a plant, and a log pushed onto the stack — each presented by chaining a case
// onto `$store.scope(state: \.$destination, action: \.destination)`; a confirmation dialog shown
// with `.confirmationDialog($store.scope(…))`. Its sensor client's default endpoint is a finished
// throwing stream.
import ComposableArchitecture
import SwiftUI

struct SensorClient {
  var readings: @Sendable () -> AsyncThrowingStream<Int, any Error> = { .finished() }
}
struct SensorOffline: Error {}

@Reducer
struct Watering {
  @ObservableState
  struct State: Equatable { var litres = 0 }
  enum Action { case pourTapped }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.litres += 1
      return .none
    }
  }
}

@Reducer
struct GrowthLog {
  @ObservableState
  struct State: Equatable { var entries: [String] = [] }
  enum Action { case noteTapped }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.entries.append("grew")
      return .none
    }
  }
}

@Reducer
struct Greenhouse {
  @Reducer
  enum Destination {
    case water(Watering)
    case log(GrowthLog)
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    @Presents var dialog: ConfirmationDialogState<Action.Dialog>?
    var vents = "closed"
  }

  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case dialog(PresentationAction<Dialog>)
    case logTapped
    case ventsTapped
    case waterTapped
    @CasePathable
    enum Dialog: Equatable { case open, shut }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .destination:
        return .none
      case let .dialog(.presented(choice)):
        state.vents = choice == .open ? "open" : "shut"
        return .none
      case .dialog:
        return .none
      case .logTapped:
        state.destination = .log(GrowthLog.State())
        return .none
      case .ventsTapped:
        state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
          TextState("Vents")
        } actions: {
          ButtonState(action: .open) { TextState("Open vents") }
          ButtonState(action: .shut) { TextState("Shut vents") }
        }
        return .none
      case .waterTapped:
        state.destination = .water(Watering.State())
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
    .ifLet(\.$dialog, action: \.dialog)
  }
}
extension Greenhouse.Destination.State: Equatable {}

struct GreenhouseView: View {
  @Bindable var store: StoreOf<Greenhouse>
  var body: some View {
    NavigationStack {
      VStack {
        Text("Vents \(store.vents)")
        Button("Water") { store.send(.waterTapped) }
        Button("Log") { store.send(.logTapped) }
        Button("Vents") { store.send(.ventsTapped) }
      }
      .sheet(item: $store.scope(state: \.$destination, action: \.destination).water) { store in
        WateringView(store: store)
      }
      .navigationDestination(item: $store.scope(state: \.$destination, action: \.destination).log) { store in
        GrowthLogView(store: store)
      }
      .confirmationDialog($store.scope(state: \.dialog, action: \.dialog))
    }
  }
}

struct WateringView: View {
  let store: StoreOf<Watering>
  var body: some View {
    Text("Litres \(store.litres)")
    Button("Pour") { store.send(.pourTapped) }
  }
}

struct GrowthLogView: View {
  let store: StoreOf<GrowthLog>
  var body: some View {
    Text("Entries \(store.entries.count)")
    Button("Note") { store.send(.noteTapped) }
  }
}

var readings = 0
for try await _ in SensorClient().readings() { readings += 1 }
print("readings \(readings)")
do {
  for try await _ in SensorClient(readings: { .finished(throwing: SensorOffline()) }).readings() {}
} catch {
  print("threw \(error)")
}
print(URL.documentsDirectory.lastPathComponent)

let store = Store(initialState: Greenhouse.State()) { Greenhouse() }
let screen = ViewHost(GreenhouseView(store: store))
try screen.tap("Water")
try screen.tap("Pour")
print(screen.texts)
try screen.dismissSheet()
print(screen.texts, store.destination == nil)
try screen.tap("Log")
try screen.tap("Note")
print(screen.texts)
try screen.goBack()
print(screen.texts, store.destination == nil)
try screen.tap("Vents")
print(screen.texts)
try screen.tap("Open vents")
print(screen.texts, store.dialog == nil)
