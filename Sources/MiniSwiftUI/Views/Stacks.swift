/// Horizontal alignment of a `VStack`'s children. SwiftUI's `HorizontalAlignment`.
public struct HorizontalAlignment: Equatable, Sendable {
    let name: String
    public static let leading = HorizontalAlignment(name: "leading")
    public static let center = HorizontalAlignment(name: "center")
    public static let trailing = HorizontalAlignment(name: "trailing")
}

/// Vertical alignment of an `HStack`'s children. SwiftUI's `VerticalAlignment`.
public struct VerticalAlignment: Equatable, Sendable {
    let name: String
    public static let top = VerticalAlignment(name: "top")
    public static let center = VerticalAlignment(name: "center")
    public static let bottom = VerticalAlignment(name: "bottom")
    public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
}

/// Two-axis alignment, for `ZStack` and `frame`. SwiftUI's `Alignment`.
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// Children one above the other. SwiftUI's `VStack` (layout is not computed here; the
/// container keeps its place in the tree and in trace paths).
public struct VStack<Content: View>: View {
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { bodyNever() }
}

/// Children side by side. SwiftUI's `HStack`.
public struct HStack<Content: View>: View {
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { bodyNever() }
}

/// Children on top of each other. SwiftUI's `ZStack`.
public struct ZStack<Content: View>: View {
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { bodyNever() }
}

/// A `VStack` that would create rows lazily on a device. SwiftUI's `LazyVStack`; here every
/// row exists.
public struct LazyVStack<Content: View>: View {
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { bodyNever() }
}

/// An `HStack` that would create columns lazily on a device. SwiftUI's `LazyHStack`; here
/// every column exists.
public struct LazyHStack<Content: View>: View {
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { bodyNever() }
}

/// A scrollable container. SwiftUI's `ScrollView`; nothing scrolls here.
public struct ScrollView<Content: View>: View {
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { bodyNever() }
}

/// Horizontal or vertical. SwiftUI's `Axis`.
public enum Axis: Sendable {
    case horizontal, vertical

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// The containers above share one shape: a name and one content child.
@MainActor
protocol ContainerView: PrimitiveView {
    associatedtype Content: View
    var content: Content { get }
    static var name: String { get }
}

extension ContainerView {
    var displayName: String? { Self.name }
    func children(in node: RenderNode) -> [ChildView] { [ChildView(.index(0), content)] }
}

extension VStack: ContainerView { static var name: String { "VStack" } }
extension HStack: ContainerView { static var name: String { "HStack" } }
extension ZStack: ContainerView { static var name: String { "ZStack" } }
extension LazyVStack: ContainerView { static var name: String { "LazyVStack" } }
extension LazyHStack: ContainerView { static var name: String { "LazyHStack" } }
extension ScrollView: ContainerView { static var name: String { "ScrollView" } }
