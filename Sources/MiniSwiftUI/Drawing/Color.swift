import RenderTrace

/// A colour, usable as a view (it fills its space) and as a style. SwiftUI's `Color`:
/// only the name is kept.
public struct Color: View, Hashable, Sendable, CustomStringConvertible, TraceDescribesItself, ShapeStyle {
    let name: String

    // Colours are plain values usable from any context, as in SwiftUI, even though `Color` is
    // also a (main-actor) view.
    nonisolated public init(_ name: String) {
        self.name = name
    }

    nonisolated public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        name = "rgb(\(red), \(green), \(blue))"
    }

    nonisolated public init(white: Double, opacity: Double = 1) {
        name = "white(\(white))"
    }

    nonisolated public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        name = "hsb(\(hue), \(saturation), \(brightness))"
    }

    nonisolated public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    nonisolated public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(white: white, opacity: opacity)
    }

    /// A colour from the asset catalog (there is none here: the name is kept).
    nonisolated public init(_ name: String, bundle: Bundle?) {
        self.name = name
    }

    /// The colour space of `Color(.sRGB, red:green:blue:)`. SwiftUI's `Color.RGBColorSpace`.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    nonisolated public var description: String { name }
    public var body: Never { bodyNever() }

    nonisolated public func opacity(_ opacity: Double) -> Color { Color("\(name).opacity(\(opacity))") }

    nonisolated public static let red = Color("red")
    nonisolated public static let orange = Color("orange")
    nonisolated public static let yellow = Color("yellow")
    nonisolated public static let green = Color("green")
    nonisolated public static let mint = Color("mint")
    nonisolated public static let teal = Color("teal")
    nonisolated public static let cyan = Color("cyan")
    nonisolated public static let blue = Color("blue")
    nonisolated public static let indigo = Color("indigo")
    nonisolated public static let purple = Color("purple")
    nonisolated public static let pink = Color("pink")
    nonisolated public static let brown = Color("brown")
    nonisolated public static let white = Color("white")
    nonisolated public static let gray = Color("gray")
    nonisolated public static let black = Color("black")
    nonisolated public static let clear = Color("clear")
    nonisolated public static let primary = Color("primary")
    nonisolated public static let secondary = Color("secondary")
    nonisolated public static let accentColor = Color("accentColor")
}

extension Color: PrimitiveView {
    var displayName: String? { "Color" }
    var treeDetail: String? { name }
    func children(in node: RenderNode) -> [ChildView] { [] }
}
