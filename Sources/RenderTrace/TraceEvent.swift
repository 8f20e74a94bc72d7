/// One thing the runtime did, recorded as data.
///
/// The render trace is the heart of tca-learn: the mini SwiftUI and mini TCA record what they do
/// (which view bodies ran and why, which were skipped, which state was written, which action each
/// reducer saw), hidden tests assert on these events, and the `tca-learn` command turns them into
/// the explanation a learner reads. Real SwiftUI keeps this information private; the closest public
/// window onto it is `Self._printChanges()`, whose vocabulary (`@self`, `@identity`, `_count`,
/// `@dependencies`) the `reasons` field reuses.
///
/// The type is deliberately flat — a kind plus optional fields — so that it is easy to assert on,
/// easy to encode as JSON for the grader, and easy to extend without breaking old traces.
public struct TraceEvent: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// A user-level step that starts a new part of the story: a tap, a toggle, typing,
        /// mounting a root view, `store.send`. `detail` says what happened.
        case interaction
        /// A render node was created for a view (a new identity). `onAppear` follows it.
        case nodeCreated
        /// A render node was removed; its state is gone. `onDisappear` follows it.
        case nodeRemoved
        /// A view's `body` ran. `reasons` holds the `_printChanges` names (`@self`, `@identity`,
        /// `_count`, `@dependencies`, …).
        case bodyRan
        /// A view was reached during an update but its `body` did not run. `reasons` says why
        /// (e.g. `inputs unchanged`).
        case bodySkipped
        /// A dynamic property (`@State`, `@Published`, an `@Observable` property, …) was written.
        /// `property`, `oldValue`, `newValue` say which and how.
        case stateWrite
        /// A write that SwiftUI ignores: `@State` assigned before its view has a render node
        /// (for example in `init`). `property` and `newValue` say what was dropped.
        case stateWriteIgnored
        /// An object told its observers it will change (`objectWillChange`), or an `@Observable`
        /// property that a body read changed. `detail` names the object and property.
        case objectWillChange
        /// `onAppear`, `onDisappear`, `onChange` or `task` ran for the view at `path`.
        case lifecycle
        /// An action entered a store (`Store.send`, `ViewStore.send`, an effect's `send`).
        case actionSent
        /// One reducer in a reducer body handled an action. `detail` names the reducer
        /// (`BindingReducer`, `Reduce`, `Scope(\.child)`), `oldValue`/`newValue` show the state it
        /// saw before and left after.
        case reducerRan
        /// The state diff after an action (`-` old lines, `+` new lines), in `detail`.
        case stateDiff
        /// A `ViewStore` compared its new view state with the old one; `detail` says whether the
        /// views holding it were invalidated or the update was suppressed as a duplicate.
        case viewStoreUpdate
        /// An effect started, finished, was cancelled, or fed an action back.
        case effect
        /// Something real SwiftUI or TCA would warn about at run time (in Xcode's console).
        case warning
        /// A line printed by the runtime on the learner's behalf, such as `Self._printChanges()`.
        case log
    }

    public var kind: Kind
    /// Where in the render tree (or which store) the event happened, e.g. `ContentView/VStack/Counter`.
    public var path: String
    /// The Swift type of the view, reducer or store involved, as the learner wrote it.
    public var subject: String?
    public var property: String?
    public var oldValue: String?
    public var newValue: String?
    public var reasons: [String]
    public var detail: String?

    public init(
        _ kind: Kind,
        path: String = "",
        subject: String? = nil,
        property: String? = nil,
        oldValue: String? = nil,
        newValue: String? = nil,
        reasons: [String] = [],
        detail: String? = nil
    ) {
        self.kind = kind
        self.path = path
        self.subject = subject
        self.property = property
        self.oldValue = oldValue
        self.newValue = newValue
        self.reasons = reasons
        self.detail = detail
    }
}
