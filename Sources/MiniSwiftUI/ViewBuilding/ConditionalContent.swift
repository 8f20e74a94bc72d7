/// The result of an `if`/`else` (or `switch`) in a view builder. SwiftUI's `_ConditionalContent`.
///
/// Whichever branch is showing sits at its own structural position, so switching branches
/// destroys the views (and state) of the old branch and creates the other, even when both
/// branches hold the same view type.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

}

extension _ConditionalContent: View {
    public var body: Never { bodyNever() }
}

extension _ConditionalContent: PrimitiveView {
    func children(in node: RenderNode) -> [ChildView] {
        switch storage {
        case .trueContent(let content): [ChildView(.branch(true), content)]
        case .falseContent(let content): [ChildView(.branch(false), content)]
        }
    }
}

/// An `if` without `else` in a view builder yields an optional view: nothing when `nil`.
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { bodyNever() }
}

/// Marks `Optional`, so that looking at a view as a control, a text or a modifier does not see
/// through an `if`'s optional to the view inside it (see `cast(_:to:)`).
protocol OptionalView {}
extension Optional: OptionalView {}

extension Optional: PrimitiveView where Wrapped: View {
    func children(in node: RenderNode) -> [ChildView] {
        map { [ChildView(.index(0), $0)] } ?? []
    }
}
