/// A scrolling list of rows. SwiftUI's `List`: rows are ordinary children here.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content

    public var body: Never { bodyNever() }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }
    /// A row per number of a constant range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }

    /// iOS 15: `List($items) { $item in … }`, a row per element with a binding to it.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
        Data.Element: Identifiable, Data.Index: Hashable {
        content = ForEach(data, content: rowContent)
    }

    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data.Index: Hashable {
        content = ForEach(data, id: id, content: rowContent)
    }
}

/// A container for grouped controls. SwiftUI's `Form`.
public struct Form<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { bodyNever() }
}

/// A titled group inside a `List` or `Form`. SwiftUI's `Section`. The header and footer are
/// children too, so their texts are visible.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    public var body: Never { bodyNever() }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// The iOS 13–16 form: `Section(header: Text("Title")) { … }`.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section {
    /// The iOS 13–16 form with a footer.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

/// Flexible space in a stack. SwiftUI's `Spacer`.
public struct Spacer: View {
    public init(minLength: CGFloat? = nil) {}
    public var body: Never { bodyNever() }
}

/// A thin line between views. SwiftUI's `Divider`.
public struct Divider: View {
    public init() {}
    public var body: Never { bodyNever() }
}

extension List: PrimitiveView {
    var displayName: String? { "List" }
    func children(in node: RenderNode) -> [ChildView] { [ChildView(.index(0), content)] }
}

extension Form: ContainerView { static var name: String { "Form" } }

extension Section: PrimitiveView {
    var displayName: String? { "Section" }
    func children(in node: RenderNode) -> [ChildView] {
        [ChildView(.index(0), header), ChildView(.index(1), content), ChildView(.index(2), footer)]
    }
}

extension Spacer: PrimitiveView {
    var displayName: String? { "Spacer" }
    func children(in node: RenderNode) -> [ChildView] { [] }
}

extension Divider: PrimitiveView {
    var displayName: String? { "Divider" }
    func children(in node: RenderNode) -> [ChildView] { [] }
}

/// A box around related views, with an optional title. SwiftUI's `GroupBox`.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: Never { bodyNever() }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension GroupBox: PrimitiveView {
    var displayName: String? { "GroupBox" }
    func children(in node: RenderNode) -> [ChildView] { [ChildView(.index(0), label), ChildView(.index(1), content)] }
}

/// Controls shown side by side as one group (a toolbar's or menu's). SwiftUI's `ControlGroup`.
public struct ControlGroup<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { bodyNever() }
}

extension ControlGroup: ContainerView { static var name: String { "ControlGroup" } }

/// The first of its views that fits the space. SwiftUI's `ViewThatFits` (iOS 16): nothing is
/// measured here, so the first always fits and the others are never built.
public struct ViewThatFits<Content: View>: View {
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { bodyNever() }
}

extension ViewThatFits: PrimitiveView {
    var displayName: String? { "ViewThatFits" }

    func children(in node: RenderNode) -> [ChildView] {
        let candidates = (content as? any TupleViewElements)?.elementViews ?? [content]
        return candidates.first.map { [ChildView(.index(0), $0)] } ?? []
    }
}
