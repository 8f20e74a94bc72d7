import RuntimeSupport

/// The identity of one screen in a `StackState`. TCA 1.x's `StackElementID`.
///
/// Ids are handed out by the `\.stackElementID` dependency as screens are pushed: 0, 1, 2… in
/// tests, so a test can name a screen with an integer literal
/// (`.path(.element(id: 0, action: .screenA(.incrementButtonTapped)))`). They dump as `#0`.
public struct StackElementID: Hashable, Sendable, ExpressibleByIntegerLiteral {
    /// The order in which the element was pushed.
    @_spi(Internals) public let generation: Int

    public init(integerLiteral value: Int) {
        generation = value
    }

    init(generation: Int) {
        self.generation = generation
    }
}

extension StackElementID: CustomDebugStringConvertible, CustomDumpStringConvertible, EvidenceTrusted {
    public var debugDescription: String { "#\(generation)" }
    public var customDumpDescription: String { debugDescription }
}

extension DependencyValues {
    /// Hands out the ids of the screens pushed onto stacks. TCA 1.x's `\.stackElementID`
    /// (`@_spi(Internals)` there too); each test store starts again at 0.
    @_spi(Internals) public var stackElementID: StackElementIDGenerator {
        get { self[StackElementIDGenerator.self] }
        set { self[StackElementIDGenerator.self] = newValue }
    }
}

/// A counter of stack element ids, shared by the copies of one set of dependencies.
@_spi(Internals) public final class StackElementIDGenerator: DependencyKey, @unchecked Sendable {
    public static var liveValue: StackElementIDGenerator { StackElementIDGenerator() }
    public static var testValue: StackElementIDGenerator { StackElementIDGenerator() }

    private let lock = Lock()
    private var nextGeneration: Int

    /// A counter whose next id is `next` (a test store evaluates an assertion with one that starts
    /// where the reducer's started, so the screens the assertion pushes get the same ids).
    init(next: Int = 0) {
        nextGeneration = next
    }

    /// A new id.
    public func next() -> StackElementID {
        lock.withLock {
            defer { nextGeneration += 1 }
            return StackElementID(generation: nextGeneration)
        }
    }

    /// The id `next()` will hand out.
    public func peek() -> StackElementID {
        lock.withLock { StackElementID(generation: nextGeneration) }
    }

    /// Moves past `id`, for a screen pushed with an id made elsewhere (a link's `.push`).
    func skip(past id: StackElementID) {
        lock.withLock { nextGeneration = max(nextGeneration, id.generation + 1) }
    }
}
