import Foundation
import MiniTCA
import RenderTrace
import Testing

/// A presented photo viewer with a slideshow that ticks until it is stopped or dismissed.
private struct Viewer: Reducer {
    struct State: Equatable, Identifiable {
        var id: Int
        var slide = 0
    }
    enum Action: Equatable { case play, tick, stop }
    enum CancelID { case slideshow }
    @Dependency(\.continuousClock) var clock
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .play:
            return .run { send in
                for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
            }
            .cancellable(id: CancelID.slideshow)
        case .tick:
            state.slide += 1
            return .none
        case .stop:
            return .cancel(id: CancelID.slideshow)
        }
    }
}

private struct Gallery: Reducer {
    struct State: Equatable {
        @PresentationState var destination: Destination.State?
        var trashed = false
    }
    enum Action: Equatable {
        case destination(PresentationAction<Destination.Action>)
        case askToTrash
        case closeEverything
        case open(Int)
        case stopAllSlideshows
    }
    struct Destination: Reducer {
        enum State: Equatable {
            case confirmTrash(AlertState<Action.Confirm>)
            case viewer(Viewer.State)
        }
        enum Action: Equatable {
            case confirmTrash(Confirm)
            case viewer(Viewer.Action)
            enum Confirm: Equatable { case trash }
        }
        var body: some ReducerOf<Self> {
            Scope(state: /State.viewer, action: /Action.viewer) { Viewer() }
        }
    }
    var body: some ReducerOf<Self> {
        // Runs before the ifLet below: it can dismiss without the ifLet seeing it happen.
        Reduce { state, action in
            if case .closeEverything = action { state.destination = nil }
            return .none
        }
        Reduce { state, action in
            switch action {
            case .askToTrash:
                state.destination = .confirmTrash(AlertState { TextState("Trash it?") } actions: {
                    ButtonState(role: .destructive, action: .trash) { TextState("Trash") }
                })
                return .none
            case let .open(id):
                state.destination = .viewer(Viewer.State(id: id))
                return .none
            case .destination(.dismiss):
                // Dismissing photo 1 opens photo 2 instead.
                if case .viewer(let viewer) = state.destination, viewer.id == 1 {
                    state.destination = .viewer(Viewer.State(id: 2))
                }
                return .none
            case .destination(.presented(.confirmTrash(.trash))):
                state.trashed = true
                return .none
            case .stopAllSlideshows:
                return .cancel(id: Viewer.CancelID.slideshow)
            case .destination, .closeEverything:
                return .none
            }
        }
        .ifLet(\.$destination, action: /Action.destination) { Destination() }
    }
}

extension MiniTCATests {
    @Suite @MainActor struct PresentationReducers {
        @Test func theCaseSubscriptReadsAndChangesThePresentedCaseInPlace() {
            var state = Gallery.State(destination: .viewer(Viewer.State(id: 5)))
            state.$destination[case: /Gallery.Destination.State.viewer]?.slide = 3
            #expect(state.destination == .viewer(Viewer.State(id: 5, slide: 3)))
            TraceRecorder.reset()
            // Another case: nothing changes, and TCA's warning says which case is presented.
            state.$destination[case: /Gallery.Destination.State.confirmTrash] = nil
            #expect(state.destination == .viewer(Viewer.State(id: 5, slide: 3)))
            let warnings = TraceRecorder.events.filter { $0.kind == .warning && $0.subject == "ComposableArchitecture" }
            #expect(warnings.map(\.detail) == [#"Can't modify unrelated case "viewer""#])
            state.$destination[case: /Gallery.Destination.State.viewer] = nil
            #expect(state.destination == nil)
        }

        @Test func copiesOfOnePresentationAreEqualWithoutComparingWhatIsPresented() {
            final class Counter: @unchecked Sendable { var comparisons = 0 }
            struct Slow: Equatable {
                let counter: Counter
                static func == (lhs: Self, rhs: Self) -> Bool {
                    lhs.counter.comparisons += 1
                    return true
                }
            }
            let counter = Counter()
            let presented = PresentationState(wrappedValue: Slow(counter: counter))
            let copy = presented
            #expect(presented == copy)
            #expect(counter.comparisons == 0)
        }

