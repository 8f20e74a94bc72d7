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
