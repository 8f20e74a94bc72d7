/// Colours blended along a line, around a centre or an angle: usable as a style and as a view.
/// SwiftUI's `Gradient`, `LinearGradient`, `RadialGradient` and `AngularGradient`. Nothing is
/// drawn here; a gradient view is a leaf of the render tree.
public struct Gradient: Hashable, Sendable {
    /// One colour at a position between 0 and 1. SwiftUI's `Gradient.Stop`.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) {
        self.stops = stops
    }

    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }
}

/// SwiftUI's `LinearGradient`.
public struct LinearGradient: ShapeStyle, View {
    let gradient: Gradient

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        gradient = Gradient(colors: colors)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        gradient = Gradient(stops: stops)
    }

    public var body: Never { bodyNever() }
}

/// SwiftUI's `RadialGradient`.
public struct RadialGradient: ShapeStyle, View {
    let gradient: Gradient

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        gradient = Gradient(colors: colors)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        gradient = Gradient(stops: stops)
    }

    public var body: Never { bodyNever() }
}

/// SwiftUI's `AngularGradient`.
public struct AngularGradient: ShapeStyle, View {
    let gradient: Gradient

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        gradient = Gradient(colors: colors)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        gradient = Gradient(stops: stops)
    }

    public var body: Never { bodyNever() }
}

extension LinearGradient: PrimitiveView {
    var displayName: String? { "LinearGradient" }
    func children(in node: RenderNode) -> [ChildView] { [] }
}

extension RadialGradient: PrimitiveView {
    var displayName: String? { "RadialGradient" }
    func children(in node: RenderNode) -> [ChildView] { [] }
}

extension AngularGradient: PrimitiveView {
    var displayName: String? { "AngularGradient" }
    func children(in node: RenderNode) -> [ChildView] { [] }
}

/// A colour's own gentle gradient: `.background(.blue.gradient)`. SwiftUI's `AnyGradient` (iOS 16).
public struct AnyGradient: ShapeStyle, Hashable, Sendable {
    let color: Color
}

extension Color {
    public var gradient: AnyGradient { AnyGradient(color: self) }
}
