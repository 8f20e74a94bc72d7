import RenderTrace

/// `.refreshable { await … }`: pull to refresh. SwiftUI's `refreshable(action:)`.
///
/// The modifier puts a `RefreshAction` in the environment (`\.refresh`), where a `List`,
/// `Form` or `ScrollView` below finds it and offers pull to refresh. `ViewHost.refresh()`
/// pulls the first of them on screen that has one, and waits until the action returns, as the
/// spinner would.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    public func callAsFunction() async {
        await action()
    }
}

private struct RefreshKey: EnvironmentKey {
    static let defaultValue: RefreshAction? = nil
}

extension EnvironmentValues {
    /// The action of the nearest `.refreshable` above, if any.
    public var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}

/// Marks the containers that can be pulled down: `List`, `Form`, `ScrollView`.
@MainActor
protocol Refreshing {}

extension List: Refreshing {}
extension Form: Refreshing {}
extension ScrollView: Refreshing {}

extension View {
    /// The action is written in `body`, so it runs on the main actor (it inherits the actor
    /// context, as `Task { }` does) and can write state directly.
    public func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_EnvironmentKeyWritingModifier(
            keyPath: \.refresh, value: RefreshAction(action: action), identity: ObjectIdentifier(RefreshAction.self),
            label: ".refreshable"))
    }
}

extension ViewHost {
    /// Pulls down the first `List`, `Form` or `ScrollView` on screen that has a `.refreshable`
    /// action, and waits for the action to return, then shows the result.
    public func refresh() async throws {
        core.flush()
        var found: (RenderNode, RefreshAction)?
        screen.forEachShownNode { node in
            guard found == nil, node.viewAs((any Refreshing).self) != nil, let action = node.environment.refresh else { return }
            found = (node, action)
        }
        guard let (node, action) = found else {
            throw HostError(
                "Nothing on screen can be pulled to refresh: no List, Form or ScrollView inside .refreshable.",
                ko: "화면에 당겨서 새로고침할 수 있는 것이 없습니다: .refreshable 안에 List, Form, ScrollView가 없습니다.")
        }
        try node.checkTouchable(named: "The \(node.displayName ?? "view")", ko: node.displayName ?? "뷰")
        TraceRecorder.record(TraceEvent(.interaction, path: node.tracePath, subject: node.displayName, fact: .refresh))
        core.beginStep()
        await action()
        core.flush()
    }
}
