import RenderTrace

/// A font. SwiftUI's `Font`: only the names, since nothing is drawn here.
public struct Font: Hashable, Sendable, CustomStringConvertible, TraceDescribesItself {
    let name: String

    public var description: String { name }

    public static let largeTitle = Font(name: "largeTitle")
    public static let title = Font(name: "title")
    public static let title2 = Font(name: "title2")
    public static let title3 = Font(name: "title3")
    public static let headline = Font(name: "headline")
    public static let subheadline = Font(name: "subheadline")
    public static let body = Font(name: "body")
    public static let callout = Font(name: "callout")
    public static let footnote = Font(name: "footnote")
    public static let caption = Font(name: "caption")
    public static let caption2 = Font(name: "caption2")

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(name: "system(size: \(size))")
    }

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(name: "system(.\(style))")
    }

    public func bold() -> Font { Font(name: name + ".bold") }
    public func weight(_ weight: Weight) -> Font { Font(name: name + ".weight(\(weight.name))") }
    public func monospacedDigit() -> Font { Font(name: name + ".monospacedDigit") }

    public struct Weight: Hashable, Sendable {
        let name: String
        public static let ultraLight = Weight(name: "ultraLight")
        public static let thin = Weight(name: "thin")
        public static let light = Weight(name: "light")
        public static let regular = Weight(name: "regular")
        public static let medium = Weight(name: "medium")
        public static let semibold = Weight(name: "semibold")
        public static let bold = Weight(name: "bold")
        public static let heavy = Weight(name: "heavy")
        public static let black = Weight(name: "black")
    }

    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    public enum TextStyle: Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
}
