/// What is on screen: the part of the render tree a user can see and touch.
///
/// The render tree holds more than the screen shows. A `Picker` shows only its selection; a
/// `NavigationStack` only its top screen (the screens under it keep their nodes and state); and
/// a presented sheet, full-screen cover, alert or confirmation dialog covers the screen that
/// presented it and takes all its touches. `ViewHost` reads texts and finds controls here, so
/// what a host can do is what a user could.
@MainActor
protocol ChildrenFiltering {
    func shownChildren(of node: RenderNode) -> [RenderNode]
}

/// The parts a node can play on screen. A node keeps its view's type for life, so these are
/// decided once, when it is created: walking a big screen would otherwise spend its time asking
/// every view whether it conforms to a protocol. (Plain flags: an `OptionSet` is slow unoptimised.)
struct ScreenRoles {
    /// A control the host operates (`HostControl`).
    let isControl: Bool
    /// Text a user reads (`TextProviding`).
    let isText: Bool
    /// Shows only some of its children (`ChildrenFiltering`).
    let filtersChildren: Bool
    /// A presented screen (`PresentedContent`).
    let isPresentation: Bool

    @MainActor
    init(of view: any View, kind: RenderNode.Kind) {
        let isPrimitive = kind == .primitive
        isControl = isPrimitive && cast(view, to: (any HostControl).self) != nil
        isText = isPrimitive && cast(view, to: (any TextProviding).self) != nil
        filtersChildren = isPrimitive && cast(view, to: (any ChildrenFiltering).self) != nil
        isPresentation = view is PresentedContent
    }
}

extension RenderNode {
    /// The children on screen with this node: those the primitive shows, without the
    /// presentations, which are screens of their own.
    var shownChildren: [RenderNode] {
        // Most nodes show all their children: no copy for them.
        if host.mountedPresentations == 0, !screenRoles.filtersChildren, !screenRoles.isControl {
            return children
        }
        var shown = screenRoles.filtersChildren
            ? viewAs((any ChildrenFiltering).self)?.shownChildren(of: self) ?? children
            : children
        if screenRoles.isControl, environment.labelsHidden, let control = viewAs((any HostControl).self),
            control.controlKind.labelCanBeHidden, let label = children.first
        {
            shown.removeAll { $0 === label }
        }
        return shown.filter { !$0.isPresentation }
    }

    var isPresentation: Bool {
        screenRoles.isPresentation
    }

    /// The frontmost screen: the last presentation up (in tree order, looking through screens
    /// that are covered too, as UIKit presents from any of them), and within it its own
    /// frontmost one; this node when nothing is presented.
    var frontmostScreen: RenderNode {
        guard host.mountedPresentations > 0 else { return self }
        var presented: RenderNode?
        func search(_ node: RenderNode) {
            for child in node.children {
                if child.isPresentation {
                    presented = child
                } else {
                    search(child)
                }
            }
        }
        search(self)
        return presented?.frontmostScreen ?? self
    }

    /// The texts a learner sees in this subtree, in tree order.
    func visibleTexts() -> [String] {
        var texts: [String] = []
        forEachShownNode { node in
            guard node.screenRoles.isText, let text = node.viewAs((any TextProviding).self) else { return }
            let shown = text.visibleText
            if !shown.isEmpty { texts.append(shown) }
        }
        return texts
    }

    /// The subtree as shown, in tree order, this node first.
    func forEachShownNode(_ body: (RenderNode) -> Void) {
        body(self)
        for child in shownChildren {
            child.forEachShownNode(body)
        }
    }

    /// The presentation this node is shown in, if any.
    var enclosingPresentation: RenderNode? {
        var node = parent
        while let current = node, !current.isPresentation {
            node = current.parent
        }
        return node
    }
}
