import RenderTrace

extension Reducer {
    /// Prints each action this reducer receives and the state diff it caused. TCA's
    /// `_printChanges()`:
    ///
    /// ```
    /// received action:
    ///   Counter.Action.incrementButtonTapped
    ///   Counter.State(
    /// -   count: 0
    /// +   count: 1
    ///   )
    /// ```
    ///
    /// Simplified: prints at once on the main thread (TCA prints on a background queue), and
    /// also records each printout as a `log` trace event.
    public func _printChanges(_ printer: _ReducerPrinter<State, Action>? = .customDump) -> _PrintChangesReducer<Self> {
        _PrintChangesReducer(base: self, printer: printer)
    }
}

/// How `_printChanges` prints. TCA's `_ReducerPrinter`.
public struct _ReducerPrinter<State, Action> {
    private let _printChange: (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void

    public init(printChange: @escaping (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void) {
        _printChange = printChange
    }

    public func printChange(receivedAction: Action, oldState: State, newState: State) {
        _printChange(receivedAction, oldState, newState)
    }

    /// The action dumped, then the state diff (or `(No state changes)`).
    public static var customDump: Self {
        Self { receivedAction, oldState, newState in
            var target = "received action:\n"
            MiniTCA.customDump(receivedAction, to: &target, indent: 2)
            target += "\n"
            target += diff(oldState, newState).map { "\($0)\n" } ?? "  (No state changes)\n"
            emit(target)
        }
    }

    /// Only the action's case path, e.g. `received action: Counter.Action.incrementButtonTapped`.
    public static var actionLabels: Self {
        Self { receivedAction, _, _ in
            emit("received action: \(String(customDumping: receivedAction).replacingNewlinesWithSpaces)\n")
        }
    }

    private static func emit(_ text: String) {
        TraceRecorder.record(TraceEvent(.log, subject: "_printChanges", detail: text))
        print(text)
    }
}

/// What `._printChanges()` builds.
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
    let base: Base
    let printer: _ReducerPrinter<Base.State, Base.Action>?

    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        guard let printer else { return base.reduce(into: &state, action: action) }
        let oldState = state
        let effects = base.reduce(into: &state, action: action)
        printer.printChange(receivedAction: action, oldState: oldState, newState: state)
        return effects
    }
}
