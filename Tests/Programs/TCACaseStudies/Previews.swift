// Views end with SwiftUI previews, as Xcode 15's templates and many TCA 1.x features write them:
// `#Preview { … }`, named or not. There is no canvas here, so a preview is no part of the
// program: the file compiles and runs as if the previews were not there.
import ComposableArchitecture
import SwiftUI

struct Lantern: Reducer {
  struct State: Equatable {
    var isLit = false
  }

  enum Action: Equatable {
    case switchFlipped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.isLit.toggle()
    return .none
  }
}

struct LanternView: View {
  let store: StoreOf<Lantern>

  var body: some View {
    WithViewStore(self.store, observe: { $0 }) { viewStore in
      Button(viewStore.isLit ? "Blow out" : "Light") {
        viewStore.send(.switchFlipped)
      }
    }
  }
}

#Preview {
  LanternView(
    store: Store(initialState: Lantern.State()) {
      Lantern()
    }
  )
}

#Preview("Lit") {
  NavigationStack {
    LanternView(
      store: Store(initialState: Lantern.State(isLit: true)) {
        Lantern()
      }
    )
  }
}

let host = ViewHost(LanternView(store: Store(initialState: Lantern.State()) { Lantern() }))
print(host.texts)
try host.tap("Light")
print(host.texts)