        @Test func dismissingKeepsWhatTheParentPutInItsPlace() async {
            let store = TestStore(initialState: Gallery.State()) { Gallery() }
            await store.send(.open(1)) { $0.destination = .viewer(Viewer.State(id: 1)) }
            await store.send(.destination(.dismiss)) { $0.destination = .viewer(Viewer.State(id: 2)) }
            await store.send(.destination(.dismiss)) { $0.destination = nil }
        }

        @Test func aDestinationDismissedBehindTheIfLetsBackHasItsEffectsCancelledOnTheNextAction() async {
            let issues = await capturingIssues {
                let clock = TestClock()
                let store = TestStore(initialState: Gallery.State()) { Gallery() } withDependencies: {
                    $0.continuousClock = clock
                }
                await store.send(.open(7)) { $0.destination = .viewer(Viewer.State(id: 7)) }
                await store.send(.destination(.presented(.viewer(.play))))
                await store.send(.closeEverything) { $0.destination = nil }
                await clock.advance(by: .seconds(3))
            }
            // Without the cancellation the slideshow would still be running at the end.
            #expect(issues.messages.isEmpty)
        }

        @Test func anAlertStaysUpForAnotherCasesActionAndGoesForItsOwn() async {
            let issues = await capturingIssues {
                let store = TestStore(initialState: Gallery.State()) { Gallery() }
                await store.send(.askToTrash) {
                    $0.destination = .confirmTrash(AlertState { TextState("Trash it?") } actions: {
                        ButtonState(role: .destructive, action: .trash) { TextState("Trash") }
                    })
                }
                await store.send(.destination(.presented(.viewer(.tick))))
                await store.send(.destination(.presented(.confirmTrash(.trash)))) {
                    $0.destination = nil
                    $0.trashed = true
                }
            }
            // Only the Scope's warning for the viewer action sent while the alert is up.
            #expect(issues.messages.count == 1)
            #expect(issues.messages.first?.contains("received a child action when child state was set to") == true)
        }

        @Test func aPresentationActionWithNothingPresentedIsNamedInOneLineAsTCADoes() async {
            let issues = await capturingIssues {
                let store = TestStore(initialState: Gallery.State()) { Gallery() }
                await store.send(.destination(.presented(.viewer(.tick))))
            }
            let message = issues.messages.first ?? ""
            #expect(message.contains("received a presentation action when destination state was absent"))
            #expect(message.contains("\n  Action:\n    Gallery.Action.destination(.presented(.viewer(.tick)))\n"), "\(message)")
        }

        @Test func aParentCancellingAnIdReachesThePresentedFeaturesWorkWithThatId() async {
            let issues = await capturingIssues {
                let clock = TestClock()
                let store = TestStore(initialState: Gallery.State()) { Gallery() } withDependencies: {
                    $0.continuousClock = clock
                }
                await store.send(.open(3)) { $0.destination = .viewer(Viewer.State(id: 3)) }
                await store.send(.destination(.presented(.viewer(.play))))
                await store.send(.stopAllSlideshows)
                await clock.advance(by: .seconds(2))
                await store.send(.destination(.dismiss)) { $0.destination = nil }
            }
            #expect(issues.messages.isEmpty)
        }

        @Test func aCasePathModifiesThePresentedCaseThroughTheOptional() throws {
            var destination: Gallery.Destination.State? = .viewer(Viewer.State(id: 1))
            try (/Gallery.Destination.State.viewer).modify(&destination) { $0.slide = 9 }
            #expect(destination == .viewer(Viewer.State(id: 1, slide: 9)))
        }

        @Test func aTestStoresInitialStateTakesItsTypeFromTheReducer() async {
            let store = TestStore(initialState: .init()) { Gallery() }
            await store.send(.open(4)) { $0.destination = .viewer(Viewer.State(id: 4)) }
            await store.send(.destination(.dismiss)) { $0.destination = nil }
        }
    }
}
