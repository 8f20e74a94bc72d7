/// The result of async work, as an action can carry it: `case factResponse(TaskResult<String>)`.
/// TCA 1.x's `TaskResult`.
///
/// ```swift
/// return .run { [count = state.count] send in
///   await send(.factResponse(TaskResult { try await self.factClient.fetch(count) }))
/// }
/// ```
///
/// Unlike `Result<Success, any Error>`, it is `Equatable` when `Success` is, so actions that
/// carry it can be compared in `TestStore.receive`: two failures are equal when their errors
/// are of one `Equatable` type and `==`. Errors that are not `Equatable` never compare equal, and
/// comparing two of the same type reports a runtime warning, as in TCA.
public enum TaskResult<Success: Sendable>: Sendable {
    case success(Success)
    case failure(any Error)

    /// Runs `body`, keeping what it returns or the error it throws.
    public init(catching body: @Sendable () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }

    public init<Failure>(_ result: Result<Success, Failure>) {
        switch result {
        case let .success(value): self = .success(value)
        case let .failure(error): self = .failure(error)
        }
    }

    /// The success value, or the failure thrown.
    public var value: Success {
        get throws {
            switch self {
            case let .success(value): return value
            case let .failure(error): throw error
            }
        }
    }

    public func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> TaskResult<NewSuccess> {
        switch self {
        case let .success(value): return .success(transform(value))
        case let .failure(error): return .failure(error)
        }
    }
}

extension TaskResult: Equatable where Success: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case let (.success(lhs), .success(rhs)):
            return lhs == rhs
        case let (.failure(lhs), .failure(rhs)):
            if let equal = equatableEquals(lhs, rhs) { return equal }
            if TaskResultDebugging.emitRuntimeWarnings, type(of: lhs) == type(of: rhs) {
                let name = typeName(type(of: lhs))
                RuntimeWarning.report(
                    """
                    "\(name)" is not equatable. …

                    To test two values of this type, it must conform to the "Equatable" protocol. For \
                    example:

                        extension \(name): Equatable {}

                    See the documentation of "TaskResult" for more information.
                    """
                )
            }
            return false
        default:
            return false
        }
    }
}

/// Hashable when `Success` is, so results can key a dictionary or fill a set. A failure hashes
/// its error when the error is `Hashable`; an error that is not contributes nothing but a runtime
/// warning, as in TCA.
extension TaskResult: Hashable where Success: Hashable {
    public func hash(into hasher: inout Hasher) {
        switch self {
        case let .success(value):
            hasher.combine(value)
            hasher.combine(0)
        case let .failure(error):
            if let hashable = (error as Any) as? AnyHashable {
                hasher.combine(hashable)
                hasher.combine(1)
            } else if TaskResultDebugging.emitRuntimeWarnings {
                let name = typeName(type(of: error))
                RuntimeWarning.report(
                    """
                    "\(name)" is not hashable. …

                    To hash a value of this type, it must conform to the "Hashable" protocol. For \
                    example:

                        extension \(name): Hashable {}

                    See the documentation of "TaskResult" for more information.
                    """
                )
            }
        }
    }
}

/// Whether comparing errors that are not `Equatable` warns. `TestStore` turns it off while it
/// draws the diff of an unexpected action, which compares values only to lay them out.
enum TaskResultDebugging {
    @TaskLocal static var emitRuntimeWarnings = true
}

/// `lhs == rhs` when `lhs` is `Equatable` (and `rhs` of the same type), `nil` when it is not.
private func equatableEquals(_ lhs: Any, _ rhs: Any) -> Bool? {
    guard let lhs = lhs as? any Equatable else { return nil }
    func open<T: Equatable>(_ lhs: T) -> Bool {
        lhs == rhs as? T
    }
    return open(lhs)
}
