/// Several views side by side, as a `@ViewBuilder` block with more than one statement produces.
/// SwiftUI's `TupleView`.
///
/// Each element's position (0, 1, 2, …) is part of its identity. Built from a parameter pack, so
/// there is no ten-view limit here.
public struct TupleView<T> {
    public var value: T
    let elements: [any View]

    /// Builds a tuple view from a tuple of views (the elements are found with `Mirror`).
    public init(_ value: T) {
        self.value = value
        self.elements = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }

    init(value: T, elements: [any View]) {
        self.value = value
        self.elements = elements
    }

}

extension TupleView: View {
    public var body: Never { bodyNever() }
}

extension TupleView: PrimitiveView {
    func children(in node: RenderNode) -> [ChildView] {
        elements.enumerated().map { ChildView(.index($0.offset), $0.element) }
    }
}
