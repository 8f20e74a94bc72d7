/// Which text field has the keyboard. SwiftUI's `@FocusState`.
///
/// Declare `@FocusState private var isFocused: Bool` (or `var focused: Field?`), attach it to a
/// field with `.focused($isFocused)` (or `.focused($focused, equals: .name)`), and read or write
/// it like `@State`: writing `false` / `nil` dismisses the keyboard. Typing into a field with
/// `ViewHost.type(_:into:)` focuses it first, as tapping it would on a device — the field's
/// focus state becomes `true` (or its value) and any other field's becomes `false` (or `nil`).
/// The value is kept in the render tree exactly like `@State`'s.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    var state: State<Value>

    public init() where Value == Bool {
        state = State(initialValue: false)
    }

    public init<T: Hashable>() where Value == T? {
        state = State(initialValue: nil)
    }

    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// `$isFocused`, for `.focused(_:)`.
    public var projectedValue: FocusState<Value>.Binding {
        Binding(value: state.projectedValue)
    }

    /// The `$` form of a focus state. SwiftUI's `FocusState.Binding`.
    @propertyWrapper
    public struct Binding {
        let value: MiniSwiftUI.Binding<Value>

        public var wrappedValue: Value {
            get { value.wrappedValue }
            nonmutating set { value.wrappedValue = newValue }
        }

        public var projectedValue: FocusState<Value>.Binding { self }
    }
}

extension FocusState: DynamicPropertyInstalling {
    mutating func install(on node: RenderNode, key: String) {
        state.install(on: node, key: key)
    }

    static func inputsEqual(_ old: FocusState, _ new: FocusState, node: RenderNode, key: String) -> Bool {
        true
    }
}

/// The modifier behind `.focused(_:)` and `.focused(_:equals:)`: which focus state a field
/// sets when it takes the keyboard, and to what.
public struct _FocusedModifier: ViewModifier {
    public typealias Body = Never
    /// Called when a field takes the keyboard: `true` when it is this modifier's field.
    let focusChanged: @MainActor (_ isThisField: Bool) -> Void
}

extension _FocusedModifier: PrimitiveModifier {
    var modifierLabel: String? { ".focused" }
}

extension View {
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(_FocusedModifier { isThisField in
            if condition.wrappedValue != isThisField {
                condition.wrappedValue = isThisField
            }
        })
    }

    public func focused<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value) -> some View {
        modifier(_FocusedModifier { isThisField in
            if isThisField, binding.wrappedValue != value {
                binding.wrappedValue = value
            } else if !isThisField, binding.wrappedValue == value {
                binding.wrappedValue = nil
            }
        })
    }
}

extension RenderNode {
    /// A text field takes the keyboard: every `.focused` on screen hears whether it is its field.
    func takeFocus(in screen: RenderNode) {
        screen.forEachShownNode { node in
            guard let focused = node.viewAs((any ModifierHolding).self)?.heldModifier as? _FocusedModifier else { return }
            focused.focusChanged(isDescendant(of: node))
        }
    }

    private func isDescendant(of ancestor: RenderNode) -> Bool {
        var node: RenderNode? = self
        while let current = node {
            if current === ancestor { return true }
            node = current.parent
        }
        return false
    }
}
