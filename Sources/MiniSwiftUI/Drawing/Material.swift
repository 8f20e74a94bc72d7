/// A translucent background that blurs what is behind it. SwiftUI's `Material`:
/// `.background(.regularMaterial)`. Only its name is kept.
public struct Material: ShapeStyle {
    let name: String

    public static let ultraThin = Material(name: "ultraThinMaterial")
    public static let thin = Material(name: "thinMaterial")
    public static let regular = Material(name: "regularMaterial")
    public static let thick = Material(name: "thickMaterial")
    public static let ultraThick = Material(name: "ultraThickMaterial")
    public static let bar = Material(name: "bar")
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}
