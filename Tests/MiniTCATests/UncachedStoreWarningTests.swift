import MiniTCA
import RenderTrace
import Testing

// A feature written the TCA 1.7+ way by hand (no macro plugin): an optional label and a list of
// shelves, scoped with key paths.
private struct Library: Reducer {
    struct State: ObservableState {
        var label: String? = "Fiction"
        var shelves: IdentifiedArrayOf<Shelf> = [Shelf(id: 1)]
        var _$id: ObservableStateID { ObservableStateID() }
        mutating func _$willModify() {}
    }
    struct Shelf: Identifiable { let id: Int }

    enum Action: CasePathable {
        case label(Never)
        case shelves(IdentifiedAction<Int, Never>)

        struct AllCasePaths {
            var label: AnyCasePath<Library.Action, Never> {
                ._$embed(Library.Action.label) {
                    guard case let .label(v0) = $0 else { return nil }
                    return v0
                }
            }
            var shelves: AnyCasePath<Library.Action, IdentifiedAction<Int, Never>> {
                ._$embed(Library.Action.shelves) {
                    guard case let .shelves(v0) = $0 else { return nil }
                    return v0
                }
            }
        }
        static var allCasePaths: AllCasePaths { AllCasePaths() }
    }

    var body: some ReducerOf<Self> { EmptyReducer() }
}

extension MiniTCATests {
    @Suite @MainActor struct UncachedStoreWarning {
        private func warnings() -> [String] {
            TraceRecorder.events.filter { $0.kind == .warning && $0.subject == "ComposableArchitecture" }.compactMap(\.detail)
        }

        @Test func aKeyPathScopeBelowAClosureScopeWarnsAsTCADoes() {
            TraceRecorder.reset()
            let store = Store(initialState: Library.State()) { Library() }
            let uncached = store.scope(state: { $0 }, action: { $0 })
            _ = uncached.scope(state: \.label, action: \.label)
            _ = uncached.scope(state: \.shelves, action: \.shelves)
            #expect(warnings().count == 2)
            #expect(warnings().first?.hasPrefix("""
                Scoping from uncached 'StoreOf<Library>' is not compatible with observation.

                This can happen for one of two reasons:

                1. A parent view scopes on a store using transform functions, which has been deprecated, \
                instead of with key paths and case paths.
                """) == true)
            #expect(warnings().first?.contains("\n\n2.\u{00A0}A parent feature is using deprecated navigation APIs") == true)
        }

        @Test func keyPathScopesOfKeyPathScopesDoNotWarn() {
            TraceRecorder.reset()
            let store = Store(initialState: Library.State()) { Library() }
            let cached = store.scope(state: \.self, action: \.self)
            _ = cached.scope(state: \.label, action: \.label)
            _ = cached.scope(state: \.shelves, action: \.shelves)
            #expect(warnings().isEmpty)
        }
    }
}
