import ComposableArchitecture
import SwiftUI

// An app that is one of two screens at a time: logged out or logged in. The reducers are done;
// the app's view shows neither screen yet.
//
// Complete AppView so that it shows LoginView or HomeView, whichever screen the state is in, each
// given its own store. Keep the names and the texts; do not change the features or the two screens.

@Reducer
struct LoginFeature {
    @ObservableState
    struct State: Equatable {
        var name = "Blob"
    }

    enum Action {
        case logInTapped
    }

    var body: some ReducerOf<Self> {
        Reduce { _, _ in .none }   // the app reacts to the tap
    }
}

@Reducer
struct HomeFeature {
    @ObservableState
    struct State: Equatable {
        var name: String
        var visits = 0
    }

    enum Action {
        case logOutTapped
        case visitTapped
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .logOutTapped:
                return .none   // the app reacts to the tap
            case .visitTapped:
                state.visits += 1
                return .none
            }
        }
    }
}

@Reducer
enum Screen {
    case login(LoginFeature)
    case home(HomeFeature)
}
extension Screen.State: Equatable {}

@Reducer
struct AppFeature {
    @ObservableState
    struct State: Equatable {
        var screen: Screen.State = .login(LoginFeature.State())
    }

    enum Action {
        case screen(Screen.Action)
    }

    var body: some ReducerOf<Self> {
        Scope(state: \.screen, action: \.screen) {
            Screen.body
        }
        Reduce { state, action in
            switch action {
            case .screen(.login(.logInTapped)):
                // Screen.State is @dynamicMemberLookup: `login` is its login case's state, or nil.
                let name = state.screen.login?.name ?? ""
                state.screen = .home(HomeFeature.State(name: name))
                return .none
            case .screen(.home(.logOutTapped)):
                state.screen = .login(LoginFeature.State())
                return .none
            case .screen:
                return .none
            }
        }
    }
}

struct LoginView: View {
    let store: StoreOf<LoginFeature>

    var body: some View {
        VStack {
            Text("Log in as \(store.name)")
            Button("Log in") { store.send(.logInTapped) }
        }
    }
}

struct HomeView: View {
    let store: StoreOf<HomeFeature>

    var body: some View {
        VStack {
            Text("Welcome, \(store.name)")
            Text("Visits: \(store.visits)")
            Button("Visit") { store.send(.visitTapped) }
            Button("Log out") { store.send(.logOutTapped) }
        }
    }
}

struct AppView: View {
    let store: StoreOf<AppFeature>

    var body: some View {
        // TODO: show LoginView or HomeView, whichever screen store.screen is in, each with its store.
        Text("No screen yet")
    }
}
