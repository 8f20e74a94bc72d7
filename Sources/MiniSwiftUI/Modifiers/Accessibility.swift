/// What VoiceOver would read for a view. SwiftUI's accessibility modifiers.
///
/// One of them changes behaviour here: a control whose label shows no text (an icon-only
/// button) is found by `ViewHost` under its accessibility name, as VoiceOver users find it —
/// the `.accessibilityLabel` on it or inside its label, else the title a `Label` hides
/// (`.labelStyle(.iconOnly)`), else the name of its image. The other modifiers only label the
/// view in `renderTree()`.
public struct _AccessibilityLabelModifier: ViewModifier {
    public typealias Body = Never
    let label: String
}

extension _AccessibilityLabelModifier: PrimitiveModifier {
    var modifierLabel: String? { ".accessibilityLabel(\"\(label)\")" }
}

/// A primitive with a name of its own for VoiceOver: an image's name, a label's title.
@MainActor
protocol AccessibilityNamed {
    var accessibilityName: String? { get }
}

extension Image: AccessibilityNamed {
    var accessibilityName: String? { isDecorative ? nil : name }
}

extension Label: AccessibilityNamed {
    var accessibilityName: String? { (title as? Text)?.content }
}

extension RenderNode {
    /// The accessibility name of a control at this node: from the modifiers applied to it, then
    /// from inside its label.
    var accessibilityName: String? {
        var node = parent
        while let current = node, current.displayName == nil {
            if let name = current.ownAccessibilityLabel { return name }
            node = current.parent
        }
        return children.lazy.compactMap(\.accessibilityNameInside).first
    }

    private var ownAccessibilityLabel: String? {
        (viewAs((any ModifierHolding).self)?.heldModifier as? _AccessibilityLabelModifier)?.label
    }

    private var accessibilityNameInside: String? {
        if let label = ownAccessibilityLabel { return label }
        if kind == .primitive, let named = primitive as? any AccessibilityNamed, let name = named.accessibilityName {
            return name
        }
        return children.lazy.compactMap(\.accessibilityNameInside).first
    }
}

/// The traits VoiceOver announces. SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

/// How an accessibility element treats its children. SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    public static let contain = AccessibilityChildBehavior(name: "contain")
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

extension View {
    public func accessibilityLabel(_ label: Text) -> some View {
        modifier(_AccessibilityLabelModifier(label: label.content))
    }

    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        modifier(_AccessibilityLabelModifier(label: labelKey.key))
    }

    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        modifier(_AccessibilityLabelModifier(label: String(label)))
    }

    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        pixels(".accessibilityHint")
    }

    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        pixels(".accessibilityValue")
    }

    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        pixels(".accessibilityValue")
    }

    public func accessibilityHidden(_ hidden: Bool) -> some View {
        pixels(".accessibilityHidden")
    }

    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        pixels(".accessibilityElement")
    }

    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        pixels(".accessibilityAddTraits")
    }

    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        pixels(".accessibilityRemoveTraits")
    }

    /// An action VoiceOver offers; nothing here performs it.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
        pixels(".accessibilityAction")
    }

    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
        pixels(".accessibilityAction")
    }

    /// What swiping up or down does under VoiceOver; nothing here performs it.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
        pixels(".accessibilityAdjustableAction")
    }

    public func accessibilityInputLabels(_ inputLabels: [LocalizedStringKey]) -> some View {
        pixels(".accessibilityInputLabels")
    }

    public func accessibilityIdentifier(_ identifier: String) -> some View {
        pixels(".accessibilityIdentifier")
    }
}

/// Which VoiceOver action. SwiftUI's `AccessibilityActionKind`.
public struct AccessibilityActionKind: Equatable, Sendable {
    let name: String
    public static let `default` = AccessibilityActionKind(name: "default")
    public static let escape = AccessibilityActionKind(name: "escape")
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    public static let delete = AccessibilityActionKind(name: "delete")
    public static let showMenu = AccessibilityActionKind(name: "showMenu")
}

/// Up or down, for `accessibilityAdjustableAction`. SwiftUI's `AccessibilityAdjustmentDirection`.
public enum AccessibilityAdjustmentDirection: Sendable {
    case increment, decrement
}
