import MiniSwiftUI

/// An alert as data: its title, buttons and message, kept in a feature's state so the reducer
/// decides when it shows and tests can compare it. swiftui-navigation's `AlertState`, which TCA
/// 1.x re-exports; shown with `.alert(store:)`.
///
/// ```swift
/// state.alert = AlertState {
///   TextState("Delete this photo?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// } message: {
///   TextState("It cannot be undone.")
/// }
/// ```
///
/// Equality ignores the `id` each alert gets; a new alert is a new presentation even when its
/// text is the same.
public struct AlertState<Action>: Identifiable {
    public let id = UUID()
    public var buttons: [ButtonState<Action>]
    public var message: TextState?
    public var title: TextState

    public init(
        title: () -> TextState,
        @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
        message: () -> TextState
    ) {
        self.init(title: title(), message: message(), buttons: actions())
    }

    /// An alert without a message.
    public init(title: () -> TextState, @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] }) {
        self.init(title: title(), message: nil, buttons: actions())
    }

    /// TCA 0.x's spellings, kept by 1.x.
    public init(title: TextState, message: TextState? = nil, buttons: [ButtonState<Action>]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    public init(title: TextState, message: TextState? = nil, dismissButton: ButtonState<Action>? = nil) {
        self.init(title: title, message: message, buttons: dismissButton.map { [$0] } ?? [])
    }

    public init(
        title: TextState, message: TextState? = nil, primaryButton: ButtonState<Action>,
        secondaryButton: ButtonState<Action>
    ) {
        self.init(title: title, message: message, buttons: [primaryButton, secondaryButton])
    }

    /// The same alert sending other actions.
    public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> AlertState<NewAction> {
        AlertState<NewAction>(title: title, message: message, buttons: buttons.map { $0.map(transform) })
    }
}

extension AlertState: Equatable where Action: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
    }
}

extension AlertState: Hashable where Action: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(title)
        hasher.combine(message)
        hasher.combine(buttons)
    }
}

extension AlertState: CustomDumpReflectable, EvidenceTrusted {
    /// `AlertState(title: "…", actions: […], message: "…")`, as swiftui-navigation dumps it.
    public var customDumpMirror: Mirror {
        var children: [(label: String?, value: Any)] = [("title", title)]
        if !buttons.isEmpty { children.append(("actions", buttons)) }
        if let message { children.append(("message", message)) }
        return Mirror(self, children: children, displayStyle: .struct)
    }
}

extension AlertState: _EphemeralState {}
