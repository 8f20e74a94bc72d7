/// `.onSubmit { … }`: runs when the user presses Return in a text field of the modified view.
/// SwiftUI's `onSubmit(of:_:)`. `ViewHost.submit(_:)` presses Return in a field; the nearest
/// `.onSubmit` around the field runs.
public struct _SubmitModifier: ViewModifier {
    public typealias Body = Never
    let action: @MainActor () -> Void
}

extension _SubmitModifier: PrimitiveModifier {
    var modifierLabel: String? { ".onSubmit" }
}

/// What can be submitted. SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

extension View {
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> some View {
        modifier(_SubmitModifier(action: action))
    }
}

extension RenderNode {
    /// The `.onSubmit` action nearest around this node.
    var submitAction: (@MainActor () -> Void)? {
        var node: RenderNode? = self
        while let current = node {
            if let submit = current.viewAs((any ModifierHolding).self)?.heldModifier as? _SubmitModifier {
                return submit.action
            }
            node = current.parent
        }
        return nil
    }
}
