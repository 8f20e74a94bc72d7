/// `.toolbar { … }`: buttons for the navigation bar (or bottom bar) of the screen the view is
/// on. SwiftUI's `toolbar` modifier, `ToolbarItem`, `ToolbarItemGroup` and `ToolbarContent`.
///
/// The items are real views on that screen, under a node named `.toolbar`: their texts show
/// and their buttons can be tapped. As in a navigation bar, a `Label` shows only its icon (its
/// title still names the button for `ViewHost.tap`). Placement is only recorded — there are no
/// bars to place them in.
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

extension Never: ToolbarContent {}

/// Toolbar content that holds views directly (items, groups, and the builder's combinations).
@MainActor
protocol ToolbarViews {
    var views: [any View] { get }
}

/// The views of any toolbar content: its own, or its body's.
@MainActor
func toolbarViews(_ content: any ToolbarContent) -> [any View] {
    if let direct = content as? any ToolbarViews {
        return direct.views
    }
    return toolbarViews(content.body)
}

/// One item of a toolbar. SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public var body: Never { fatalError("ToolbarItem has no body") }
}

extension ToolbarItem: ToolbarViews {
    var views: [any View] { [content] }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several views placed together. SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var body: Never { fatalError("ToolbarItemGroup has no body") }
}

extension ToolbarItemGroup: ToolbarViews {
    var views: [any View] { [content] }
}

/// Where a toolbar item goes. SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Sendable {
    let name: String
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let principal = ToolbarItemPlacement(name: "principal")
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    public static let status = ToolbarItemPlacement(name: "status")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
}

/// Several pieces of toolbar content, as a builder block with more than one statement makes.
public struct TupleToolbarContent<T>: ToolbarContent {
    let items: [any ToolbarContent]
    public var body: Never { fatalError("TupleToolbarContent has no body") }
}

extension TupleToolbarContent: ToolbarViews {
    var views: [any View] { items.flatMap(toolbarViews) }
}

/// The `if`/`else` of a toolbar builder.
public struct _ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>: ToolbarContent {
    let chosen: any ToolbarContent
    public var body: Never { fatalError("_ConditionalToolbarContent has no body") }
}

extension _ConditionalToolbarContent: ToolbarViews {
    var views: [any View] { toolbarViews(chosen) }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public var body: Never { fatalError("Optional has no body") }
}

extension Optional: ToolbarViews where Wrapped: ToolbarContent {
    var views: [any View] { map(toolbarViews) ?? [] }
}

/// Builds toolbar content from `ToolbarItem`s. SwiftUI's `ToolbarContentBuilder`.
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<each Content: ToolbarContent>(
        _ content: repeat each Content
    ) -> TupleToolbarContent<(repeat each Content)> {
        var items: [any ToolbarContent] = []
        for item in repeat each content {
            items.append(item)
        }
        return TupleToolbarContent(items: items)
    }

    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? {
        content
    }

    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        first: TrueContent
    ) -> _ConditionalToolbarContent<TrueContent, FalseContent> {
        _ConditionalToolbarContent(chosen: first)
    }

    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        second: FalseContent
    ) -> _ConditionalToolbarContent<TrueContent, FalseContent> {
        _ConditionalToolbarContent(chosen: second)
    }
}

extension View {
    /// Plain views as toolbar items: `.toolbar { Button("Add") { … } }`.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        attaching(".toolbar", content(), iconsOnly: true)
    }

    /// `ToolbarItem`s with placements: `.toolbar { ToolbarItem(placement: .cancellationAction) { … } }`.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        attaching(".toolbar", TupleView(value: (), elements: toolbarViews(content())), iconsOnly: true)
    }

    /// The iOS 13–15 form of navigation bar buttons: they are on screen like toolbar items.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        attaching(".navigationBarItems", TupleView(value: (), elements: [leading, trailing]), iconsOnly: true)
    }

    public func navigationBarItems<L: View>(leading: L) -> some View {
        attaching(".navigationBarItems", leading, iconsOnly: true)
    }

    public func navigationBarItems<T: View>(trailing: T) -> some View {
        attaching(".navigationBarItems", trailing, iconsOnly: true)
    }

    /// The toolbar's purpose (`.editor` puts the title on the leading edge). Pixels only.
    public func toolbarRole(_ role: ToolbarRole) -> some View {
        pixels(".toolbarRole")
    }

    /// The iOS 13–15 way to hide the navigation bar. Pixels only.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        pixels(".navigationBarHidden")
    }

    /// Shows or hides a bar. Pixels only.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        pixels(".toolbar(\(visibility))")
    }
}

/// What a toolbar is for. SwiftUI's `ToolbarRole`.
public struct ToolbarRole: Sendable {
    let name: String
    public static let automatic = ToolbarRole(name: "automatic")
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    public static let browser = ToolbarRole(name: "browser")
    public static let editor = ToolbarRole(name: "editor")
}
