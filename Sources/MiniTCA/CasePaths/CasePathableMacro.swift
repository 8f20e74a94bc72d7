#if TCA_LEARN_MACROS
/// Gives an enum a case key path per case: `\Action.Cases.child`, and `\.child` wherever a
/// `CaseKeyPath` is expected (`Scope(state: \.child, action: \.child)`, `store.receive(\.response)`).
/// swift-case-paths' `@CasePathable` (1.x).
///
/// The expansion is the real macro's: a nested `AllCasePaths` with an `AnyCasePath` per case, and
/// `CasePathable`/`CasePathIterable` conformances. Written by the runtime's macro plugin
/// (`Sources/RuntimeMacros`), which reads the enum's text without swift-syntax.
@attached(extension, conformances: CasePathable, CasePathIterable)
@attached(member, names: named(AllCasePaths), named(allCasePaths))
public macro CasePathable() = #externalMacro(module: "RuntimeMacros", type: "CasePathableMacro")
#endif
