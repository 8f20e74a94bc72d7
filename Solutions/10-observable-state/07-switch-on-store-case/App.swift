import ComposableArchitecture
import SwiftUI

// An app that is one of two screens at a time: logged out or logged in.

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
        // Scope to the enum's store, then `.case` turns a store of Screen.State into a Screen.CaseScope:
        // one case per screen, each holding that screen's store. One switch picks the screen and
        // hands it its store, where 1.x needed SwitchStore and CaseLet.
        switch store.scope(state: \.screen, action: \.screen).case {
        case let .login(store):
            LoginView(store: store)
        case let .home(store):
            HomeView(store: store)
        }
    }
}
