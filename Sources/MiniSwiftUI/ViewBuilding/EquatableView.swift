/// A view whose updates are decided by its own `==`. SwiftUI's `EquatableView`, made by
/// `.equatable()`.
///
/// When the parent builds it again, the wrapped view is compared with the value it last showed
/// using the view's `static func ==`; if they are equal the wrapped view is not updated and its
/// body does not run, whatever else differs (a closure, a field `==` leaves out). Its own state and
/// dependencies still re-run it. Simplified: SwiftUI also uses `==` on some `Equatable` views
/// that are not wrapped; here only the wrapper does.
public struct EquatableView<Content: View & Equatable>: View {
    public var content: Content

    public init(content: Content) {
        self.content = content
    }

    public var body: Never { bodyNever() }
}

extension View where Self: Equatable {
    /// Wraps this view in an `EquatableView`: its body re-runs only when `==` says it changed.
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}

extension EquatableView: PrimitiveView {
    func children(in node: RenderNode) -> [ChildView] {
        if let shown = node.storage["equatable"] as? ShownValue<Content>, shown.value == content {
            return [ChildView(.index(0), shown.value, isUnchanged: true, skipFact: .equalByItsOwnEquality)]
        }
        node.storage["equatable"] = ShownValue(content)
        return [ChildView(.index(0), content)]
    }
}

/// The value an `EquatableView` last handed its content node.
private final class ShownValue<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
}
