/// An image. SwiftUI's `Image`: only its name is kept; it shows no text.
public struct Image: View, Equatable, Sendable {
    let name: String
    var isDecorative = false

    public init(systemName: String) {
        name = systemName
    }

    public init(_ name: String) {
        self.name = name
    }

    /// An image VoiceOver skips: it names no control.
    public init(decorative name: String) {
        self.name = name
        isDecorative = true
    }

    public var body: Never { bodyNever() }

    public func resizable() -> Image { self }
    public func imageScale(_ scale: Scale) -> Image { self }
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

    public enum Scale: Sendable {
        case small, medium, large
    }

    /// Drawn in its own colours or as a template tinted by the foreground style.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }
}

/// How an SF Symbol's layers are coloured. SwiftUI's `SymbolRenderingMode`.
public struct SymbolRenderingMode: Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
}

extension Image: PrimitiveView {
    var displayName: String? { "Image" }
    var treeDetail: String? { name }
    func children(in node: RenderNode) -> [ChildView] { [] }
}

/// A title with an icon. SwiftUI's `Label`; `.labelStyle` chooses how they are arranged.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: Never { bodyNever() }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        title = Text(titleKey)
        icon = Image(systemName: name)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.title = Text(title)
        icon = Image(systemName: name)
    }
}

extension Label: PrimitiveView {
    var displayName: String? { "Label" }

    func children(in node: RenderNode) -> [ChildView] {
        let configuration = LabelStyleConfiguration(title: .init(content: title), icon: .init(content: icon))
        return [ChildView(.index(0), node.environment.labelStyle.makeBody(configuration: configuration))]
    }
}
