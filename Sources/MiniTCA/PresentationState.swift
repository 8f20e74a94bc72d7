/// Optional state for a feature that is presented (a sheet, a popup, a navigation destination).
/// TCA 1.x's `@PresentationState`.
///
/// ```swift
/// @PresentationState var destination: Destination.State?
/// ```
///
/// `$destination` is the wrapper itself, which `.ifLet(\.$destination, action: /Action.destination)`
/// takes; that reducer cancels the presented feature's effects when it is dismissed or replaced.
/// Simplified: a plain value (TCA boxes it in a copy-on-write class).
@propertyWrapper
public struct PresentationState<State> {
    public var wrappedValue: State?

    public init(wrappedValue: State?) {
        self.wrappedValue = wrappedValue
    }

    public var projectedValue: Self {
        get { self }
        set { self = newValue }
    }
}

extension PresentationState: Equatable where State: Equatable {}
extension PresentationState: Hashable where State: Hashable {}
extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: CustomDumpRepresentable {
    public var customDumpValue: Any {
        wrappedValue as Any
    }
}

/// The actions of a presented feature: its own actions wrapped in `.presented`, and `.dismiss`.
/// TCA 1.x's `PresentationAction`.
public enum PresentationAction<Action> {
    case dismiss
    indirect case presented(Action)
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
