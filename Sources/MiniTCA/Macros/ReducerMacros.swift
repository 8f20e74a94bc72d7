#if TCA_LEARN_MACROS
/// Makes a struct a reducer, TCA 1.4+: adds the `Reducer` conformance, `@CasePathable` on
/// `Action` (and `@dynamicMemberLookup` on an enum `State`), `@ReducerBuilder` on `body`, and the
/// `State`, `Action` or `body` the struct leaves out. On an enum of features
/// (`@Reducer enum Destination { case sheet(SheetFeature) }`) it writes the destination's
/// `State`, `Action`, `body` and the `CaseScope` that `switch store.case { … }` reads.
/// TCA's `@Reducer`, expanding to what TCA 1.25's expansion writes.
@attached(member, names: named(State), named(Action), named(init), named(body), named(CaseScope), named(scope))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer() = #externalMacro(module: "RuntimeMacros", type: "ReducerMacro")

/// `@Reducer(state: .equatable)`: an enum reducer whose generated `State` (or `Action`) also
/// conforms to the protocols named. TCA's deprecated form (write an extension instead), kept
/// because 1.8–1.12 code uses it.
@attached(member, names: named(State), named(Action), named(init), named(body), named(CaseScope), named(scope))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer(state: _SynthesizedConformance..., action: _SynthesizedConformance...) =
    #externalMacro(module: "RuntimeMacros", type: "ReducerMacro")

/// A conformance `@Reducer(state:action:)` adds to the state or action it generates. TCA's.
public struct _SynthesizedConformance: Sendable {
    public static let codable = Self()
    public static let decodable = Self()
    public static let encodable = Self()
    public static let equatable = Self()
    public static let hashable = Self()
    public static let sendable = Self()
}

/// Marks a case of a `@Reducer` enum whose payload is shown, not run (`AlertState`), so it gets
/// no child reducer. TCA's `@ReducerCaseEphemeral`; `@Reducer` adds it to `AlertState` and
/// `ConfirmationDialogState` cases itself.
@attached(peer, names: named(_))
public macro ReducerCaseEphemeral() = #externalMacro(module: "RuntimeMacros", type: "ReducerCaseMarkerMacro")

/// Marks a case of a `@Reducer` enum that is not a feature: it stays as written in `State`, and
/// its action is `Never`. TCA's `@ReducerCaseIgnored`.
@attached(peer, names: named(_))
public macro ReducerCaseIgnored() = #externalMacro(module: "RuntimeMacros", type: "ReducerCaseMarkerMacro")
#endif
