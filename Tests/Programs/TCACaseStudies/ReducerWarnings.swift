// Actions a reducer cannot deliver, sent on purpose: a child action while the child is gone, stack
// actions for a screen that is not there, a dismissal of a sheet not shown, a binding no
// `BindingReducer` handles. Each runtime warning must read as the targeted release of TCA prints
// it. Our own features: a garden planner (a seed packet, a stack of beds) and a bound greeting.
import ComposableArchitecture

struct SeedPacket: Reducer {
  struct State: Equatable { var seeds = 10 }
  enum Action: Equatable { case sow }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.seeds -= 1
    return .none
  }
}

struct Garden: Reducer {
  struct State: Equatable {
    var packet: SeedPacket.State?
    var beds = StackState<SeedPacket.State>()
    @PresentationState var catalog: SeedPacket.State?
  }
  enum Action: Equatable {
    case packet(SeedPacket.Action)
    case beds(StackAction<SeedPacket.State, SeedPacket.Action>)
    case catalog(PresentationAction<SeedPacket.Action>)
  }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .ifLet(\.packet, action: /Action.packet) { SeedPacket() }
      .forEach(\.beds, action: /Action.beds) { SeedPacket() }
      .ifLet(\.$catalog, action: /Action.catalog) { SeedPacket() }
  }
}

// A binding whose action no `BindingReducer` handles.
struct Greeting: Reducer {
  struct State: Equatable { @BindingState var name = "" }
  enum Action: BindableAction, Equatable { case binding(BindingAction<State>) }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}

let store = Store(initialState: Garden.State()) { Garden() }
store.send(.packet(.sow))
store.send(.beds(.push(id: 0, state: SeedPacket.State())))
store.send(.beds(.push(id: 0, state: SeedPacket.State())))
store.send(.beds(.element(id: 1, action: .sow)))
store.send(.catalog(.dismiss))
let greeting = ViewStore(Store(initialState: Greeting.State()) { Greeting() }, observe: { $0 })
greeting.$name.wrappedValue = "Blob"
print("sent")
