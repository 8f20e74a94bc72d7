/// Views in rows and columns, created lazily on a device. SwiftUI's `LazyVGrid` and
/// `LazyHGrid`; here every cell exists and nothing is laid out, so the `GridItem`s only
/// describe the columns.
public struct LazyVGrid<Content: View>: View {
    let content: Content

    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }

    public var body: Never { bodyNever() }
}

/// SwiftUI's `LazyHGrid`.
public struct LazyHGrid<Content: View>: View {
    let content: Content

    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }

    public var body: Never { bodyNever() }
}

/// One column (or row) of a lazy grid. SwiftUI's `GridItem`.
public struct GridItem: Sendable {
    /// How wide the column is. SwiftUI's `GridItem.Size`.
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Section headers and footers a lazy stack or grid pins while scrolling. SwiftUI's
/// `PinnedScrollableViews`.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

extension LazyVGrid: ContainerView { static var name: String { "LazyVGrid" } }
extension LazyHGrid: ContainerView { static var name: String { "LazyHGrid" } }
