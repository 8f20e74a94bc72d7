/// A colour, usable as a view (it fills its space) and as a style. SwiftUI's `Color`:
/// only the name is kept.
public struct Color: View, Hashable, Sendable, CustomStringConvertible, ShapeStyle {
    let name: String

    public init(_ name: String) {
        self.name = name
    }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        name = "rgb(\(red), \(green), \(blue))"
    }

    nonisolated public var description: String { name }
    public var body: Never { bodyNever() }

    public func opacity(_ opacity: Double) -> Color { Color("\(name).opacity(\(opacity))") }

    public static let red = Color("red")
    public static let orange = Color("orange")
    public static let yellow = Color("yellow")
    public static let green = Color("green")
    public static let mint = Color("mint")
    public static let teal = Color("teal")
    public static let cyan = Color("cyan")
    public static let blue = Color("blue")
    public static let indigo = Color("indigo")
    public static let purple = Color("purple")
    public static let pink = Color("pink")
    public static let brown = Color("brown")
    public static let white = Color("white")
    public static let gray = Color("gray")
    public static let black = Color("black")
    public static let clear = Color("clear")
    public static let primary = Color("primary")
    public static let secondary = Color("secondary")
    public static let accentColor = Color("accentColor")
}

extension Color: PrimitiveView {
    var displayName: String? { "Color" }
    var treeDetail: String? { name }
    func children(in node: RenderNode) -> [ChildView] { [] }
}

/// Something that can fill or tint a view: a colour or a hierarchical style. SwiftUI's
/// `ShapeStyle`.
public protocol ShapeStyle: Sendable {}

/// `.primary`, `.secondary`, … as styles. SwiftUI's `HierarchicalShapeStyle`.
public struct HierarchicalShapeStyle: ShapeStyle {
    let name: String
    public static let primary = HierarchicalShapeStyle(name: "primary")
    public static let secondary = HierarchicalShapeStyle(name: "secondary")
    public static let tertiary = HierarchicalShapeStyle(name: "tertiary")
}

extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var blue: Color { .blue }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var gray: Color { .gray }
    public static var white: Color { .white }
    public static var black: Color { .black }
    public static var clear: Color { .clear }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
}
