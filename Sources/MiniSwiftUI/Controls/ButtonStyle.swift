/// How a button looks. SwiftUI's `ButtonStyle`: write `makeBody(configuration:)` around
/// `configuration.label`, then apply it with `.buttonStyle(MyStyle())` on the button or any
/// ancestor.
///
/// The style's body becomes the button's content in the render tree, so its texts are what
/// a learner sees and taps. Nothing is ever pressed down here: `isPressed` is always `false`.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration

    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `ButtonStyle` receives. SwiftUI's `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view. SwiftUI's `ButtonStyleConfiguration.Label`.
    public struct Label: View {
        let content: any View
        public var body: Never { bodyNever() }
    }

    public let label: Label
    public let isPressed: Bool
    public let role: ButtonRole?
}

extension ButtonStyleConfiguration.Label: PrimitiveView {
    func children(in node: RenderNode) -> [ChildView] { [ChildView(.index(0), content)] }
}

/// The built-in button looks: `.buttonStyle(.borderedProminent)`. SwiftUI's
/// `PrimitiveButtonStyle`; only its built-in styles are offered, and they change only pixels.
public protocol PrimitiveButtonStyle: Sendable {}

public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

private struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: (any ButtonStyle)? { nil }
}

extension EnvironmentValues {
    /// The custom `ButtonStyle` buttons below use, if any.
    var buttonStyle: (any ButtonStyle)? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        pixels(".buttonStyle")
    }

    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(_EnvironmentKeyWritingModifier(
            keyPath: \.buttonStyle, value: style, identity: ObjectIdentifier(S.self), label: ".buttonStyle(\(S.self))"))
    }

    /// The shape of bordered buttons. Pixels only.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        pixels(".buttonBorderShape")
    }

    /// The size of controls. Pixels only.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        pixels(".controlSize")
    }
}

/// SwiftUI's `ButtonBorderShape`.
public struct ButtonBorderShape: Equatable, Sendable {
    let name: String
    public static let automatic = ButtonBorderShape(name: "automatic")
    public static let capsule = ButtonBorderShape(name: "capsule")
    public static let circle = ButtonBorderShape(name: "circle")
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(name: "roundedRectangle") }
}

/// SwiftUI's `ControlSize`.
public enum ControlSize: Hashable, CaseIterable, Sendable {
    case mini, small, regular, large, extraLarge
}
