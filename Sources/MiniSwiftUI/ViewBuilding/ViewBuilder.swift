/// Turns the statements of a `body` into one view value. SwiftUI's `ViewBuilder`.
///
/// Several views become a `TupleView`, `if` without `else` an `Optional`, `if`/`else` a
/// `_ConditionalContent` — and those shapes are what give each child its structural identity:
/// the two branches of an `if`/`else` are different places in the tree even when they hold the
/// same view type. Unlike SwiftUI (which stops at ten children), parameter packs allow any number.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    public static func buildBlock<Content: View>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<each Content: View>(
        _ content: repeat each Content
    ) -> TupleView<(repeat each Content)> {
        var elements: [any View] = []
        for child in repeat each content {
            elements.append(child)
        }
        return TupleView(value: (repeat each content), elements: elements)
    }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? {
        content
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
