import RenderTrace

/// A list of values of any `Hashable` types, one per pushed screen. SwiftUI's `NavigationPath`:
/// bind a `NavigationStack(path:)` to one to push and pop in code (`path.append(x)`,
/// `path.removeLast()`, `path = NavigationPath()` to go back to the root).
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    public init() {
        elements = []
    }

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }
}

extension NavigationPath: CustomStringConvertible, TraceDescribesItself {
    /// `[1, "Taylor"]`: what the trace shows when a path changes.
    public var description: String {
        "[" + elements.map { "\($0.base)" }.joined(separator: ", ") + "]"
    }
}

/// A `NavigationStack`'s path binding, whatever its collection type: the values it holds, and
/// how to write values back into it.
struct NavigationPathBinding {
    let values: () -> [AnyHashable]
    let write: ([AnyHashable]) -> Void
    /// The type of the values the path holds (`Int` for a `[Int]` path); `nil` for any type.
    let elementType: Any.Type?

    init(_ path: Binding<NavigationPath>) {
        values = { path.wrappedValue.elements }
        write = { path.wrappedValue = NavigationPath(elements: $0) }
        elementType = nil
    }

    init<Data: RangeReplaceableCollection>(_ path: Binding<Data>) where Data.Element: Hashable {
        values = { path.wrappedValue.map { AnyHashable($0) } }
        write = { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) }
        elementType = Data.Element.self
    }

    /// Whether a value can go into the path (a `[Int]` path takes only `Int`s).
    func accepts(_ value: AnyHashable) -> Bool {
        elementType.map { type(of: value.base) == $0 } ?? true
    }
}

extension NavigationPath {
    fileprivate init(elements: [AnyHashable]) {
        self.elements = elements
    }
}
