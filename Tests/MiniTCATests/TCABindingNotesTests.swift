// The study notes on TCA bindings (../shared/seeds/000_…, "Chap 4 TCA Binding"): its code blocks, completed only with what they leave implied
// (the haptics feature the first block binds to, a reducer body's missing cases).
import MiniSwiftUI
import MiniTCA
import RenderTrace
import Testing

enum TCABindingNotes {
    struct HapticsFeature: Reducer {
        struct State: Equatable { var isHapticFeedbackEnabled = false }
        enum Action: Equatable { case isHapticFeedbackEnabledChanged(Bool) }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
            switch action {
            case let .isHapticFeedbackEnabledChanged(isOn):
                state.isHapticFeedbackEnabled = isOn
                return .none
            }
        }
    }

    struct HapticsView: View {
        let store: StoreOf<HapticsFeature>
        var body: some View {
            WithViewStore(store, observe: { $0 }) { viewStore in
                Toggle(
                    "Haptic feedback",
                    isOn: viewStore.binding(
                        get: \.isHapticFeedbackEnabled, // state
                        send: { .isHapticFeedbackEnabledChanged($0) } // action
                    )
                )
            }
        }
    }

    struct TestTCAReducer: Reducer {
        struct State: Equatable {
            @BindingState var isOn: Bool = false
        }

        enum Action: BindableAction {
        // 정의는 하나로하고 필요한 바인딩은 꺼내쓸 수 있음
            case binding(BindingAction<State>)
        }

        var body: some ReducerOf<Self> {
            BindingReducer()

            Reduce { state, action in
                switch action {
                case .binding(\.$isOn):
                    print(state.isOn)
                    return .none
        // 이떄 디폴트 case위치 중요함 위아래가 다르면 case 실행이 다르게될수잇음
                case .binding:
                    print("not thing")
                    return .none
                }
            }
        }
    }

    struct TestTCAView: View {
        let store: StoreOf<TestTCAReducer>

        struct ViewState: Equatable {
            @BindingViewState var isHidden: Bool
        }

        var body: some View {
            WithViewStore(store, observe: { store in
                ViewState(isHidden: store.$isOn)
            }) { viewStore in
                VStack {
                    Toggle("토글", isOn: viewStore.$isHidden)
                }
            }
        }
    }

    struct TestTCAView2: View {
        let store: StoreOf<TestTCAReducer>

        var body: some View {
            WithViewStore(store, observe: { $0 }) { viewStore in
                VStack {
                    ToggleView(store: store)
                }
            }
        }
    }

    struct ToggleView: View {
        let store: StoreOf<TestTCAReducer>

        struct ViewState: Equatable {
            @BindingViewState var isHidden: Bool

            init(store: BindingViewStore<TestTCAReducer.State>) {
                self._isHidden = store.$isOn
            }
        }

        var body: some View {
            WithViewStore(self.store, observe: ViewState.init) { viewStore in
                Toggle("토글", isOn: viewStore.$isHidden)
            }
        }
    }

    struct TestTCAView3: View {
        let store: StoreOf<TestTCAReducer>

        var body: some View {
            WithViewStore(store, observe: { $0 }) { viewStore in
                VStack {
    //                ToggleView(store: store)
                    ToggleView2(isOn: viewStore.$isOn)
                }
            }
        }
    }

    struct ToggleView2: View {
        @Binding var isOn: Bool

        var body: some View {
            Toggle("토글", isOn: $isOn)
        }
    }
}

extension MiniTCATests {
    @Suite @MainActor struct TCABindingNotesTests {
        @Test func bindingGetSendDrivesTheToggle() throws {
            let store = Store(initialState: TCABindingNotes.HapticsFeature.State()) { TCABindingNotes.HapticsFeature() }
            let host = ViewHost(TCABindingNotes.HapticsView(store: store))
            try host.toggle("Haptic feedback")
            host.flush()
            #expect(store.withState(\.isHapticFeedbackEnabled))
        }

        @Test func bindingViewStateTogglesTheStoreThroughBindingReducer() throws {
            TraceRecorder.reset()
            let store = Store(initialState: TCABindingNotes.TestTCAReducer.State()) { TCABindingNotes.TestTCAReducer() }
            let host = ViewHost(TCABindingNotes.TestTCAView(store: store))
            try host.toggle("토글")
            host.flush()
            #expect(store.withState(\.isOn))
            let runs = TraceRecorder.events.filter { $0.kind == .reducerRan }.map(\.detail)
            #expect(runs == ["BindingReducer", "Reduce"])
            #expect(!TraceRecorder.events.contains { $0.kind == .warning })
        }

        @Test func bindingViewStoreInitAndPlainBindingBothWork() throws {
            for makeView in [
                { (store: StoreOf<TCABindingNotes.TestTCAReducer>) in AnyView(TCABindingNotes.TestTCAView2(store: store)) },
                { (store: StoreOf<TCABindingNotes.TestTCAReducer>) in AnyView(TCABindingNotes.TestTCAView3(store: store)) },
            ] {
                let store = Store(initialState: TCABindingNotes.TestTCAReducer.State()) { TCABindingNotes.TestTCAReducer() }
                let host = ViewHost(makeView(store))
                try host.toggle("토글")
                host.flush()
                #expect(store.withState(\.isOn))
                try host.toggle("토글")
                host.flush()
                #expect(!store.withState(\.isOn))
            }
        }
    }
}
