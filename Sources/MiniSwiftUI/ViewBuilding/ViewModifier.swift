/// A reusable change to a view. SwiftUI's `ViewModifier`.
///
/// Write `body(content:)` as you would a view's `body`; `content` stands for the view being
/// modified. A modifier struct can hold `@State` and other dynamic properties: they live on the
/// modified view's node, one per place the modifier is applied.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>

    @ViewBuilder @MainActor @preconcurrency
    func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier and has no body")
    }
}

/// The view a `ViewModifier`'s `body(content:)` receives: the view being modified.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let content: any View
    public var body: Never { bodyNever() }
}

extension _ViewModifier_Content: PrimitiveView {
    func children(in node: RenderNode) -> [ChildView] { [ChildView(.index(0), content)] }
}

/// A view with a modifier applied. SwiftUI's `ModifiedContent`.
///
/// Every modifier call wraps the view in one more layer, so the tree keeps its structure:
/// `Text("Hi").padding().onAppear {}` is `ModifiedContent<ModifiedContent<Text, …>, …>`.
/// Built-in modifiers that only affect pixels (padding, colours, fonts) are kept as labelled
/// layers and otherwise do nothing here.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { bodyNever() }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never
}

extension View {
    /// Applies a modifier, as `ModifiedContent(content: self, modifier: modifier)`.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// Combines two modifiers into one.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// What the renderer needs from a built-in modifier (one without a body).
@MainActor
protocol PrimitiveModifier {
    var modifierLabel: String? { get }
    /// The structural key of the modified view under this modifier (`.id(x)` changes it).
    var contentKey: ChildKey { get }
    /// Views the modifier adds beside the modified one — an overlay, toolbar items, a presented
    /// sheet — each under an `AttachedContent` or `PresentedContent` node named for the modifier.
    func attachments(in node: RenderNode) -> [ChildView]
    func childEnvironment(_ environment: EnvironmentValues, node: RenderNode) -> EnvironmentValues
    func didMount(node: RenderNode)
    func didUpdate(node: RenderNode, from oldModifier: Self)
    func willUnmount(node: RenderNode)
}

extension PrimitiveModifier {
    var modifierLabel: String? { nil }
    var contentKey: ChildKey { .index(0) }
    func attachments(in node: RenderNode) -> [ChildView] { [] }
    func childEnvironment(_ environment: EnvironmentValues, node: RenderNode) -> EnvironmentValues {
        environment
    }
    func didMount(node: RenderNode) {}
    func didUpdate(node: RenderNode, from oldModifier: Self) {}
    func willUnmount(node: RenderNode) {}
}

/// Lets the renderer treat every `ModifiedContent` alike without knowing its generic arguments.
@MainActor
protocol ModifiedContentProtocol {
    var hasPrimitiveModifier: Bool { get }
    var modifierTypeName: String { get }
    var modifierDynamicNames: [String] { get }
    func runModifierBody(node: RenderNode) -> any View
}

extension ModifiedContent: ModifiedContentProtocol where Content: View, Modifier: ViewModifier {
    var hasPrimitiveModifier: Bool { modifier is any PrimitiveModifier }
    var modifierTypeName: String { "\(Modifier.self)" }
    var modifierDynamicNames: [String] { PropertyLayout.of(valueOf: modifier).dynamicNames }

    /// A user modifier's `body(content:)`, evaluated like a view's `body`.
    func runModifierBody(node: RenderNode) -> any View {
        var installed = modifier
        PropertyLayout.of(valueOf: modifier).install(into: &installed, node: node)
        let placeholder = _ViewModifier_Content<Modifier>(content: content)
        return node.tracking { installed.body(content: placeholder) }
    }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    private var primitiveModifier: (any PrimitiveModifier)? { modifier as? any PrimitiveModifier }

    var modifierLabel: String? { primitiveModifier?.modifierLabel }

    func children(in node: RenderNode) -> [ChildView] {
        [ChildView(primitiveModifier?.contentKey ?? .index(0), content)] + (primitiveModifier?.attachments(in: node) ?? [])
    }

    func childEnvironment(_ environment: EnvironmentValues, node: RenderNode) -> EnvironmentValues {
        primitiveModifier?.childEnvironment(environment, node: node) ?? environment
    }

    func didMount(node: RenderNode) {
        primitiveModifier?.didMount(node: node)
    }

    func didUpdate(node: RenderNode, from oldView: any View) {
        guard let primitiveModifier, let old = (oldView as? Self)?.modifier else { return }
        func update<M: PrimitiveModifier>(_ modifier: M) {
            if let old = old as? M {
                modifier.didUpdate(node: node, from: old)
            }
        }
        update(primitiveModifier)
    }

    func willUnmount(node: RenderNode) {
        primitiveModifier?.willUnmount(node: node)
    }
}
