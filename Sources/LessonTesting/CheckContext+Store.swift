import MiniTCA
import RenderTrace

extension CheckContext {
    /// The trace without the events of other stores than `store` (and the stores scoped from it):
    /// the actions, reducer runs and view-store updates a check reads as evidence are those of the
    /// store the check made, never those of a second store the learner's code made and sent
    /// actions of its own. Events of views and of no store are kept.
    public func trace<State, Action>(of store: Store<State, Action>) -> [TraceEvent] {
        let id = store.traceStoreID
        return trace.filter { $0.store == nil || $0.store == id }
    }
}
