/// A container that hands its content the space it has. SwiftUI's `GeometryReader`.
///
/// Nothing is laid out here, so the proxy always reports the screen of an iPhone 15
/// (393 × 852 points) and a frame at the origin: code that sizes views with
/// `proxy.size.width * 0.8` runs and shows the same views, only the numbers are not a device's.
public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public var body: Never { bodyNever() }
}

/// The size and place of a `GeometryReader`. SwiftUI's `GeometryProxy`.
public struct GeometryProxy: Sendable {
    public let size: CGSize
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        CGRect(origin: .zero, size: size)
    }

    static let screen = GeometryProxy(size: CGSize(width: 393, height: 852))
}

/// Where a frame is measured from. SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable {
    case global, local, named(AnyHashable)
}

extension GeometryReader: PrimitiveView {
    var displayName: String? { "GeometryReader" }
    func children(in node: RenderNode) -> [ChildView] {
        [ChildView(.index(0), node.evaluateContent(of: "GeometryReader") { content(.screen) })]
    }
}
