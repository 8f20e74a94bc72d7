/// Values a view inherits from its ancestors. SwiftUI's `EnvironmentValues`.
///
/// Each view's node receives its parent's environment; `.environment(\.key, value)`,
/// `.disabled`, `.font`, `.environmentObject` and `.environment(object)` write into the copy
/// their subtree sees. Define your own value with an `EnvironmentKey` and a computed property
/// in an extension, as in SwiftUI.
public struct EnvironmentValues {
    private var values: [ObjectIdentifier: Any] = [:]
    var objects: [ObjectIdentifier: AnyObject] = [:]
    /// Two environments with the same token are the same environment; a modifier that writes a
    /// different value makes a new token. Lets an update skip untouched subtrees cheaply.
    var token = 0

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        // Unwrapped first: a missing value cast to an optional `K.Value` would be a present `nil`.
        get { values[ObjectIdentifier(key)].flatMap { $0 as? K.Value } ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    func isIdentical(to other: EnvironmentValues) -> Bool {
        token == other.token
    }

    @MainActor private static var lastToken = 0

    /// A copy with `change` applied and a fresh token.
    @MainActor
    func changed(_ change: (inout EnvironmentValues) -> Void) -> EnvironmentValues {
        var copy = self
        change(&copy)
        Self.lastToken += 1
        copy.token = Self.lastToken
        return copy
    }
}

/// A key for a custom environment value. SwiftUI's `EnvironmentKey`.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

private struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

private struct FontKey: EnvironmentKey {
    static let defaultValue: Font? = nil
}

private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.light
}

/// Light or dark appearance. SwiftUI's `ColorScheme`.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}

/// How much room there is along an axis. SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

/// Whether the app is in front. SwiftUI's `ScenePhase`.
public enum ScenePhase: Hashable, Comparable, Sendable {
    case background, inactive, active
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .compact
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .regular
}

private struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

private struct DefaultMinListRowHeightKey: EnvironmentKey {
    static let defaultValue: CGFloat = 44
}

private struct DefaultMinListHeaderHeightKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
}

private struct LayoutDirectionKey: EnvironmentKey {
    static let defaultValue = LayoutDirection.leftToRight
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static let defaultValue = DynamicTypeSize.large
}

private struct AllowsHitTestingKey: EnvironmentKey {
    static let defaultValue = true
}

private struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { .current }
}

private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar { .current }
}

private struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { .current }
}

private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
    /// `false` inside `.disabled(true)`: buttons and controls there cannot be used.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// `.compact`, as on an iPhone held upright.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// `.regular`, as on an iPhone held upright.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// Set by `.labelsHidden()`.
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }

    /// `false` inside `.allowsHitTesting(false)`: touches go through, nothing there can be used.
    /// (SwiftUI keeps this out of the environment; here it travels the same way as `isEnabled`.)
    var allowsHitTesting: Bool {
        get { self[AllowsHitTestingKey.self] }
        set { self[AllowsHitTestingKey.self] = newValue }
    }

    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// `.large`, the default text size.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The iOS 13–14 form of `dynamicTypeSize`.
    public var sizeCategory: ContentSizeCategory {
        get {
            let sizes = ContentSizeCategory.allCases
            return sizes[min(DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize) ?? 3, sizes.count - 1)]
        }
        set {
            let sizes = DynamicTypeSize.allCases
            dynamicTypeSize = sizes[min(ContentSizeCategory.allCases.firstIndex(of: newValue) ?? 3, sizes.count - 1)]
        }
    }

    /// The least height of a list row (44 points, as on an iPhone); nothing is measured here.
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }

    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }

    /// `.active`: a played program is always in front.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
