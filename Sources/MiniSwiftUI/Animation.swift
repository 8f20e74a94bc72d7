/// How a change animates. SwiftUI's `Animation`.
///
/// Nothing moves here: a state change inside `withAnimation` or under `.animation(_:value:)`
/// updates the views exactly as it would without animation, which is also what SwiftUI does to
/// the view tree — only the pixels would differ.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
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
}

extension View {
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        pixels(".animation")
    }

    public func transition(_ t: AnyTransition) -> some View {
        pixels(".transition")
    }
}
