/// A 2D shape that draws itself as a view. SwiftUI's `Shape`.
///
/// Write your own by returning a `Path` from `path(in:)`, as in SwiftUI. Nothing is drawn here,
/// so a shape is a leaf of the render tree named after its type (`Circle`, `Triangle`): its
/// fills and strokes are listed beside it in `renderTree()`, and `path(in:)` is never called.
/// Shapes are primitives even when you write them yourself: they have no `body` that runs.
public protocol Shape: Sendable, View {
    func path(in rect: CGRect) -> Path
}

extension Shape {
    public var body: Never { fatalError("\(Self.self) is a shape and has no body") }
}

/// A shape that can inset itself, so `strokeBorder` can draw inside its edge. SwiftUI's
/// `InsettableShape`.
public protocol InsettableShape: Shape {}

/// A shape with a fill or stroke applied, which can take more. SwiftUI's `ShapeView` (iOS 17):
/// `Capsule().fill(.yellow).stroke(.blue, lineWidth: 8)`.
public protocol ShapeView<Content>: View {
    associatedtype Content: Shape
    var shape: Content { get }
}

/// How a shape is filled. SwiftUI's `FillStyle`.
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How a shape's outline is drawn. SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
        miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// A shape with its fills and strokes, in the order they were applied.
struct StyledShape<Content: Shape>: ShapeView {
    let shape: Content
    let styles: [String]

    var body: Never { bodyNever() }

    func adding(_ style: String) -> StyledShape {
        StyledShape(shape: shape, styles: styles + [style])
    }
}

extension StyledShape: PrimitiveView {
    var displayName: String? { shapeName(shape) }
    var treeDetail: String? { styles.joined(separator: " ") }
    func children(in node: RenderNode) -> [ChildView] { [] }
}

/// A shape written without a fill or stroke (`Circle()`), drawn with the foreground style.
struct DrawnShape: PrimitiveView {
    let shape: any Shape
    var displayName: String? { shapeName(shape) }
    func children(in node: RenderNode) -> [ChildView] { [] }
}

/// `Circle`, `Triangle`: the shape's type without generic arguments; a trimmed shape is
/// named after the shape it trims.
@MainActor
func shapeName(_ shape: any Shape) -> String {
    if let trimmed = shape as? any TrimmedShapeProtocol {
        return shapeName(trimmed.base)
    }
    return String("\(type(of: shape))".prefix { $0 != "<" })
}

extension Shape {
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some ShapeView<Self> {
        StyledShape(shape: self, styles: []).adding(".fill(\(styleName(content)))")
    }

    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some ShapeView<Self> {
        StyledShape(shape: self, styles: []).adding(".stroke(\(styleName(content)))")
    }

    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some ShapeView<Self> {
        StyledShape(shape: self, styles: []).adding(".stroke(\(styleName(content)))")
    }

    public func stroke(lineWidth: CGFloat = 1) -> some ShapeView<Self> {
        StyledShape(shape: self, styles: []).adding(".stroke")
    }

    public func stroke(style: StrokeStyle) -> some ShapeView<Self> {
        StyledShape(shape: self, styles: []).adding(".stroke")
    }

    /// The part of the outline between two fractions of its length: the classic progress ring.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        TrimmedShape(base: self)
    }
}

extension InsettableShape {
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some ShapeView<Self> {
        StyledShape(shape: self, styles: []).adding(".strokeBorder(\(styleName(content)))")
    }

    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some ShapeView<Self> {
        StyledShape(shape: self, styles: []).adding(".strokeBorder")
    }
}

extension ShapeView {
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some ShapeView<Content> {
        styled.adding(".fill(\(styleName(content)))")
    }

    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some ShapeView<Content> {
        styled.adding(".stroke(\(styleName(content)))")
    }

    private var styled: StyledShape<Content> {
        self as? StyledShape<Content> ?? StyledShape(shape: shape, styles: [])
    }
}

@MainActor
protocol TrimmedShapeProtocol {
    var base: any Shape { get }
}

struct TrimmedShape<Base: Shape>: Shape, TrimmedShapeProtocol {
    let trimmed: Base
    init(base: Base) { trimmed = base }
    var base: any Shape { trimmed }
    func path(in rect: CGRect) -> Path { trimmed.path(in: rect) }
}
