// Actions a reducer cannot deliver, sent on purpose: a child action while the child is gone, and
// stack actions for a screen that is not there, and a dismissal of a sheet that is not shown. Each runtime warning must read as the targeted
// release of TCA prints it. Our own feature: a garden planner with an optional seed packet and a
// stack of beds.
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

let store = Store(initialState: Garden.State()) { Garden() }
store.send(.packet(.sow))
store.send(.beds(.push(id: 0, state: SeedPacket.State())))
store.send(.beds(.push(id: 0, state: SeedPacket.State())))
store.send(.beds(.element(id: 1, action: .sow)))
store.send(.catalog(.dismiss))
print("sent")
