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
///
/// Events hold facts, never sentences: the narrator owns the learner's language and phrases them
/// in English or Korean. What a kind alone does not say is a `fact` (`tap`, `suppressed`,
/// `cancelled`, …); `detail` holds only text shown as it is in both languages — code (an action,
/// a reducer's name), a control's label, or a console message SwiftUI or TCA prints word for word.
public struct TraceEvent: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// A user-level step that starts a new part of the story. `fact` says which (`mount`,
        /// `newRootValue`, `tap`, `toggle`, `type`, …), `subject` and `path` name the root view or
        /// the control, `detail` holds the control's label and `newValue` the value typed, slid
        /// to or selected.
        case interaction
        /// A render node was created for a view (a new identity). `onAppear` follows it.
        case nodeCreated
        /// A render node was removed; its state is gone. `onDisappear` follows it.
        case nodeRemoved
        /// The render tree after a step that created, removed or reordered views, and after
        /// mounting. `newValue` is the tree after the step, `oldValue` the tree before it (nil
        /// after mounting): one line per named view, indented two spaces per level, each line
        /// starting with `+ ` (created in this step), `- ` (removed in this step) or two spaces.
        /// A control's plain text label is folded into the control's line.
        case renderTree
        /// A view's `body` ran. `reasons` holds the `_printChanges` names (`@self`, `@identity`,
        /// `_count`, `@dependencies`, …), except that `@dependencies` is replaced by the observed
        /// properties that changed when the runtime named them all (`store.count`).
        case bodyRan
        /// A view was reached during an update but its `body` did not run; `fact` says why
        /// (`inputsUnchanged`).
        case bodySkipped
        /// A dynamic property (`@State`, `@Published`, an `@Observable` property, …) was written.
        /// `property`, `oldValue`, `newValue` say which and how; `fact` is `sameValue` when the
        /// value did not change (nothing is invalidated); `detail` names the wrapper when it is
        /// not in `reasons` (`@Published`).
        case stateWrite
        /// A write that SwiftUI ignores; `fact` says why: `notInstalled` (the wrapper has no
        /// render node yet, for example it is assigned in `init`; `subject` names the wrapper) or
        /// `duringBodyUpdate` (written while a body was being evaluated). `newValue` is what was
        /// dropped.
        case stateWriteIgnored
        /// An object told its observers it will change, invalidating the view at `path`. For an
        /// `ObservableObject`, `detail` is `Model.objectWillChange` and `property` the view's
        /// property holding it; for an `@Observable` property a body read, `reasons` is
        /// `@dependencies` and `detail` is nil, or names the property when the runtime knows it
        /// (a TCA store's state: `store.count`).
        case objectWillChange
        /// `onAppear`, `onDisappear`, `onChange` or `task` (in `detail`) ran for the view at `path`.
        case lifecycle
        /// An action entered a store (`Store.send`, `ViewStore.send`, an effect's `send`).
        /// `detail` is the action as TCA dumps it.
        case actionSent
        /// One reducer in a reducer body handled an action. `detail` names the reducer
        /// (`BindingReducer`, `Reduce`, `Scope(\.child)`), `oldValue`/`newValue` show the state it
        /// saw before and left after.
        case reducerRan
        /// The state diff after an action (`-` old lines, `+` new lines), in `detail`.
        case stateDiff
        /// A `ViewStore` compared its new view state with the old one. `fact` is `published`
        /// (the views holding it were invalidated) or `suppressed` (a duplicate: nothing was).
        case viewStoreUpdate
        /// An effect `started`, `finished` or was `cancelled` (the `fact`); `detail` says which,
        /// as `.run (File.swift:12)`.
        case effect
        /// Something real SwiftUI or TCA would warn about at run time. `detail` is the message
        /// word for word as Xcode's console shows it; `fact` says which SwiftUI warning it is,
        /// when the runtime knows (`notInstalled`, `duringBodyUpdate`). tca-learn's own warnings
        /// (`updateLoop`, `traceCut`) have a `fact` and no `detail`.
        case warning
        /// A line printed by the runtime on the learner's behalf, such as `Self._printChanges()`,
        /// in `detail`.
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
    public var fact: Fact?
    public var detail: String?
    /// Which store's work recorded the event (`TraceRecorder.store`), so that a check can read the
    /// evidence of the store it made and of no other; nil outside a store. Not part of the event's
    /// JSON: the number means something only inside the program that recorded it.
    public var store: Int?

    public init(
        _ kind: Kind,
        path: String = "",
        subject: String? = nil,
        property: String? = nil,
        oldValue: String? = nil,
        newValue: String? = nil,
        reasons: [String] = [],
        fact: Fact? = nil,
        detail: String? = nil
    ) {
        self.kind = kind
        self.path = path
        self.subject = subject
        self.property = property
        self.oldValue = oldValue
        self.newValue = newValue
        self.reasons = reasons
        self.fact = fact
        self.detail = detail
    }
}
