/// The iOS 13–15 navigation container. SwiftUI's `NavigationView`: on iPhone it is a stack, and
/// `NavigationLink(destination:)` pushes onto it as onto a `NavigationStack`.
public struct NavigationView<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { bodyNever() }
}

extension NavigationView: NavigationContainer {
    var displayName: String? { "NavigationView" }
    var rootView: any View { content }
    var path: NavigationPathBinding? { nil }
}

/// How a `NavigationView` lays out its screens: a stack on iPhone, columns on iPad.
/// SwiftUI's `NavigationViewStyle`; here every style is a stack.
public protocol NavigationViewStyle {}

public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

public struct DefaultNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension View {
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        pixels(".navigationViewStyle")
    }
}
