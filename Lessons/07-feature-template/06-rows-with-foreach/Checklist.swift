import ComposableArchitecture
import SwiftUI

// A packing checklist in this lesson's template. Each row is a feature of its own, `ItemFeature`:
// "Pack" checks it off (and on again), "Remove" asks the parent to remove it. The list keeps its
// rows in an `IdentifiedArrayOf<ItemFeature.State>`, shows them with `ForEachStore`, and counts
// how many are packed.
// 이 강의의 템플릿으로 쓴 짐 싸기 체크리스트입니다. 행은 저마다 자기 피처 `ItemFeature`입니다.
// "Pack"은 체크하고(다시 누르면 풀고), "Remove"는 부모에게 행을 빼 달라고 합니다. 목록은 행을
// `IdentifiedArrayOf<ItemFeature.State>`에 두고, `ForEachStore`로 보여 주며, 싼 짐의 수를 셉니다.
//
// Tap a row's button: nothing happens. Complete `ChecklistFeature.body` — the template's
// `.forEach(...)` — so that each row's actions run that row's reducer, "Packed: N" follows the
// rows, and "Remove" removes the row. Keep the names, the texts and the buttons, and do not change
// ItemFeature or the views: the checks use them.
// 행의 버튼을 탭해도 아무 일이 없습니다. 각 행의 액션이 그 행의 리듀서를 실행하고, "Packed: N"이 행을
// 따라가고, "Remove"가 행을 빼도록 템플릿의 `.forEach(...)`인 `ChecklistFeature.body`를 완성하세요.
// 이름, 텍스트, 버튼은 그대로 두고, ItemFeature와 뷰는 고치지 마세요. 체크가 씁니다.

public protocol FeatureAction {
    associatedtype ViewAction
    associatedtype InnerAction
    associatedtype AsyncAction
    associatedtype ScopeAction
    associatedtype DelegateAction

    static func view(_: ViewAction) -> Self
    static func inner(_: InnerAction) -> Self
    static func async(_: AsyncAction) -> Self
    static func scope(_: ScopeAction) -> Self
    static func delegate(_: DelegateAction) -> Self
}

// MARK: - Row

struct ItemFeature: Reducer {
    struct State: Equatable, Identifiable {
        let id: Int
        var name: String
        var isPacked = false
    }
    enum Action: FeatureAction, Equatable {
        case view(ViewAction)
        case inner(InnerAction)
        case async(AsyncAction)
        case scope(ScopeAction)
        case delegate(DelegateAction)

        enum ViewAction: Equatable {
            case packButtonTapped
            case removeButtonTapped
        }
        enum InnerAction: Equatable { case doNothing }
        enum AsyncAction: Equatable { case doNothing }
        enum ScopeAction: Equatable { case doNothing }
        enum DelegateAction: Equatable { case removeRequested }
    }
    private func core(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .view(.packButtonTapped):
            state.isPacked.toggle()
            return .none
        case .view(.removeButtonTapped):
            return .send(.delegate(.removeRequested))
        case .inner, .async, .scope, .delegate:
            return .none
        }
    }
    var body: some ReducerOf<Self> {
        Reduce(self.core)
    }
}

// MARK: - List

struct ChecklistFeature: Reducer {
    struct State: Equatable {
        var items: IdentifiedArrayOf<ItemFeature.State> = [
            ItemFeature.State(id: 1, name: "Tent"),
            ItemFeature.State(id: 2, name: "Stove"),
            ItemFeature.State(id: 3, name: "Map"),
        ]
        var packedCount = 0
    }
    enum Action: FeatureAction, Equatable {
        case view(ViewAction)
        case inner(InnerAction)
        case async(AsyncAction)
        case scope(ScopeAction)
        case delegate(DelegateAction)

        enum ViewAction: Equatable { case onAppear }
        enum InnerAction: Equatable { case doNothing }
        enum AsyncAction: Equatable { case doNothing }
        enum ScopeAction: Equatable { case item(id: ItemFeature.State.ID, action: ItemFeature.Action) }
        enum DelegateAction: Equatable { case doNothing }
    }
    private func core(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .scope(let scopeAction):
            return handleScopeAction(scopeAction, state: &state)
        case .view, .inner, .async, .delegate:
            return .none
        }
    }
    var body: some ReducerOf<Self> {
        Reduce(self.core)
        // TODO: run ItemFeature for each row (the template's `.forEach(...)`).
        // TODO: 행마다 ItemFeature를 실행하세요(템플릿의 `.forEach(...)`).
    }
}

private extension ChecklistFeature {
    func handleScopeAction(_ action: Action.ScopeAction, state: inout State) -> Effect<Action> {
        switch action {
        case .item(let id, .delegate(.removeRequested)):
            state.items.remove(id: id)
            state.packedCount = state.items.filter(\.isPacked).count
            return .none
        case .item(_, .view(.packButtonTapped)):
            state.packedCount = state.items.filter(\.isPacked).count
            return .none
        case .item:
            return .none
        }
    }
}

// MARK: - Views

struct ItemRow: View {
    let store: StoreOf<ItemFeature>
    @ObservedObject var viewStore: ViewStore<ItemFeature.State, ItemFeature.Action.ViewAction>

    init(store: StoreOf<ItemFeature>) {
        self.store = store
        self.viewStore = ViewStore(self.store, observe: { $0 }, send: { .view($0) })
    }

    var body: some View {
        HStack {
            Text(viewStore.isPacked ? "\(viewStore.name): packed" : "\(viewStore.name): not yet")
            Button("Pack \(viewStore.name)") { viewStore.send(.packButtonTapped) }
            Button("Remove \(viewStore.name)") { viewStore.send(.removeButtonTapped) }
        }
    }
}

struct ChecklistView: View {
    let store: StoreOf<ChecklistFeature>

    var body: some View {
        VStack {
            WithViewStore(store, observe: \.packedCount) { viewStore in
                Text("Packed: \(viewStore.state)")
            }
            ForEachStore(store.scope(state: \.items, action: { .scope(.item(id: $0, action: $1)) })) { itemStore in
                ItemRow(store: itemStore)
            }
        }
    }
}
