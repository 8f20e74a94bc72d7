/// Closes the presentation a view is in: `@Environment(\.dismiss) var dismiss`, then `dismiss()`.
/// SwiftUI's `DismissAction`.
///
/// In a sheet or full-screen cover it sets the presenting binding to `false` (or the item to
/// `nil`); in a screen pushed on a `NavigationStack` it pops that screen (and any above it).
/// Elsewhere it does nothing, as in SwiftUI.
public struct DismissAction {
    let action: @MainActor () -> Void
    /// What this action dismisses (a presenting node, a stack level): two actions for the same
    /// target are the same environment value, so reading `dismiss` does not make a view re-run
    /// each time its parent does.
    let target: AnyHashable

    @MainActor @preconcurrency
    public func callAsFunction() {
        action()
    }
}

extension DismissAction: Equatable {
    public static func == (lhs: DismissAction, rhs: DismissAction) -> Bool {
        lhs.target == rhs.target
    }
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(action: {}, target: "none") }
}

private struct IsPresentedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Closes the sheet or pushed screen this view is in.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// Whether this view is in a presented sheet, cover or pushed screen.
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
