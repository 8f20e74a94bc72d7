import RenderTrace

/// A colour from UIKit, as SwiftUI code on iOS reaches it: `Color(.systemBackground)`,
/// `Color(uiColor: .secondaryLabel)`. SwiftUI on iOS re-exports UIKit; here only this much of
/// `UIColor` exists — the system's named colours, which adapt to light and dark mode on a device
/// and are just names here.
public final class UIColor: Sendable, CustomStringConvertible, TraceDescribesItself {
    let name: String

    init(name: String) {
        self.name = name
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(name: "rgb(\(red), \(green), \(blue))")
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(name: "white(\(white))")
    }

    /// A colour from the asset catalog.
    public convenience init?(named name: String) {
        self.init(name: name)
    }

    public var description: String { name }

    // Backgrounds, labels and fills, which follow light and dark mode.
    public static let systemBackground = UIColor(name: "systemBackground")
    public static let secondarySystemBackground = UIColor(name: "secondarySystemBackground")
    public static let tertiarySystemBackground = UIColor(name: "tertiarySystemBackground")
    public static let systemGroupedBackground = UIColor(name: "systemGroupedBackground")
    public static let secondarySystemGroupedBackground = UIColor(name: "secondarySystemGroupedBackground")
    public static let tertiarySystemGroupedBackground = UIColor(name: "tertiarySystemGroupedBackground")
    public static let label = UIColor(name: "label")
    public static let secondaryLabel = UIColor(name: "secondaryLabel")
    public static let tertiaryLabel = UIColor(name: "tertiaryLabel")
    public static let quaternaryLabel = UIColor(name: "quaternaryLabel")
    public static let placeholderText = UIColor(name: "placeholderText")
    public static let separator = UIColor(name: "separator")
    public static let opaqueSeparator = UIColor(name: "opaqueSeparator")
    public static let link = UIColor(name: "link")
    public static let systemFill = UIColor(name: "systemFill")
    public static let secondarySystemFill = UIColor(name: "secondarySystemFill")
    public static let tertiarySystemFill = UIColor(name: "tertiarySystemFill")
    public static let quaternarySystemFill = UIColor(name: "quaternarySystemFill")

    // The system's tints.
    public static let systemRed = UIColor(name: "systemRed")
    public static let systemOrange = UIColor(name: "systemOrange")
    public static let systemYellow = UIColor(name: "systemYellow")
    public static let systemGreen = UIColor(name: "systemGreen")
    public static let systemMint = UIColor(name: "systemMint")
    public static let systemTeal = UIColor(name: "systemTeal")
    public static let systemCyan = UIColor(name: "systemCyan")
    public static let systemBlue = UIColor(name: "systemBlue")
    public static let systemIndigo = UIColor(name: "systemIndigo")
    public static let systemPurple = UIColor(name: "systemPurple")
    public static let systemPink = UIColor(name: "systemPink")
    public static let systemBrown = UIColor(name: "systemBrown")
    public static let systemGray = UIColor(name: "systemGray")
    public static let systemGray2 = UIColor(name: "systemGray2")
    public static let systemGray3 = UIColor(name: "systemGray3")
    public static let systemGray4 = UIColor(name: "systemGray4")
    public static let systemGray5 = UIColor(name: "systemGray5")
    public static let systemGray6 = UIColor(name: "systemGray6")

    // Fixed colours.
    public static let black = UIColor(name: "black")
    public static let white = UIColor(name: "white")
    public static let gray = UIColor(name: "gray")
    public static let red = UIColor(name: "red")
    public static let green = UIColor(name: "green")
    public static let blue = UIColor(name: "blue")
    public static let clear = UIColor(name: "clear")
}

extension Color {
    /// `Color(.systemBackground)`: a UIKit colour, named as UIKit names it.
    nonisolated public init(_ color: UIColor) {
        self.init(color.name)
    }

    /// iOS 15: the same, with its label.
    nonisolated public init(uiColor: UIColor) {
        self.init(uiColor.name)
    }
}
