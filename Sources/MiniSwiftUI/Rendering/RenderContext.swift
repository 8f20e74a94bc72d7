/// What the runtime is doing right now on the main actor: which node's `body` is being
/// evaluated. Reads of `@State` made while a body runs become that node's dependencies, and
/// `Self._printChanges()` asks it why the body is running.
@MainActor
enum RenderContext {
    static var current: RenderNode?
}

/// A weak reference to a node, for the reader lists of state locations and subscriptions, which
/// must not keep removed nodes alive.
struct WeakNode {
    weak var node: RenderNode?
}
