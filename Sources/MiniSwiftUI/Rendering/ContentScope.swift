import RenderTrace

/// One `ForEach` row: the element's content, built by the row's own node.
///
/// SwiftUI evaluates a row's content closure in the row's scope, not in the body that built the
/// `ForEach` (Apple, "Managing model data in your app": in `List(books) { book in
/// Text(book.title) }` the list depends on `books`, each row on the `title` it reads). So the
/// closure is called by this node, under its own tracking: renaming one book re-runs that row
/// alone, and the parent's body stays as it was. The node is structural (no name in paths).
struct RowContent: View {
    /// The row's element, kept where the trace can find the objects the row reads.
    let element: Any
    let make: () -> any View

    var body: Never { bodyNever() }
}

extension RowContent: PrimitiveView {
    func children(in node: RenderNode) -> [ChildView] {
        [ChildView(.index(0), node.evaluateContent(of: "ForEach", make))]
    }
}

extension RenderNode {
    /// Runs a content closure SwiftUI evaluates in this node's own scope (a `ForEach` row, a
    /// `GeometryReader`'s or `TimelineView`'s content): `@State` reads and `@Observable`
    /// accesses made inside become this node's dependencies, and when one of them changes the
    /// node runs the closure again by itself, which the trace tells as the content running.
    func evaluateContent<T>(of owner: String, _ make: () -> T) -> T {
        contentOwner = owner
        // Mounting (`@self`) and the parent's update (no reasons) are told by the parent's lines.
        let ranByItself = !currentReasons.isEmpty && !currentReasons.contains("@self")
        if ranByItself, TraceRecorder.isRecording {
            TraceRecorder.record(TraceEvent(
                .bodyRan, path: contentPath, subject: owner, reasons: currentReasons, fact: .contentClosure))
        }
        return tracking(make)
    }

    /// Where trace events of a content scope happen: the named view that owns the closure, or,
    /// for a row, the row of its `ForEach` (`Library/List/ForEach#2`).
    var contentPath: String {
        guard displayName == nil, let contentOwner else { return tracePath }
        let row = contentOwner + (explicitID.map { "#\($0)" } ?? "")
        let above = tracePath
        return above.isEmpty ? row : above + "/" + row
    }
}
