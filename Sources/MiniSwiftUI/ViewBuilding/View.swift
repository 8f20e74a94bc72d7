import RenderTrace

/// A piece of user interface, described as a value. SwiftUI's `View`.
///
/// A view struct is a *blueprint*: cheap, recreated every time its parent's `body` runs, and
/// holding no state of its own. The state lives in the render tree (`RenderNode`), one node per
/// view identity, and is attached to a copy of the struct just before its `body` runs.
///
/// As in the iOS 18 SDK, the protocol is isolated to the main actor. Views whose `Body` is `Never`
/// are primitives (`Text`, `Button`, `VStack`, …): the renderer knows how to draw them directly.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View

    @ViewBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views have no body; asking for it is a programming error, as in SwiftUI.
    func bodyNever() -> Never {
        fatalError("\(Self.self) is a primitive view and has no body")
    }
}

extension View {
    /// Prints why this view's `body` is running, in SwiftUI's own words. Call it as
    /// `let _ = Self._printChanges()` at the top of `body`.
    ///
    /// The line is `"<Type>: " + names.joined(separator: ", ") + " changed."`, or
    /// `"<Type>: unchanged."` when nothing the runtime tracks changed. The names are `@self` (the
    /// view's stored inputs differ from last time), `@identity` (a new render node: the view just
    /// appeared), the storage names of its dynamic properties in Mirror form (`_count`), and
    /// `@dependencies` (an `@Observable` property its last body read changed). The same line is
    /// recorded in the trace as a `log` event.
    public static func _printChanges() {
        let reasons = RenderContext.current?.currentReasons ?? []
        let line = reasons.isEmpty
            ? "\(Self.self): unchanged."
            : "\(Self.self): " + reasons.joined(separator: ", ") + " changed."
        print(line)
        TraceRecorder.record(TraceEvent(
            .log, path: RenderContext.current?.tracePath ?? "", subject: "\(Self.self)", detail: line))
    }
}
