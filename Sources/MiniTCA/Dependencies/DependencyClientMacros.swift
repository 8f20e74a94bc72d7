#if TCA_LEARN_MACROS
/// A dependency client as a struct of closures whose every endpoint, unless given, reports
/// "Unimplemented: 'Client.endpoint'" when called: `static let testValue = Client()`.
/// swift-dependencies' `@DependencyClient` (its `#IsolationCheck` is left out).
@attached(member, names: named(init))
@attached(memberAttribute)
public macro DependencyClient() = #externalMacro(module: "RuntimeMacros", type: "DependencyClientMacro")

/// One endpoint of a `@DependencyClient`: its default reports an issue (and throws, when it can).
/// swift-dependencies' `@DependencyEndpoint`.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: overloaded, prefixed(_))
public macro DependencyEndpoint() = #externalMacro(module: "RuntimeMacros", type: "DependencyEndpointMacro")
#endif
