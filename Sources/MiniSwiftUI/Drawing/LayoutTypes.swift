import RenderTrace

/// The small value types the layout and text modifiers take. Nothing is laid out here, so they
/// only need to exist with SwiftUI's names and cases.

/// The edges of a rectangle. SwiftUI's `Edge`.
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// The top or bottom edge. SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, CaseIterable, Sendable {
    case top, bottom

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

/// Distances from each edge. SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// How a view's colours combine with what is behind it. SwiftUI's `BlendMode`.
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
        difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut,
        plusDarker, plusLighter
}

/// Fit or fill, for `aspectRatio`. SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill
}

/// Which safe areas `ignoresSafeArea` ignores. SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// How lines of text line up. SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

extension Text {
    /// Upper or lower case, for `textCase`. SwiftUI's `Text.Case`.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }

    /// Where a line too long to fit is cut. SwiftUI's `Text.TruncationMode`.
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }
}

/// Whether a user can select a text to copy it. SwiftUI's `TextSelectability` (a protocol there,
/// with `.enabled` and `.disabled` as its two kinds).
public struct TextSelectability: Sendable {
    let isEnabled: Bool
    public static let enabled = TextSelectability(isEnabled: true)
    public static let disabled = TextSelectability(isEnabled: false)
}

/// How a changing text would animate. SwiftUI's `ContentTransition` (iOS 16).
public struct ContentTransition: Equatable, Sendable {
    let name: String
    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

/// Why a view is drawn as a placeholder. SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

/// A haptic. SwiftUI's `SensoryFeedback` (iOS 17).
public struct SensoryFeedback: Equatable, Sendable {
    let name: String
    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let impact = SensoryFeedback(name: "impact")
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }

    public struct Weight: Equatable, Sendable {
        let name: String
        public static let light = Weight(name: "light")
        public static let medium = Weight(name: "medium")
        public static let heavy = Weight(name: "heavy")
    }
}

/// A variant of an SF Symbol. SwiftUI's `SymbolVariants`: `.fill`, `.circle.fill`, `.slash`…
public struct SymbolVariants: Hashable, Sendable, CustomStringConvertible, TraceDescribesItself {
    let parts: [String]

    public static let none = SymbolVariants(parts: [])
    public static let fill = SymbolVariants(parts: ["fill"])
    public static let circle = SymbolVariants(parts: ["circle"])
    public static let square = SymbolVariants(parts: ["square"])
    public static let rectangle = SymbolVariants(parts: ["rectangle"])
    public static let slash = SymbolVariants(parts: ["slash"])

    public var fill: SymbolVariants { SymbolVariants(parts: parts + ["fill"]) }
    public var circle: SymbolVariants { SymbolVariants(parts: parts + ["circle"]) }
    public var square: SymbolVariants { SymbolVariants(parts: parts + ["square"]) }
    public var rectangle: SymbolVariants { SymbolVariants(parts: parts + ["rectangle"]) }
    public var slash: SymbolVariants { SymbolVariants(parts: parts + ["slash"]) }

    /// `.fill`, `.circle.fill`, `.none`.
    public var description: String {
        parts.isEmpty ? ".none" : "." + parts.joined(separator: ".")
    }
}

/// Shown, hidden or up to the system. SwiftUI's `Visibility`.
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

/// SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Equatable, Sendable {
    let name: String
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    public static let never = ScrollIndicatorVisibility(name: "never")
}

/// SwiftUI's `ScrollDismissesKeyboardMode`.
public struct ScrollDismissesKeyboardMode: Equatable, Sendable {
    let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// The keyboard a text field asks for. UIKit's `UIKeyboardType`, which `keyboardType(_:)` takes.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
        emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// How far apart list sections are. SwiftUI's `ListSectionSpacing`.
public struct ListSectionSpacing: Sendable {
    let name: String
    public static let `default` = ListSectionSpacing(name: "default")
    public static let compact = ListSectionSpacing(name: "compact")
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(name: "custom") }
}

/// How much a section header stands out. SwiftUI's `Prominence`.
public enum Prominence: Hashable, Sendable {
    case standard, increased
}

/// Whether a scroll view bounces when its content fits. SwiftUI's `ScrollBounceBehavior`.
public struct ScrollBounceBehavior: Sendable {
    let name: String
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    public static let always = ScrollBounceBehavior(name: "always")
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// Where a scroll view comes to rest. SwiftUI's `ScrollTargetBehavior` (a protocol there, whose
/// built-in kinds are `.viewAligned` and `.paging`).
public struct ScrollTargetBehaviorKind: Sendable {
    let name: String
    public static let viewAligned = ScrollTargetBehaviorKind(name: "viewAligned")
    public static let paging = ScrollTargetBehaviorKind(name: "paging")
    public static func viewAligned(limitBehavior: ViewAlignedLimitBehavior) -> ScrollTargetBehaviorKind { .viewAligned }

    /// How far one swipe may scroll. SwiftUI's `ViewAlignedScrollTargetBehavior.LimitBehavior`.
    public enum ViewAlignedLimitBehavior: Sendable {
        case automatic, always, never
    }
}

/// A key of a hardware keyboard. SwiftUI's `KeyEquivalent`.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public let character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }
    public static let `return` = KeyEquivalent("\r")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let space = KeyEquivalent(" ")
    public static let tab = KeyEquivalent("\t")
}

/// The modifier keys of a shortcut. SwiftUI's `EventModifiers`.
public struct EventModifiers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let all: EventModifiers = [.shift, .control, .option, .command]
}

/// A key and its modifiers. SwiftUI's `KeyboardShortcut`.
public struct KeyboardShortcut: Hashable, Sendable {
    public let key: KeyEquivalent
    public let modifiers: EventModifiers
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

extension EventModifiers: Hashable {}

/// Left to right or right to left. SwiftUI's `LayoutDirection`.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}

/// The text size a user chose. SwiftUI's `DynamicTypeSize` (iOS 15).
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// The iOS 13–14 name of the text size. SwiftUI's `ContentSizeCategory`.
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge
}

/// UIKit's `UITextAutocapitalizationType`, which the iOS 13–14 `autocapitalization(_:)` takes.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Equatable, Sendable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The title of the return key. SwiftUI's `SubmitLabel`.
public struct SubmitLabel: Equatable, Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// A height a sheet can rest at. SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    public static let medium = PresentationDetent(name: "medium")
    public static let large = PresentationDetent(name: "large")
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction(\(fraction))") }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height(\(height))") }
}

/// How a navigation bar shows its title. SwiftUI's `NavigationBarItem`.
public struct NavigationBarItem: Sendable {
    public enum TitleDisplayMode: Hashable, Sendable {
        case automatic, inline, large
    }
}

/// A bar the toolbar modifiers style. SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Equatable, Sendable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}
