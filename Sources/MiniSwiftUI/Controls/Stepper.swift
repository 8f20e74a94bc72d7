/// A pair of − / + buttons. SwiftUI's `Stepper`.
///
/// Bound to a `Strideable` value (optionally clamped to a range, moving by `step`), or given
/// explicit `onIncrement` / `onDecrement` actions.
public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let valueDescription: (() -> String)?

    public init(
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.valueDescription = nil
    }

    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        onIncrement = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        onDecrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
        valueDescription = { "\(value.wrappedValue)" }
    }

    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        onIncrement = { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) }
        onDecrement = { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) }
        valueDescription = { "\(value.wrappedValue)" }
    }

    public var body: Never { bodyNever() }
}

extension Stepper where Label == Text {
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement) { Text(title) }
    }

    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step) { Text(title) }
    }

    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }
}

extension Stepper: PrimitiveView, LiveTreeDetail, StepperControl {
    var displayName: String? { "Stepper" }
    var controlKind: ControlKind { .stepper }
    var treeDetail: String? { valueDescription.map { "value: \($0())" } }
    func children(in node: RenderNode) -> [ChildView] { [ChildView(.index(0), label)] }

    func step(up: Bool) {
        (up ? onIncrement : onDecrement)?()
    }
}
