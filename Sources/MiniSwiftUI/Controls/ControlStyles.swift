/// The built-in looks of pickers, toggles, text fields and lists: `.pickerStyle(.segmented)`,
/// `.listStyle(.insetGrouped)`, … SwiftUI's `PickerStyle`, `ToggleStyle`, `TextFieldStyle` and
/// `ListStyle`, with their built-in styles under their real names. They change only pixels, so
/// only the built-in ones are offered, and applying one only labels the view in `renderTree()`.

public protocol PickerStyle: Sendable {}

public struct DefaultPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct WheelPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
public struct PalettePickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: Self { Self() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: Self { Self() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: Self { Self() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: Self { Self() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: Self { Self() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: Self { Self() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: Self { Self() } }

public protocol ToggleStyle: Sendable {}

public struct DefaultToggleStyle: ToggleStyle { public init() {} }
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    /// The iOS 14 form, with the colour of the switch when on.
    public init(tint: Color) {}
}
public struct ButtonToggleStyle: ToggleStyle { public init() {} }

extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: Self { Self() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: Self { Self() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: Self { Self() } }

public protocol TextFieldStyle: Sendable {}

public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }

extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: Self { Self() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: Self { Self() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: Self { Self() } }

public protocol ListStyle: Sendable {}

public struct DefaultListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle { public static var automatic: Self { Self() } }
extension ListStyle where Self == PlainListStyle { public static var plain: Self { Self() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: Self { Self() } }
extension ListStyle where Self == InsetListStyle { public static var inset: Self { Self() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: Self { Self() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: Self { Self() } }

extension View {
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        pixels(".pickerStyle")
    }

    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        pixels(".toggleStyle")
    }

    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        pixels(".textFieldStyle")
    }

    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        pixels(".listStyle")
    }

    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        pixels(".formStyle")
    }

    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        pixels(".menuStyle")
    }

    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        pixels(".tabViewStyle")
    }

    /// The dots of a paged `TabView`.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        pixels(".indexViewStyle")
    }
}

/// SwiftUI's `FormStyle` (iOS 16).
public protocol FormStyle {}
public struct AutomaticFormStyle: FormStyle { public init() {} }
public struct GroupedFormStyle: FormStyle { public init() {} }
public struct ColumnsFormStyle: FormStyle { public init() {} }

extension FormStyle where Self == AutomaticFormStyle { public static var automatic: Self { Self() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: Self { Self() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: Self { Self() } }

/// SwiftUI's `MenuStyle`.
public protocol MenuStyle {}
public struct DefaultMenuStyle: MenuStyle { public init() {} }
public struct ButtonMenuStyle: MenuStyle { public init() {} }
public struct BorderlessButtonMenuStyle: MenuStyle { public init() {} }

extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: Self { Self() } }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: Self { Self() } }
extension MenuStyle where Self == BorderlessButtonMenuStyle { public static var borderlessButton: Self { Self() } }

/// How a `TabView` shows its tabs: a tab bar, or pages swiped sideways. SwiftUI's
/// `TabViewStyle`. Paged or not, the host selects tabs the same way.
public protocol TabViewStyle {}
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }
public struct PageTabViewStyle: TabViewStyle {
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {}

    /// Whether the page dots show. SwiftUI's `PageTabViewStyle.IndexDisplayMode`.
    public enum IndexDisplayMode: Sendable {
        case automatic, always, never
    }
}

extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: Self { Self() } }
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: Self { Self() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> Self { Self(indexDisplayMode: indexDisplayMode) }
}

/// SwiftUI's `IndexViewStyle`: the page dots' look.
public protocol IndexViewStyle {}
public struct PageIndexViewStyle: IndexViewStyle {
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}

    public enum BackgroundDisplayMode: Sendable {
        case automatic, interactive, always, never
    }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: Self { Self() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> Self {
        Self(backgroundDisplayMode: backgroundDisplayMode)
    }
}
