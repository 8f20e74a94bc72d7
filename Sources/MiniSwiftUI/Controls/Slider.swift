/// A control for choosing a number in a range. SwiftUI's `Slider`.
public struct Slider<Label: View>: View {
    let label: Label
    let setValue: (Double) -> Void
    let currentValue: () -> Double

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.label = label()
        setValue = { newValue in
            var clamped = min(max(V(newValue), bounds.lowerBound), bounds.upperBound)
            if let step, step > 0 {
                let steps = ((clamped - bounds.lowerBound) / V(step)).rounded()
                clamped = min(bounds.lowerBound + steps * V(step), bounds.upperBound)
            }
            value.wrappedValue = clamped
        }
        currentValue = { Double(value.wrappedValue) }
    }

    public var body: Never { bodyNever() }
}

extension Slider where Label == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { EmptyView() }
    }
}

extension Slider: PrimitiveView, LiveTreeDetail, SliderControl {
    var displayName: String? { "Slider" }
    var controlKind: ControlKind { .slider }
    var treeDetail: String? { "value: \(currentValue())" }
    func children(in node: RenderNode) -> [ChildView] { [ChildView(.index(0), label)] }

    func move(to value: Double) {
        setValue(value)
    }
}
