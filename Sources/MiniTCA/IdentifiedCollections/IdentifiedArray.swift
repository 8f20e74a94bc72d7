import Foundation

/// An array of elements that each have an id, readable and writable by id. The
/// swift-identified-collections type TCA re-exports, used by `forEach`.
///
/// ```swift
/// var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1)]
/// rows[id: 1]?.isOn = true
/// ```
///
/// Simplified: a plain array plus a linear id lookup (the real one keeps an ordered dictionary),
/// and only the common methods.
public struct IdentifiedArray<ID: Hashable, Element> {
    public private(set) var elements: [Element]
    private let id: (Element) -> ID

    public init<S: Sequence>(uniqueElements: S, id: KeyPath<Element, ID>) where S.Element == Element {
        self.init(elements: Array(uniqueElements), id: { $0[keyPath: id] })
    }

    private init(elements: [Element], id: @escaping (Element) -> ID) {
        self.elements = elements
        self.id = id
    }

    public var ids: [ID] {
        elements.map(id)
    }

    public func index(id: ID) -> Int? {
        elements.firstIndex { self.id($0) == id }
    }

    /// The element with this id; setting `nil` removes it, setting a value replaces or appends.
    public subscript(id id: ID) -> Element? {
        get { index(id: id).map { elements[$0] } }
        set {
            switch (index(id: id), newValue) {
            case let (index?, value?): elements[index] = value
            case let (index?, nil): elements.remove(at: index)
            case let (nil, value?): elements.append(value)
            case (nil, nil): break
            }
        }
    }

    public mutating func append(_ element: Element) {
        if index(id: id(element)) == nil { elements.append(element) }
    }

    /// Inserts `element` at `index`, unless an element with its id is already there.
    public mutating func insert(_ element: Element, at index: Int) {
        if self.index(id: id(element)) == nil { elements.insert(element, at: index) }
    }

    public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
        try elements.removeAll(where: shouldBeRemoved)
    }

    /// The elements that satisfy `isIncluded`, still identified: `todos.filter(\.isComplete)`.
    public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Self {
        Self(elements: try elements.filter(isIncluded), id: id)
    }

    @discardableResult
    public mutating func remove(id: ID) -> Element? {
        guard let index = index(id: id) else { return nil }
        return elements.remove(at: index)
    }

    @discardableResult
    public mutating func remove(at index: Int) -> Element {
        elements.remove(at: index)
    }

    public mutating func removeAll() {
        elements.removeAll()
    }

    @discardableResult
    public mutating func removeFirst() -> Element {
        elements.removeFirst()
    }

    @discardableResult
    public mutating func removeLast() -> Element {
        elements.removeLast()
    }

    public mutating func removeFirst(_ count: Int) {
        elements.removeFirst(count)
    }

    public mutating func removeLast(_ count: Int) {
        elements.removeLast(count)
    }

    public mutating func popLast() -> Element? {
        elements.popLast()
    }

    /// Appends the elements whose ids are not already here, in order.
    public mutating func append<S: Sequence>(contentsOf newElements: S) where S.Element == Element {
        for element in newElements { append(element) }
    }

    /// Removes the elements at these offsets, as a list's `.onDelete` hands them over.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where elements.indices.contains(offset) {
            elements.remove(at: offset)
        }
    }

    /// Moves the elements at `source` to just before the element now at `destination` (the count
    /// puts them last), as a list's `.onMove` hands them over.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.filter(elements.indices.contains).map { elements[$0] }
        let before = source.filter { $0 < destination }.count
        remove(atOffsets: source)
        elements.insert(contentsOf: moving, at: destination - before)
    }
}

extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
    public init<S: Sequence>(uniqueElements: S) where S.Element == Element {
        self.init(uniqueElements: uniqueElements, id: \.id)
    }

    public init() {
        self.init(uniqueElements: [])
    }
}

/// `IdentifiedArrayOf<Row.State>`: an `IdentifiedArray` keyed by the elements' own `id`.
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>

extension IdentifiedArray: ExpressibleByArrayLiteral where Element: Identifiable, ID == Element.ID {
    public init(arrayLiteral elements: Element...) {
        self.init(uniqueElements: elements)
    }
}

extension IdentifiedArray: RandomAccessCollection, MutableCollection {
    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }

    public subscript(position: Int) -> Element {
        get { elements[position] }
        set { elements[position] = newValue }
    }
}

extension IdentifiedArray: Equatable where Element: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.elements == rhs.elements
    }
}

extension IdentifiedArray: CustomReflectable {
    /// Dumps as a plain collection: `[[0]: Row.State(…)]`.
    public var customMirror: Mirror {
        Mirror(self, unlabeledChildren: elements, displayStyle: .collection)
    }
}

extension IdentifiedArray: CustomStringConvertible {
    public var description: String {
        elements.description
    }
}

extension IdentifiedArray: EvidenceTrusted {}
