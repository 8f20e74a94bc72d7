/// How a `Label` arranges its title and icon. SwiftUI's `LabelStyle`: `.labelStyle(.iconOnly)`,
/// or your own `makeBody(configuration:)` around `configuration.title` and `configuration.icon`.
///
/// The style's body becomes the label's content in the render tree. A title the style hides
/// (`.iconOnly`) is not among the texts a learner sees, but still names the control for
/// `ViewHost.tap`, as it would for VoiceOver.
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration

    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `LabelStyle` receives. SwiftUI's `LabelStyleConfiguration`.
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    public struct Title: View {
        let content: any View
        public var body: Never { bodyNever() }
    }

    /// The label's icon, as a view.
    public struct Icon: View {
        let content: any View
        public var body: Never { bodyNever() }
    }

    public let title: Title
    public let icon: Icon
}

extension LabelStyleConfiguration.Title: PrimitiveView {
    func children(in node: RenderNode) -> [ChildView] { [ChildView(.index(0), content)] }
}

extension LabelStyleConfiguration.Icon: PrimitiveView {
    func children(in node: RenderNode) -> [ChildView] { [ChildView(.index(0), content)] }
}

/// The style a label has without `.labelStyle`: icon, then title. SwiftUI's `DefaultLabelStyle`.
public struct DefaultLabelStyle: LabelStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.icon
        configuration.title
    }
}

/// SwiftUI's `IconOnlyLabelStyle`.
public struct IconOnlyLabelStyle: LabelStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.icon
    }
}

/// SwiftUI's `TitleOnlyLabelStyle`.
public struct TitleOnlyLabelStyle: LabelStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.title
    }
}

/// SwiftUI's `TitleAndIconLabelStyle`.
public struct TitleAndIconLabelStyle: LabelStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.icon
        configuration.title
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

private struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: any LabelStyle { DefaultLabelStyle() }
}

extension EnvironmentValues {
    /// The style labels below use.
    var labelStyle: any LabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        modifier(_EnvironmentKeyWritingModifier(
            keyPath: \.labelStyle, value: style, identity: ObjectIdentifier(S.self), label: ".labelStyle(\(S.self))"))
    }
}
