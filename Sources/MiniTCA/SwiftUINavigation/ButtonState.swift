import MiniSwiftUI

/// A button of an alert or confirmation dialog, as data: its label, its role and the action it
/// sends. swiftui-navigation's `ButtonState`, which TCA 1.x re-exports.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion) {
///   TextState("Delete")
/// }
/// ```
///
/// Equality ignores the `id` each button gets, so a test can write the expected alert anew.
public struct ButtonState<Action>: Identifiable {
    public let id = UUID()
    public let action: ButtonStateAction<Action>
    public let label: TextState
    public let role: ButtonStateRole?

    public init(
        role: ButtonStateRole? = nil,
        action: ButtonStateAction<Action> = .send(nil),
        label: () -> TextState
    ) {
        self.role = role
        self.action = action
        self.label = label()
    }

    public init(role: ButtonStateRole? = nil, action: Action, label: () -> TextState) {
        self.init(role: role, action: .send(action), label: label)
    }

    /// TCA 0.x's spelling, kept by 1.x: `.cancel(TextState("Cancel"))`.
    public static func cancel(_ label: TextState, action: ButtonStateAction<Action> = .send(nil)) -> Self {
        Self(role: .cancel, action: action) { label }
    }

    public static func `default`(_ label: TextState, action: ButtonStateAction<Action> = .send(nil)) -> Self {
        Self(action: action) { label }
    }

    public static func destructive(_ label: TextState, action: ButtonStateAction<Action> = .send(nil)) -> Self {
        Self(role: .destructive, action: action) { label }
    }

    /// Runs `perform` with the button's action (`nil` for a button that only dismisses).
    public func withAction(_ perform: (Action?) -> Void) {
        perform(action.action)
    }

    /// The same button sending another action.
    public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonState<NewAction> {
        ButtonState<NewAction>(role: role, action: .send(transform(action.action))) { label }
    }
}

/// What a `ButtonState` does when tapped: send an action (or nothing but dismiss).
/// swiftui-navigation's `ButtonStateAction`.
public struct ButtonStateAction<Action> {
    public let action: Action?

    public static func send(_ action: Action?) -> Self {
        Self(action: action)
    }

    /// `.send(.confirm, animation: .default)` (the animation does nothing here).
    public static func send(_ action: Action?, animation: Animation?) -> Self {
        Self(action: action)
    }
}

/// The role of a button in an alert or dialog. swiftui-navigation's `ButtonStateRole`.
public enum ButtonStateRole: Sendable, Hashable {
    case cancel
    case destructive
}

extension ButtonRole {
    public init(_ role: ButtonStateRole) {
        switch role {
        case .cancel: self = .cancel
        case .destructive: self = .destructive
        }
    }
}

extension ButtonState: Equatable where Action: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.role == rhs.role && lhs.action.action == rhs.action.action && lhs.label == rhs.label
    }
}

extension ButtonState: Hashable where Action: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(role)
        hasher.combine(action.action)
        hasher.combine(label)
    }
}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}

extension ButtonState: CustomDumpReflectable, EvidenceTrusted {
    /// `ButtonState(role: .cancel, action: .send(nil), label: "Cancel")`, as swiftui-navigation
    /// dumps it (no role when it has none).
    public var customDumpMirror: Mirror {
        var children: [(label: String?, value: Any)] = []
        if let role { children.append(("role", role)) }
        children.append(("action", action))
        children.append(("label", label))
        return Mirror(self, children: children, displayStyle: .struct)
    }
}

extension ButtonStateAction: CustomDumpReflectable, EvidenceTrusted {
    public var customDumpMirror: Mirror {
        Mirror(self, children: [("send", action as Any)], displayStyle: .enum)
    }
}

/// What a list of buttons in `AlertState { … } actions: { … }` builds.
/// swiftui-navigation's `ButtonStateBuilder`.
@resultBuilder
public enum ButtonStateBuilder<Action> {
    public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
        components.flatMap { $0 }
    }

    public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
        components.flatMap { $0 }
    }

    public static func buildLimitedAvailability(_ component: [ButtonState<Action>]) -> [ButtonState<Action>] {
        component
    }

    public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] {
        component
    }

    public static func buildEither(second component: [ButtonState<Action>]) -> [ButtonState<Action>] {
        component
    }

    public static func buildExpression(_ expression: ButtonState<Action>) -> [ButtonState<Action>] {
        [expression]
    }

    public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
        component ?? []
    }
}
