import RenderTrace

/// How a change animates. SwiftUI's `Animation`.
///
/// Nothing moves here: a state change inside `withAnimation` or under `.animation(_:value:)`
/// updates the views exactly as it would without animation, which is also what SwiftUI does to
/// the view tree — only the pixels would differ.
public struct Animation: Hashable, Sendable, CustomStringConvertible, TraceDescribesItself {
    let name: String

    public var description: String { name }

    public static let `default` = Animation(name: "default")
    public static let linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let spring = Animation(name: "spring")
    public static let bouncy = Animation(name: "bouncy")
    public static let smooth = Animation(name: "smooth")
    public static let snappy = Animation(name: "snappy")

    public static func linear(duration: Double) -> Animation { Animation(name: "linear(\(duration))") }
    public static func easeIn(duration: Double) -> Animation { Animation(name: "easeIn(\(duration))") }
    public static func easeOut(duration: Double) -> Animation { Animation(name: "easeOut(\(duration))") }
    public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut(\(duration))") }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(name: "spring")
    }
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(name: "spring")
    }
    public static func interpolatingSpring(stiffness: Double, damping: Double) -> Animation {
        Animation(name: "interpolatingSpring")
    }
    public static let interactiveSpring = Animation(name: "interactiveSpring")
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
        Animation(name: "interactiveSpring")
    }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(name: "bouncy") }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(name: "smooth") }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(name: "snappy") }
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35) -> Animation {
        Animation(name: "timingCurve")
    }

    public func delay(_ delay: Double) -> Animation { Animation(name: name + ".delay(\(delay))") }
    public func speed(_ speed: Double) -> Animation { Animation(name: name + ".speed(\(speed))") }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { Animation(name: name + ".repeatCount(\(repeatCount))") }
    public func repeatForever(autoreverses: Bool = true) -> Animation { Animation(name: name + ".repeatForever") }
}

/// Runs `body` — the state changes in it would animate on a device — and returns its result.
@MainActor @preconcurrency
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// The context of a state change, which carries its animation. SwiftUI's `Transaction`:
/// nothing animates here, so it is only carried.
public struct Transaction: Sendable {
    public var animation: Animation?
    public var disablesAnimations = false

    public init() {}

    public init(animation: Animation?) {
        self.animation = animation
    }
}

/// Runs `body` in `transaction`; the state changes in it happen as without one.
@MainActor @preconcurrency
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// How a view enters and leaves. SwiftUI's `AnyTransition`: only named here.
public struct AnyTransition: Sendable {
    let name: String

    public static let identity = AnyTransition(name: "identity")
    public static let opacity = AnyTransition(name: "opacity")
    public static let scale = AnyTransition(name: "scale")
    public static let slide = AnyTransition(name: "slide")
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(name: "scale") }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(name: "asymmetric")
    }

    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(name: name + "+" + other.name) }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
}

extension View {
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        pixels(".animation")
    }

    /// Changes the transaction of updates below (`t.animation = nil` turns animations off).
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        pixels(".transaction")
    }

    public func transition(_ t: AnyTransition) -> some View {
        pixels(".transition")
    }
}

/// A value that can be animated: interpolated between two states. SwiftUI's `Animatable`.
/// Nothing is interpolated here; a shape's `animatableData` is an ordinary property.
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

/// A value with addition and scaling, which animations interpolate. SwiftUI's `VectorArithmetic`.
public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

#if !canImport(CoreGraphics)
// Where `CGFloat` is its own type (Linux); on Apple platforms it converts to `Double` instead.
extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}
#endif

/// Two animatable values animated together: `AnimatablePair(rows, columns)`. SwiftUI's `AnimatablePair`.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public static var zero: Self { Self(.zero, .zero) }
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }

    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// Nothing to animate. SwiftUI's `EmptyAnimatableData`.
public struct EmptyAnimatableData: VectorArithmetic {
    public init() {}
    public static var zero: Self { Self() }
    public static func + (lhs: Self, rhs: Self) -> Self { lhs }
    public static func - (lhs: Self, rhs: Self) -> Self { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}
