/// Something that can fill or tint a view: a colour, a gradient, a material or a hierarchical
/// style. SwiftUI's `ShapeStyle`. Nothing is drawn here: a style is only named in
/// `renderTree()`.
public protocol ShapeStyle: Sendable {}

/// `.primary`, `.secondary`, … as styles. SwiftUI's `HierarchicalShapeStyle`.
public struct HierarchicalShapeStyle: ShapeStyle {
    let name: String
    public static let primary = HierarchicalShapeStyle(name: "primary")
    public static let secondary = HierarchicalShapeStyle(name: "secondary")
    public static let tertiary = HierarchicalShapeStyle(name: "tertiary")
    public static let quaternary = HierarchicalShapeStyle(name: "quaternary")
}

/// The current foreground style, the default fill of a shape. SwiftUI's `ForegroundStyle`.
public struct ForegroundStyle: ShapeStyle {
    public init() {}
}

/// The accent colour (or the `.tint` in the environment). SwiftUI's `TintShapeStyle`.
public struct TintShapeStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var gray: Color { .gray }
    public static var white: Color { .white }
    public static var black: Color { .black }
    public static var clear: Color { .clear }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The word `renderTree()` shows for a style: `red`, `secondary`, `regularMaterial`, or the
/// style's type (`LinearGradient`).
func styleName(_ style: any ShapeStyle) -> String {
    switch style {
    case let color as Color: color.name
    case let hierarchical as HierarchicalShapeStyle: hierarchical.name
    case is ForegroundStyle: "foreground"
    case is TintShapeStyle: "tint"
    case let material as Material: material.name
    default: String("\(type(of: style))".prefix { $0 != "<" })
    }
}
