/// `.overlay { … }` and `.background { … }` with a view: the view is drawn in front of (or
/// behind) the modified one and is a real part of the screen — its texts show and its buttons
/// can be tapped. With a style instead of a view (`.background(.blue)`) they only change pixels.
extension View {
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        attaching(".overlay", content())
    }

    /// The iOS 13 form, `.overlay(Circle().stroke(.white))`.
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        attaching(".overlay", overlay)
    }

    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        pixels(".overlay(\(styleName(style)))")
    }

    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        pixels(".overlay(\(styleName(style)))")
    }

    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        attaching(".background", content())
    }

    /// The iOS 13 form, `.background(Capsule().fill(.blue))`.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        attaching(".background", background)
    }

    /// Views placed along an edge of the safe area (a bar under a list): a real part of the screen.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        attaching(".safeAreaInset", content())
    }

    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        attaching(".safeAreaInset", content())
    }
}
