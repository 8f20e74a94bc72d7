import MiniSwiftUI
import MiniTCA
import Testing

private struct Pantry: Reducer {
    struct State: Equatable {
        @PresentationState var alert: AlertState<Action.Alert>?
        @PresentationState var dialog: ConfirmationDialogState<Action.Dialog>?
        var jars = 2
    }
    enum Action: Equatable {
        case alert(PresentationAction<Alert>)
        case dialog(PresentationAction<Dialog>)
        case emptyTapped
        case shareTapped
        enum Alert: Equatable { case confirmEmpty }
        enum Dialog: Equatable { case giveOne }
    }
    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .alert(.presented(.confirmEmpty)):
                state.jars = 0
                return .none
            case .dialog(.presented(.giveOne)):
                state.jars -= 1
                state.alert = AlertState { TextState("Given away") }
                return .none
            case .alert, .dialog:
                return .none
            case .emptyTapped:
                state.alert = Self.emptyAlert
                return .none
            case .shareTapped:
                state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
                    TextState("Share")
                } actions: {
                    ButtonState(action: .giveOne) { TextState("Give one") }
                    ButtonState(role: .cancel) { TextState("Keep them") }
                }
                return .none
            }
        }
        .ifLet(\.$alert, action: /Action.alert)
        .ifLet(\.$dialog, action: /Action.dialog)
    }

    static var emptyAlert: AlertState<Action.Alert> {
        AlertState {
            TextState("Empty the pantry?")
        } actions: {
            ButtonState(role: .destructive, action: .confirmEmpty) { TextState("Empty") }
            ButtonState(role: .cancel) { TextState("Cancel") }
        } message: {
            TextState("All jars go.")
        }
    }
}

/// An alert and a dialog kept as plain state, shown through swift-navigation's
/// `alert(_:action:)` and `confirmationDialog(_:action:)`.
private struct NoticeBoard: View {
    @State var alert: AlertState<Never>?
    @State var dialog: ConfirmationDialogState<String>?
    @State var pinned = "nowhere"
    var body: some View {
        VStack {
            Text("pinned \(pinned)")
            Button("Post") { alert = AlertState { TextState("Posted") } actions: { ButtonState { TextState("OK") } } }
            Button("Choose") {
                dialog = ConfirmationDialogState(titleVisibility: .visible) { TextState("Pin") } actions: {
                    ButtonState(action: "top") { TextState("Top") }
                    ButtonState(action: "bottom") { TextState("Bottom") }
                }
            }
        }
        .alert($alert)
        .confirmationDialog($dialog) { pinned = $0 ?? "nowhere" }
    }
}

private struct PantryView: View {
    let store: StoreOf<Pantry>
    var body: some View {
        WithViewStore(store, observe: \.jars) { viewStore in
            Text("Jars: \(viewStore.state)")
            Button("Empty") { viewStore.send(.emptyTapped) }
            Button("Share") { viewStore.send(.shareTapped) }
        }
        .alert(store: store.scope(state: \.$alert, action: { .alert($0) }))
        .confirmationDialog(store: store.scope(state: \.$dialog, action: { .dialog($0) }))
    }
}

extension MiniTCATests {
    @Suite @MainActor struct Alerts {
        @Test func alertsCompareByTheirContentNotTheirIdentity() {
            #expect(Pantry.emptyAlert == Pantry.emptyAlert)
            #expect(Pantry.emptyAlert.id != Pantry.emptyAlert.id)
            #expect(AlertState<Never>(title: TextState("A")) != AlertState<Never>(title: TextState("B")))
        }

        @Test func alertsDumpAsSwiftUINavigationDumpsThem() {
            #expect(String(customDumping: Pantry.emptyAlert) == """
                AlertState(
                  title: "Empty the pantry?",
                  actions: [
                    [0]: ButtonState(
                      role: .destructive,
                      action: .send(
                        .confirmEmpty
                      ),
                      label: "Empty"
                    ),
                    [1]: ButtonState(
                      role: .cancel,
                      action: .send(nil),
                      label: "Cancel"
                    )
                  ],
                  message: "All jars go."
                )
                """)
        }

        @Test func aButtonsActionReachesTheParentAndTheAlertIsGone() async {
            let store = TestStore(initialState: Pantry.State()) { Pantry() }
            await store.send(.emptyTapped) { $0.alert = Pantry.emptyAlert }
            await store.send(.alert(.presented(.confirmEmpty))) {
                $0.alert = nil
                $0.jars = 0
            }
        }

        @Test func aParentThatPutsUpAnotherAlertKeepsIt() async {
            let store = TestStore(initialState: Pantry.State()) { Pantry() }
            await store.send(.shareTapped) {
                $0.dialog = ConfirmationDialogState(titleVisibility: .visible) {
                    TextState("Share")
                } actions: {
                    ButtonState(action: .giveOne) { TextState("Give one") }
                    ButtonState(role: .cancel) { TextState("Keep them") }
                }
            }
            await store.send(.dialog(.presented(.giveOne))) {
                $0.dialog = nil
                $0.jars = 1
                $0.alert = AlertState { TextState("Given away") }
            }
            await store.send(.alert(.dismiss)) { $0.alert = nil }
        }

        @Test func theViewShowsTheAlertAndSendsTheTappedButton() throws {
            let store = Store(initialState: Pantry.State()) { Pantry() }
            let host = ViewHost(PantryView(store: store))
            try host.tap("Empty")
            #expect(host.texts == ["Empty the pantry?", "All jars go.", "Empty", "Cancel"])
            try host.tap("Empty")
            #expect(host.texts == ["Jars: 0", "Empty", "Share"])
            #expect(store.withState(\.alert) == nil)
        }

        @Test func closingTheDialogWithItsCancelButtonDismissesIt() throws {
            let store = Store(initialState: Pantry.State()) { Pantry() }
            let host = ViewHost(PantryView(store: store))
            try host.tap("Share")
            #expect(host.texts == ["Share", "Give one", "Keep them"])
            try host.tap("Keep them")
            #expect(store.withState(\.dialog) == nil)
            #expect(host.texts == ["Jars: 2", "Empty", "Share"])
        }

        @Test func anAlertOrDialogHeldAsPlainStateIsShownFromItsBinding() throws {
            let host = ViewHost(NoticeBoard())
            try host.tap("Post")
            #expect(host.texts == ["Posted", "OK"])
            try host.tap("OK")
            try host.tap("Choose")
            #expect(host.texts == ["Pin", "Top", "Bottom"])
            try host.tap("Bottom")
            #expect(host.texts == ["pinned bottom", "Post", "Choose"])
        }
    }
}
