/// One view per element of a collection. SwiftUI's `ForEach`.
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

    /// A constant range: SwiftUI expects it not to change (it identifies views by offset).
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content)
    where Data == Range<Int>, ID == Int {
        self.data = data
        self.content = content
        self.identify = { $0 }
    }
}

extension ForEach: PrimitiveView where Content: View {
    func children(in node: RenderNode) -> [ChildView] {
        data.map { element in
            ChildView(.element(AnyHashable(identify(element))), content(element))
        }
    }

    /// The id of each child, for `Picker` options that carry no explicit `.tag`.
    func elementIDs() -> [AnyHashable] {
        data.map { AnyHashable(identify($0)) }
    }
}
