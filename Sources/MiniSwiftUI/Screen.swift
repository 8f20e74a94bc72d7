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

extension RenderNode {
    /// The children on screen with this node: those the primitive shows, without the
    /// presentations, which are screens of their own.
    var shownChildren: [RenderNode] {
        var shown = viewAs((any ChildrenFiltering).self)?.shownChildren(of: self) ?? children
        if environment.labelsHidden, let control = viewAs((any HostControl).self), control.controlKind.labelCanBeHidden,
            let label = children.first
        {
            shown.removeAll { $0 === label }
        }
        return shown.filter { !$0.isPresentation }
    }

    var isPresentation: Bool {
        view is PresentedContent
    }

    /// The frontmost screen: the last presentation up (in tree order, looking through screens
    /// that are covered too, as UIKit presents from any of them), and within it its own
    /// frontmost one; this node when nothing is presented.
    var frontmostScreen: RenderNode {
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
            guard node.kind == .primitive, let text = node.viewAs((any TextProviding).self) else { return }
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
