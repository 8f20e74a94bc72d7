/// A namespace for `matchedGeometryEffect` ids: `@Namespace private var animation`. SwiftUI's
/// `Namespace`. Each view identity gets its own namespace, kept in its render node.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    var id: ID?

    public init() {}

    public var wrappedValue: ID {
        id ?? ID(value: 0)
    }

    /// A namespace. SwiftUI's `Namespace.ID`.
    public struct ID: Hashable, Sendable {
        let value: Int
    }
}

/// The namespace a node keeps for its `@Namespace` property.
@MainActor
private final class NamespaceStorage {
    static var last = 0
    let id: Namespace.ID

    init() {
        Self.last += 1
        id = Namespace.ID(value: Self.last)
    }
}

extension Namespace: DynamicPropertyInstalling {
    mutating func install(on node: RenderNode, key: String) {
        if let kept = node.storage[key] as? NamespaceStorage {
            id = kept.id
        } else {
            let created = NamespaceStorage()
            node.storage[key] = created
            id = created.id
        }
    }

    static func inputsEqual(_ old: Namespace, _ new: Namespace, node: RenderNode, key: String) -> Bool {
        true
    }
}

/// Which parts of a frame `matchedGeometryEffect` matches. SwiftUI's `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Makes views with the same id in a namespace move into each other's place as they come and
    /// go; nothing moves here.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        pixels(".matchedGeometryEffect")
    }
}
