import MiniSwiftUI

/// A confirmation dialog (an action sheet) as data. swiftui-navigation's
/// `ConfirmationDialogState`, which TCA 1.x re-exports; shown with `.confirmationDialog(store:)`.
///
/// ```swift
/// state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
///   TextState("Share photo")
/// } actions: {
///   ButtonState(action: .sendByMail) { TextState("Mail") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// }
/// ```
public struct ConfirmationDialogState<Action>: Identifiable {
    public let id = UUID()
    public var buttons: [ButtonState<Action>]
    public var message: TextState?
    public var title: TextState
    public var titleVisibility: ConfirmationDialogStateTitleVisibility

    public init(
        titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic,
        title: () -> TextState,
        @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
        message: () -> TextState
    ) {
        self.init(title: title(), titleVisibility: titleVisibility, message: message(), buttons: actions())
    }

    /// A dialog without a message.
    public init(
        titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic,
        title: () -> TextState,
        @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] }
    ) {
        self.init(title: title(), titleVisibility: titleVisibility, message: nil, buttons: actions())
    }

    /// TCA 0.x's spelling, kept by 1.x.
    public init(
        title: TextState, titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic,
        message: TextState? = nil, buttons: [ButtonState<Action>] = []
    ) {
        self.titleVisibility = titleVisibility
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// The same dialog sending other actions.
    public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ConfirmationDialogState<NewAction> {
        ConfirmationDialogState<NewAction>(
            title: title, titleVisibility: titleVisibility, message: message, buttons: buttons.map { $0.map(transform) })
    }
}

/// Whether a confirmation dialog shows its title. swiftui-navigation's
/// `ConfirmationDialogStateTitleVisibility`.
public enum ConfirmationDialogStateTitleVisibility: Sendable, Hashable {
    case automatic
    case hidden
    case visible

    var visibility: Visibility {
        switch self {
        case .automatic: .automatic
        case .hidden: .hidden
        case .visible: .visible
        }
    }
}

extension ConfirmationDialogState: Equatable where Action: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
            && lhs.titleVisibility == rhs.titleVisibility
    }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(titleVisibility)
        hasher.combine(title)
        hasher.combine(message)
        hasher.combine(buttons)
    }
}

extension ConfirmationDialogState: CustomDumpReflectable, EvidenceTrusted {
    public var customDumpMirror: Mirror {
        var children: [(label: String?, value: Any)] = [("titleVisibility", titleVisibility), ("title", title)]
        if !buttons.isEmpty { children.append(("actions", buttons)) }
        if let message { children.append(("message", message)) }
        return Mirror(self, children: children, displayStyle: .struct)
    }
}

extension ConfirmationDialogState: _EphemeralState {}
