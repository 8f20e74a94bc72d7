/// One view per element of a collection. SwiftUI's `ForEach`.
///
/// Each row calls the content closure in its own scope, as SwiftUI does: what a row reads is that
/// row's dependency, not the enclosing body's (see `RowContent`).
///
/// Each element's view is identified by the element's id (`Identifiable.id`, the `id:` key
/// path, or the integer for `0..<n`), not by its position: inserting an element at the front
/// creates one new view and keeps the others' state; changing an element's id replaces its view.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    let identify: (Data.Element) -> ID
}

extension ForEach: View where Content: View {
    public var body: Never { bodyNever() }

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0[keyPath: id] }
    }

    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where Data.Element: Identifiable, ID == Data.Element.ID {
        self.data = data
        self.content = content
        self.identify = { $0.id }
    }

    /// A constant range: SwiftUI expects it not to change, and identifies its views by offset —
    /// so in a `Picker`, `ForEach(2..<100)`'s rows are tagged 0, 1, 2, … (the reason a picker
    /// over such a range adds the range's start to its selection).
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content)
    where Data == Range<Int>, ID == Int {
        self.data = data
        self.content = content
        self.identify = { $0 - data.lowerBound }
    }
}

extension ForEach: PrimitiveView where Content: View {
    /// One row per element, each building its content itself (`RowContent`).
    func children(in node: RenderNode) -> [ChildView] {
        data.map { element in
            ChildView(.element(AnyHashable(identify(element))), RowContent(element: element) { [content] in content(element) })
        }
    }

    /// The id of each child, for `Picker` options that carry no explicit `.tag`.
    func elementIDs() -> [AnyHashable] {
        data.map { AnyHashable(identify($0)) }
    }
}

extension ForEach where Content: View {
    /// iOS 15: `ForEach($items) { $item in TextField("Name", text: $item.name) }` — one view per
    /// element, each given a binding to its element, identified by the element's `id`.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Element: Identifiable, ID == C.Element.ID, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }

    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
        let elements = data.wrappedValue
        self.data = elements.indices.lazy.map { ($0, elements[$0][keyPath: id]) }
        self.content = { element in content(data.element(at: element.0, lastSeen: elements[element.0])) }
        self.identify = { $0.1 }
    }
}

extension Binding where Value: MutableCollection {
    /// A binding to the element at `index`. After the collection shrank, a view still holding it
    /// (about to be removed) reads the element it last saw instead of crashing.
    func element(at index: Value.Index, lastSeen: Value.Element) -> Binding<Value.Element> where Value.Index: Hashable {
        Binding<Value.Element>(
            get: {
                let whole = self.wrappedValue
                return whole.indices.contains(index) ? whole[index] : lastSeen
            },
            set: { newValue in
                var whole = self.wrappedValue
                guard whole.indices.contains(index) else { return }
                whole[index] = newValue
                self.wrappedValue = whole
            },
            source: source?.appending(\Value.[index]))
    }
}
