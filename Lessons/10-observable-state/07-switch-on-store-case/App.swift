import ComposableArchitecture
import SwiftUI

// An app that is one of two screens at a time: logged out or logged in. The reducers are done;
// the app's view shows neither screen yet.
// 한 번에 두 화면 중 하나인 앱입니다. 로그아웃 상태이거나 로그인 상태입니다. 리듀서는 다 되어 있고,
// 앱의 뷰는 아직 어느 화면도 보여 주지 않습니다.
//
// Complete AppView so that it shows LoginView or HomeView, whichever screen the state is in, each
// given its own store. Keep the names and the texts; do not change the features or the two screens.
// 상태가 어느 화면에 있든 그 화면인 LoginView나 HomeView를, 저마다 자기 스토어를 주어 보여 주도록
// AppView를 완성하세요. 이름과 텍스트는 그대로 두고, 피처와 두 화면은 고치지 마세요.

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
        Reduce { _, _ in .none }   // the app reacts to the tap / 앱이 탭에 반응합니다
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
                return .none   // the app reacts to the tap / 앱이 탭에 반응합니다
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
                // Screen.State는 @dynamicMemberLookup입니다. `login`은 로그인 케이스의 상태이거나 nil입니다.
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
        // TODO: store.screen이 어느 화면에 있든 그 화면인 LoginView나 HomeView를, 자기 스토어와 함께 보여 주세요.
        Text("No screen yet")
    }
}
