/// The outline of a shape. SwiftUI's `Path`.
///
/// Custom shapes build one in `path(in:)` exactly as in SwiftUI, so their code compiles
/// unchanged; since nothing is drawn here, a path records nothing and the runtime never asks a
/// shape for it.
public struct Path: Shape, Equatable {
    public init() {}
    public init(_ rect: CGRect) {}
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {}
    public init(ellipseIn rect: CGRect) {}
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    public func path(in rect: CGRect) -> Path { self }

    public mutating func move(to end: CGPoint) {}
    public mutating func addLine(to end: CGPoint) {}
    public mutating func addLines(_ lines: [CGPoint]) {}
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {}
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
    public mutating func addRect(_ rect: CGRect) {}
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {}
    public mutating func addEllipse(in rect: CGRect) {}
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {}
    public mutating func closeSubpath() {}

    public func strokedPath(_ style: StrokeStyle) -> Path { self }
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path { self }
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { self }
    public var boundingRect: CGRect { .zero }
}
