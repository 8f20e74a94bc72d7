import Observation

/// What `@Perceptible` stores in a class to record reads and announce writes of its properties.
/// swift-perception's `PerceptionRegistrar`; like the real one on iOS 17 and later, it hands
/// everything to an `ObservationRegistrar`, so the views' observation tracking sees it.
/// Simplified: no "perceptible state was accessed but is not being tracked" warning (outside
/// `WithPerceptionTracking` before iOS 17), which has no meaning where observation always works.
public struct PerceptionRegistrar: Sendable, Equatable, Hashable, Codable {
    private let registrar = ObservationRegistrar()

    public init() {}

    public func access<Subject: Perceptible, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
        registrar.access(subject, keyPath: keyPath)
    }

    public func willSet<Subject: Perceptible, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
        registrar.willSet(subject, keyPath: keyPath)
    }

    public func didSet<Subject: Perceptible, Member>(_ subject: Subject, keyPath: KeyPath<Subject, Member>) {
        registrar.didSet(subject, keyPath: keyPath)
    }

    public func withMutation<Subject: Perceptible, Member, T>(
        of subject: Subject, keyPath: KeyPath<Subject, Member>, _ mutation: () throws -> T
    ) rethrows -> T {
        try registrar.withMutation(of: subject, keyPath: keyPath, mutation)
    }

    // Every registrar is the same as far as the state holding it is concerned, as
    // `ObservationRegistrar`'s own conformances say.
    public static func == (lhs: Self, rhs: Self) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
    public init(from decoder: any Decoder) throws { self.init() }
    public func encode(to encoder: any Encoder) throws {}
}
