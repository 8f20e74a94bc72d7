/// `.hidden()`: the view keeps its place (and its node, with its state) but is not drawn, so
/// its texts are not on screen and its controls cannot be found. SwiftUI's `hidden()`.
public struct _HiddenModifier: ViewModifier {
    public typealias Body = Never
}

extension _HiddenModifier: PrimitiveModifier {
    var modifierLabel: String? { ".hidden" }
}

extension ModifiedContent: ChildrenFiltering where Content: View, Modifier == _HiddenModifier {
    func shownChildren(of node: RenderNode) -> [RenderNode] { [] }
}

extension View {
    public func hidden() -> some View {
        modifier(_HiddenModifier())
    }
}
