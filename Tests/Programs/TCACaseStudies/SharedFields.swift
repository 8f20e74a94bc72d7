// A sign-up flow in the style of TCA 1.25's "Shared state: Onboarding" case study: the steps of a
// trip sign-up share one `@Shared var trip`, and the interests step is handed only the field it
// edits, `state.$trip.interests`, a `Shared<Set<Interest>>` that reads and writes the trip's.
// The views bind to shared state with `@Binding(store.$trip) var trip`, then `$trip.destination`
// and `$interests[contains: interest]`. The tests assert on shared state as TCA's do; one
// asserts the wrong interests on purpose.
import ComposableArchitecture
import SwiftUI

struct Trip: Equatable {
  enum Interest: String, CaseIterable, Identifiable {
    case food = "Food", hiking = "Hiking", museums = "Museums"
    var id: Self { self }
  }
  var destination = ""
  var travelers = 1
  var interests: Set<Interest> = []
}

extension Set {
  subscript(contains element: Element) -> Bool {
    get { contains(element) }
    set {
      if newValue { insert(element) } else { remove(element) }
    }
  }
}

@Reducer
struct DestinationStep {
  @ObservableState
  struct State: Equatable {
    @Shared var trip: Trip
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case addTraveler
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .addTraveler:
        state.$trip.travelers.withLock { $0 += 1 }
        return .none
      }
    }
  }
}

struct DestinationStepView: View {
  @Bindable var store: StoreOf<DestinationStep>
  var body: some View {
    @Binding(store.$trip) var trip
    Form {
      TextField("Destination", text: $trip.destination)
      Text("Travelers: \(store.trip.travelers)")
      Button("Add traveler") { store.send(.addTraveler) }
    }
  }
}

@Reducer
struct InterestsStep {
  @ObservableState
  struct State: Equatable {
    @Shared var interests: Set<Trip.Interest>
  }
  enum Action {
    case clearTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .clearTapped:
        state.$interests.withLock { $0.removeAll() }
        return .none
      }
    }
  }
}

struct InterestsStepView: View {
  let store: StoreOf<InterestsStep>
  var body: some View {
    @Binding(store.$interests) var interests
    Form {
      ForEach(Trip.Interest.allCases) { interest in
        Toggle(interest.rawValue, isOn: $interests[contains: interest])
      }
      Text("Chosen: \(store.interests.map(\.rawValue).sorted().joined(separator: ", "))")
      Button("Clear") { store.send(.clearTapped) }
    }
  }
}

@MainActor
func testTheStepsShareOneTrip() async {
  let trip = Shared(value: Trip(interests: [.food]))
  let destination = TestStore(initialState: DestinationStep.State(trip: trip)) { DestinationStep() }
  await destination.send(.addTraveler) {
    $0.$trip.withLock { $0.travelers = 2 }
  }
  let interests = TestStore(initialState: InterestsStep.State(interests: trip.interests)) { InterestsStep() }
  await interests.send(.clearTapped) {
    $0.$interests.withLock { $0 = [] }
  }
  print("trip after the tests:", trip.wrappedValue.travelers, trip.wrappedValue.interests.isEmpty)
}

@MainActor
func testWrongInterests() async {
  let trip = Shared(value: Trip(interests: [.food, .museums]))
  let interests = TestStore(initialState: InterestsStep.State(interests: trip.interests)) { InterestsStep() }
  await interests.send(.clearTapped) {  // ← wrong on purpose
    $0.$interests.withLock { $0 = [.museums] }
  }
}

await testTheStepsShareOneTrip()
await testWrongInterests()

let trip = Shared(value: Trip())
let destinationScreen = ViewHost(DestinationStepView(store: Store(initialState: DestinationStep.State(trip: trip)) { DestinationStep() }))
let interestsScreen = ViewHost(InterestsStepView(store: Store(initialState: InterestsStep.State(interests: trip.interests)) { InterestsStep() }))
try destinationScreen.type("Jeju", into: "Destination")
try destinationScreen.tap("Add traveler")
try interestsScreen.toggle("Hiking")
try interestsScreen.toggle("Food")
interestsScreen.flush()
print(trip.wrappedValue.destination, trip.wrappedValue.travelers, trip.wrappedValue.interests.map(\.rawValue).sorted())
print(interestsScreen.texts.last { $0.hasPrefix("Chosen") } ?? "")
// A change to the whole trip reaches the step that holds only its interests.
trip.withLock { $0.interests = [.museums] }
interestsScreen.flush()
print(interestsScreen.texts.last { $0.hasPrefix("Chosen") } ?? "")
// Two projections of one field are the same shared value.
print(trip.interests == trip.interests, trip.destination.wrappedValue)
