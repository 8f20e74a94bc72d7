extension TraceEvent {
    /// What an event records when its kind alone does not say it: a fixed word, not a sentence,
    /// so hidden tests can compare it and the narrator can say it in the learner's language.
    ///
    /// ```swift
    /// trace.contains { $0.kind == .effect && $0.fact == .cancelled }
    /// ```
    public enum Fact: String, Codable, Sendable, CaseIterable {
        // `interaction`: what the user (or the test driving the host) did.
        /// A root view was put on screen (`ViewHost(_:)`, `render(_:)`).
        case mount
        /// The host's root received a new value, as from a parent whose body ran again.
        case newRootValue
        case tap, toggle, type, increment, decrement, slide, select
        /// Return pressed in a text field (`.onSubmit`); a date chosen in a `DatePicker`.
        case submit, pick
        /// A tab chosen in a `TabView`'s tab bar.
        case selectTab
        /// A press and hold (a `.contextMenu` opens, a long-press gesture completes); a swipe that
        /// shows `.swipeActions`.
        case longPress, swipe
        /// A view dragged by the translation in `newValue`, `(x, y)` in points (`DragGesture`).
        case drag
        /// A list or scroll view pulled down to run its `.refreshable` action.
        case refresh
        /// The back button of a navigation stack; a sheet swiped down.
        case goBack, dismissSheet
        /// A row deleted by swiping (`.onDelete`), or dragged to the offset in `newValue` (`.onMove`).
        case swipeToDelete, move
        /// Something outside the views changed what they read (a model's property, a store's
        /// state sent to from a test) and the host was asked to render it (`ViewHost.flush()`).
        /// The event stands before the change it renders, where the previous step ended.
        case update

        // `bodySkipped`
        /// The parent passed an equal value and nothing the body reads changed.
        case inputsUnchanged
        /// The view is wrapped in `.equatable()` and its own `==` says it equals the value last
        /// shown, so SwiftUI does not update it, whatever else differs.
        case equalByItsOwnEquality

        // `bodyRan`, `objectWillChange`
        /// What ran (or depends on the change) is a content closure SwiftUI evaluates in its own
        /// scope — a `ForEach` row, a `GeometryReader`'s content — not a view's `body`; `subject`
        /// names the view owning the closure.
        case contentClosure

        // `stateWrite`
        /// The new value equals the stored one, so no view is invalidated.
        case sameValue

        // `stateWriteIgnored`, and the SwiftUI warning that goes with it.
        /// The property wrapper has no render node yet (it is used in `init`, or outside a view).
        case notInstalled
        /// The state was written while a body was being evaluated.
        case duringBodyUpdate

        // `viewStoreUpdate`
        /// The view state changed: `objectWillChange` invalidates the views holding the store.
        case published
        /// The view state is a duplicate (`removeDuplicates`): no view is invalidated.
        case suppressed

        // `effect`
        case started, finished, cancelled

        // `warning`s of tca-learn itself, which real SwiftUI does not print.
        /// Views kept invalidating each other, and the host stopped updating them.
        case updateLoop
        /// The trace reached `TraceRecorder.limit` events and the rest was not recorded.
        case traceCut
    }
}
