/// State a view may write directly through a binding. TCA 1.0–1.6's `@BindingState`.
///
/// ```swift
/// struct State: Equatable {
///   @BindingState var isOn = false
/// }
/// ```
///
/// `$isOn` (the projected value) is the wrapper itself, so `\.$isOn` is a
/// `WritableKeyPath<State, BindingState<Bool>>`: that key path is what `BindingAction` carries
/// and what `case .binding(\.$isOn):` matches. Equality, hashing and dumps use the wrapped value
/// only. The wrapper also remembers where it was declared, for TCA's "not handled" warning.
@dynamicMemberLookup
@propertyWrapper
public struct BindingState<Value> {
    public var wrappedValue: Value
    let fileID: StaticString
    let line: UInt
    let column: UInt

    public init(wrappedValue: Value, fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
        self.wrappedValue = wrappedValue
        self.fileID = fileID
        self.line = line
        self.column = column
    }

    public var projectedValue: Self {
        get { self }
        set { self = newValue }
    }

    /// `$settings.isOn` for a field of a bindable struct.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> BindingState<Subject> {
        get { BindingState<Subject>(wrappedValue: wrappedValue[keyPath: keyPath], fileID: fileID, line: line, column: column) }
        set { wrappedValue[keyPath: keyPath] = newValue.wrappedValue }
    }

    /// Where the property was declared; tells two binding states of one struct apart.
    var declaration: String {
        "\(fileID):\(line):\(column)"
    }
}

extension BindingState: Equatable where Value: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.wrappedValue == rhs.wrappedValue
    }
}

extension BindingState: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(wrappedValue)
    }
}

extension BindingState: Sendable where Value: Sendable {}

extension BindingState: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(reflecting: wrappedValue)
    }
}

extension BindingState: CustomDumpRepresentable {
    public var customDumpValue: Any {
        wrappedValue
    }
}

extension BindingState: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String {
        String(describing: wrappedValue)
    }

    public var debugDescription: String {
        String(reflecting: wrappedValue)
    }
}

/// Lets code that only has `Any` recognise a binding state and find its declaration.
protocol AnyBindingState {
    var declaration: String { get }
}

extension BindingState: AnyBindingState {}

extension BindingState: EvidenceTrusted {}
