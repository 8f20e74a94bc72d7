/// `.searchable(text:)`: a search field in the navigation bar, bound to a `String`. SwiftUI's
/// `searchable` modifier. The field is a real `TextField` on the screen, titled with the
/// prompt ("Search" by default), so `ViewHost.type(_:into: "Search")` searches.
extension View {
    public func searchable(text: Binding<String>, prompt: Text? = nil) -> some View {
        attaching(".searchable", TextField(title: prompt?.content ?? "Search", label: prompt ?? Text("Search"), text: text))
    }

    public func searchable(text: Binding<String>, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, prompt: S) -> some View {
        searchable(text: text, prompt: Text(prompt))
    }

    /// Where the field sits does not change what it does.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement, prompt: Text? = nil) -> some View {
        searchable(text: text, prompt: prompt)
    }

    public func searchable(text: Binding<String>, placement: SearchFieldPlacement, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement, prompt: S) -> some View {
        searchable(text: text, prompt: Text(prompt))
    }

    /// Suggestions under the search field: on screen with it.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        attaching(".searchSuggestions", suggestions())
    }
}

/// Where a search field goes. SwiftUI's `SearchFieldPlacement`.
public struct SearchFieldPlacement: Sendable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        .navigationBarDrawer
    }

    /// Whether the field stays when the list scrolls. SwiftUI's
    /// `SearchFieldPlacement.NavigationBarDrawerDisplayMode`.
    public enum NavigationBarDrawerDisplayMode: Sendable {
        case automatic, always
    }
}
