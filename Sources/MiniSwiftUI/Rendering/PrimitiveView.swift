import RenderTrace

/// Where a child sits in its parent: the structural half of a view's identity (the other half is
/// its type). SwiftUI derives the same information from the shape of the view value.
enum ChildKey: Hashable, CustomStringConvertible {
    /// The n-th view of a `TupleView`, or the only child of a container.
    case index(Int)
    /// The `true` or `false` branch of an `if`/`else` (`_ConditionalContent`).
    case branch(Bool)
    /// An element of a `ForEach`, by its id.
    case element(AnyHashable)
    /// The content of `.id(x)`: a new `x` is a new identity.
    case explicit(AnyHashable)
    /// A presented screen, by what it presents (`true`, or the item of `sheet(item:)`): a new
    /// item replaces the screen.
    case presented(AnyHashable)

    var description: String {
        switch self {
        case .index(let index): "\(index)"
        case .branch(let isTrue): isTrue ? "true" : "false"
        case .element(let id), .explicit(let id): "#\(id.base)"
        case .presented(let id): "presenting \(id.base)"
        }
    }
}

/// One child view of a primitive, with its structural position.
struct ChildView {
    let key: ChildKey
    let view: any View
    /// The same view value as last time, under the same environment: an existing node is left
    /// as it is, not updated (a navigation stack pushing a screen leaves its root alone).
    var isUnchanged = false
    /// Why an unchanged child is not updated, when the trace should say so: a skipped body the
    /// learner asked for (`.equatable()`), unlike a navigation root that simply stays.
    var skipFact: TraceEvent.Fact?

    init(_ key: ChildKey, _ view: any View, isUnchanged: Bool = false, skipFact: TraceEvent.Fact? = nil) {
        self.key = key
        self.view = view
        self.isUnchanged = isUnchanged
        self.skipFact = skipFact
    }
}

/// What the renderer needs from a view with no `body` (`Text`, `VStack`, `ModifiedContent`, …).
///
/// Real SwiftUI draws primitives through private `_makeView` entry points; here each primitive
/// lists its children and, where it matters, hooks into the node's life (`onAppear`, `task`,
/// environment writes). A primitive's own "body" is cheap, so it is re-evaluated whenever it is
/// reached; only custom views are compared and skipped.
@MainActor
protocol PrimitiveView {
    /// The name shown in trace paths and `renderTree()`; `nil` for purely structural wrappers
    /// (`TupleView`, `Optional`, `ForEach`, modifiers), which take no place in a path.
    var displayName: String? { get }
    /// Extra words after the name in `renderTree()`, e.g. the text of a `Text`.
    var treeDetail: String? { get }
    /// A modifier's short label, listed on the view it modifies in `renderTree()`.
    var modifierLabel: String? { get }
    func children(in node: RenderNode) -> [ChildView]
    /// The environment this view's children see (`.environment`, `.disabled`, `.font`, …).
    func childEnvironment(_ environment: EnvironmentValues, node: RenderNode) -> EnvironmentValues
    /// Called when the node is created, before its children are rendered.
    func didMount(node: RenderNode)
    /// Called after the node received a new value of this view from its parent.
    func didUpdate(node: RenderNode, from oldView: any View)
    /// Called when the node leaves the tree.
    func willUnmount(node: RenderNode)
}

extension PrimitiveView {
    var displayName: String? { nil }
    var treeDetail: String? { nil }
    var modifierLabel: String? { nil }
    func childEnvironment(_ environment: EnvironmentValues, node: RenderNode) -> EnvironmentValues {
        environment
    }
    func didMount(node: RenderNode) {}
    func didUpdate(node: RenderNode, from oldView: any View) {}
    func willUnmount(node: RenderNode) {}
}

/// A primitive that shows text of its own (`Text`, a `TextField`'s contents). `ViewHost.texts`
/// collects these in tree order.
@MainActor
protocol TextProviding {
    var visibleText: String { get }
}
