import RenderTrace

/// One node of the render tree: the long-lived counterpart of a short-lived view value.
///
/// SwiftUI keeps this tree private (as an attribute graph); here it is a plain class. A node
/// exists for one identity — parent node + structural position (`ChildKey`) + view type — and
/// holds what survives while that identity does: the latest view value the parent gave it, the
/// storage of its dynamic properties (`@State` locations, `@StateObject` objects, subscriptions),
/// its children, the state locations its last body read, and how many times its body ran.
@MainActor
final class RenderNode {
    enum Kind {
        /// A view with no body (`Text`, `VStack`, a built-in modifier): drawn directly.
        case primitive
        /// A view with a `body`: installed, tracked, compared and skipped.
        case custom
        /// `ModifiedContent` with a user `ViewModifier`: like `custom`, but the body is the
        /// modifier's `body(content:)`.
        case customModifier
    }

    unowned let host: RenderHost
    weak var parent: RenderNode?
    let key: ChildKey
    let viewType: ObjectIdentifier
    let kind: Kind
    let depth: Int
    /// The type name a learner wrote (`Counter`), the modifier's for custom modifiers, the
    /// display name for named primitives (`VStack`, `.sheet`).
    let typeName: String
    /// What the host looks for while it walks the screen, decided once from the view's type.
    let screenRoles: ScreenRoles
    /// The name this node takes in paths and tree dumps; `nil` when it is structural only. Kept
    /// up to date with `view`, as every trace event's path reads it for each ancestor.
    private(set) var displayName: String?

    // What the tree drawing reads; the trace keeps it as a step found it before changing it.
    /// The latest view value the parent built, as built: properties not installed.
    var view: any View {
        willSet { host.treeTrace.willChange(self) }
        didSet {
            guard kind == .primitive else { return }
            let name = primitive?.displayName
            if name != displayName {
                displayName = name
                noteShapeChange(at: self)
                noteShapeChange(at: visibleAncestor)
            }
        }
    }
    var environment: EnvironmentValues { willSet { host.treeTrace.willChange(self) } }
    var children: [RenderNode] = [] {
        willSet { host.treeTrace.willChange(self) }
        didSet {
            if !oldValue.elementsEqual(children, by: ===) {
                noteShapeChange(at: displayName == nil ? visibleAncestor : self)
            }
        }
    }
    /// Dynamic-property storage, keyed by the field's storage name (`_count`, `_prop._count`).
    var storage: [String: AnyObject] = [:] { willSet { host.treeTrace.willChange(self) } }

    var isMounted = true
    var bodyRunCount = 0

    /// Why the body must run again; `_printChanges` names, gathered until the next render.
    var pendingReasons: [String] = []
    /// What the trace says instead of `@dependencies`, when the changes were named
    /// (`store.count`; see `ObservedChange`).
    var pendingDependencyNames: [String] = []
    var isDirty = false
    /// The pass of `RenderHost.flush` in which this node last rendered.
    var renderedPass = -1
    /// True while this node renders: its body runs and its children are brought up to date.
    var isRendering = false
    /// The reasons of the render in progress: a custom view's `Self._printChanges()` prints
    /// them; a primitive with none is being updated by its parent, with some it invalidated
    /// itself (a navigation stack pushing a screen).
    var currentReasons: [String] = []

    /// The `@State` locations the last body run read: writing one of them invalidates the node.
    var stateReads: [ObjectIdentifier: AnyStateLocation] = [:]
    /// Names this node's own properties give to state locations they reach (a `@Binding var
    /// value` names its source `_value` here), so `_printChanges` speaks of this view's fields.
    var locationNames: [ObjectIdentifier: String] = [:]
    /// Bumped on every body run: an Observation callback from an older run is stale.
    var observationGeneration = 0
    /// The view whose content closure this node evaluates in its own scope (`ForEach` for a
    /// row, `GeometryReader`), once it has: its dependencies are the closure's reads.
    var contentOwner: String?
    /// `explicitID`, once asked for.
    private var cachedExplicitID: String??
    /// When the named views this node's path segments depend on last came, went, moved or were
    /// renamed (`host.shapeClock`): its own name, and the `[i]` of the named views under it.
    private var shapeStamp = 0
    /// `tracePath`, and the newest `shapeStamp` along the path when it was worked out.
    private var cachedPath: (path: String, stamp: Int)?

    init(host: RenderHost, parent: RenderNode?, key: ChildKey, view: any View, environment: EnvironmentValues) {
        self.host = host
        self.parent = parent
        self.key = key
        self.view = view
        self.environment = environment
        self.viewType = ObjectIdentifier(type(of: view))
        self.depth = (parent?.depth ?? -1) + 1
        if let modified = cast(view, to: (any ModifiedContentProtocol).self), !modified.hasPrimitiveModifier {
            kind = .customModifier
            typeName = modified.modifierTypeName
        } else if let drawn = view as? any PrimitiveView ?? (view as? any Shape).map(DrawnShape.init) {
            kind = .primitive
            // `.sheet`, `Circle`: what the learner wrote, not the runtime's own wrapper types.
            typeName = drawn.displayName ?? "\(type(of: view))"
            displayName = drawn.displayName
        } else {
            kind = .custom
            typeName = "\(type(of: view))"
            displayName = typeName
        }
        screenRoles = ScreenRoles(of: view, kind: kind)
    }

