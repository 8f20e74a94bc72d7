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
}
