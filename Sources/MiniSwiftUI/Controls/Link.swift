import RenderTrace

/// A control that opens a URL. SwiftUI's `Link`.
///
/// Tapping it calls the environment's `openURL` action, as in SwiftUI; set your own with
/// `.environment(\.openURL, OpenURLAction { url in … })` to see which URL a tap opens. The
/// default action would hand the URL to the system (Safari); here it goes nowhere.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: Never { bodyNever() }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

extension Link: PrimitiveView, LinkControl {
    var displayName: String? { "Link" }
    var controlKind: ControlKind { .button }
    var treeDetail: String? { destination.absoluteString }
    var isActivatable: Bool { true }
    func children(in node: RenderNode) -> [ChildView] { [ChildView(.index(0), label)] }

    func activate(in node: RenderNode) {
        node.environment.openURL(destination)
    }
}

/// What opening a URL does: `@Environment(\.openURL) var openURL`, then `openURL(url)`.
/// SwiftUI's `OpenURLAction`.
public struct OpenURLAction: CustomStringConvertible, TraceDescribesItself {
    let handler: (URL) -> Result

    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    public var description: String { "OpenURLAction" }

    public func callAsFunction(_ url: URL) {
        _ = handler(url)
    }

    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(handler(url).isAccepted)
    }

    /// What a handler did with the URL. SwiftUI's `OpenURLAction.Result`.
    public struct Result: Sendable {
        let isAccepted: Bool
        /// The handler opened it.
        public static let handled = Result(isAccepted: true)
        /// The handler refused it.
        public static let discarded = Result(isAccepted: false)
        /// Passed on to the system, which would open it.
        public static let systemAction = Result(isAccepted: true)
        public static func systemAction(_ url: URL) -> Result { .systemAction }
    }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

extension EnvironmentValues {
    /// Opens a URL; by default, hands it to the system (which does nothing here).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}

/// A button that shares an item through the share sheet. SwiftUI's `ShareLink` (iOS 16):
/// there is no share sheet here, so tapping it does nothing.
public struct ShareLink<Label: View>: View {
    let label: Label

    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: Never { bodyNever() }
}

extension ShareLink where Label == MiniSwiftUI.Label<Text, Image> {
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { MiniSwiftUI.Label("Share", systemImage: "square.and.arrow.up") }
    }

    public init<Item>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { MiniSwiftUI.Label(titleKey, systemImage: "square.and.arrow.up") }
    }
}

extension ShareLink: PrimitiveView, ButtonControl {
    var displayName: String? { "ShareLink" }
    var controlKind: ControlKind { .button }
    func children(in node: RenderNode) -> [ChildView] { [ChildView(.index(0), label)] }
    func perform() {}
}