    /// This node's view as a `T` (a control, a text, a modifier), when it is one itself.
    func viewAs<T>(_ type: T.Type) -> T? {
        cast(view, to: type)
    }

    /// How the renderer draws this node, for primitives. A shape the learner wrote is drawn like
    /// a built-in one.
    var primitive: (any PrimitiveView)? {
        view as? any PrimitiveView ?? (view as? any Shape).map(DrawnShape.init)
    }

    /// Marks the node for re-rendering at the next flush, remembering why.
    func invalidate(reason: String) {
        guard isMounted else { return }
        if !pendingReasons.contains(reason) {
            pendingReasons.append(reason)
        }
        if !isDirty {
            isDirty = true
            host.markDirty(self)
        }
    }

    /// Forgets the state locations the last body read, before the next body run records anew.
    func clearStateReads() {
        for location in stateReads.values {
            location.readers[ObjectIdentifier(self)] = nil
        }
        stateReads.removeAll(keepingCapacity: true)
    }
}

extension RenderNode {
    /// Where the node stands in the tree: its index among its parent's children, and so on up to
    /// the root, root first. Comparing two of these orders nodes as a reader of the tree meets them.
    var treePosition: [Int] {
        var position: [Int] = []
        var node = self
        while let parent = node.parent {
            position.append(parent.children.firstIndex { $0 === node } ?? 0)
            node = parent
        }
        return position.reversed()
    }

    /// `ContentView/VStack/Counter[1]`: the visible ancestors' names, with `#id` for `ForEach`
    /// elements and `.id(x)` content, and `[i]` to tell apart same-named siblings.
    ///
    /// Every trace event carries one, so each node keeps its path, built on its parent's, until
    /// a node along it notes a change of shape: views came, went or moved under it (the `[i]`
    /// of a sibling), or it was renamed.
    var tracePath: String {
        stampedPath.path
    }

    private var stampedPath: (path: String, stamp: Int) {
        let above = parent?.stampedPath
        let newest = max(above?.stamp ?? 0, shapeStamp)
        if let cachedPath, cachedPath.stamp == newest {
            return cachedPath
        }
        let prefix = above?.path ?? ""
        let path = pathSegment.map { prefix.isEmpty ? $0 : prefix + "/" + $0 } ?? prefix
        cachedPath = (path, newest)
        return (path, newest)
    }

    /// The paths under `node` may have changed: the segments of its named descendants depend on
    /// which named views sit under it.
    private func noteShapeChange(at node: RenderNode?) {
        guard let node else { return }
        host.shapeClock += 1
        node.shapeStamp = host.shapeClock
    }

    private var pathSegment: String? {
        guard let name = displayName else { return nil }
        if let id = explicitID {
            return "\(name)#\(id)"
        }
        guard let visibleParent = visibleAncestor else { return name }
        let siblings = visibleParent.visibleDescendants().filter { $0.displayName == name }
        guard siblings.count > 1, let index = siblings.firstIndex(where: { $0 === self }) else { return name }
        return "\(name)[\(index)]"
    }

    /// The id given by `ForEach` or `.id(x)`, which sits on this node or on a structural wrapper
    /// between it and its visible parent. Both are fixed for the node's life, so it is worked out
    /// once (every trace event's path asks for it).
    var explicitID: String? {
        if let cached = cachedExplicitID { return cached }
        let id = findExplicitID()
        cachedExplicitID = .some(id)
        return id
    }

    private func findExplicitID() -> String? {
        var node: RenderNode? = self
        while let current = node, current === self || current.displayName == nil {
            switch current.key {
            case .element(let id), .explicit(let id):
                return TraceValue.describe(id.base)
            default:
                break
            }
            node = current.parent
        }
        return nil
    }

    var visibleAncestor: RenderNode? {
        var node = parent
        while let current = node, current.displayName == nil {
            node = current.parent
        }
        return node
    }

    /// The nearest descendants that have a name (looking through structural wrappers).
    func visibleDescendants() -> [RenderNode] {
        children.flatMap { child in
            child.displayName == nil ? child.visibleDescendants() : [child]
        }
    }
}

/// `view as? T`, except that an `Optional` view (what `if x { Text("Hi") }` builds) is never
/// taken for the view it wraps: Swift's dynamic casts look inside optionals, which would make
/// the `if` node a second `Text` (or button, or modifier) beside the real one.
func cast<T>(_ view: any View, to type: T.Type) -> T? {
    view is any OptionalView ? nil : view as? T
}
