#if TCA_LEARN_MACROS
/// An observable class for views before iOS 17: swift-perception's `@Perceptible`, the back-port
/// of `@Observable`, expanding as `@Observable` does over a `PerceptionRegistrar`.
@attached(member, names: named(_$perceptionRegistrar), named(access), named(withMutation))
@attached(memberAttribute)
@attached(extension, conformances: Perceptible)
public macro Perceptible() = #externalMacro(module: "RuntimeMacros", type: "PerceptibleMacro")

/// A property of a `@Perceptible` class that is observed (added by the macro). swift-perception's.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_))
public macro PerceptionTracked() = #externalMacro(module: "RuntimeMacros", type: "PerceptionTrackedMacro")

/// A property of a `@Perceptible` class that is not observed. swift-perception's.
@attached(accessor, names: named(willSet))
public macro PerceptionIgnored() = #externalMacro(module: "RuntimeMacros", type: "PerceptionIgnoredMacro")
#endif
