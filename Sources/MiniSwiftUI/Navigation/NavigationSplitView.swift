/// Columns of navigation (sidebar, content, detail). SwiftUI's `NavigationSplitView`.
///
/// Shown as on iPhone, where the columns collapse into a stack: the sidebar is the root, and a
/// link in it pushes its destination like a `NavigationStack` would. The `detail` placeholder
/// (what a wide screen shows before anything is selected) is not shown.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar

    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
    }

    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
    }

    public var body: Never { bodyNever() }
}

extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
    }

    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
    }
}

/// Which columns a split view shows. SwiftUI's `NavigationSplitViewVisibility`.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

extension NavigationSplitView: NavigationContainer {
    var displayName: String? { "NavigationSplitView" }
    var rootView: any View { sidebar }
    var path: NavigationPathBinding? { nil }
}
