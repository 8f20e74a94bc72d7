#if TCA_LEARN_MACROS
/// Makes a feature's state observable property by property, TCA 1.7+'s `@ObservableState`: a view
/// whose body read `store.count` runs again only when `count` changes.
///
/// ```swift
/// @ObservableState
/// struct State { var count = 0 }
/// ```
///
/// On a struct each stored `var` gets `@ObservationStateTracked` and the struct an
/// `ObservationStateRegistrar`; on an enum (a destination's state) each case's state gives the
/// enum its identity. Expands to what TCA 1.25's macro writes.
@attached(extension, conformances: ObservableState)
@attached(member, names: named(_$id), named(_$observationRegistrar), named(_$willModify))
@attached(memberAttribute)
public macro ObservableState() = #externalMacro(module: "RuntimeMacros", type: "ObservableStateMacro")

/// A property of an `@ObservableState` struct whose reads and writes are observed (the macro adds
/// it to each stored `var`). TCA's `@ObservationStateTracked`.
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(_))
public macro ObservationStateTracked() = #externalMacro(module: "RuntimeMacros", type: "ObservationStateTrackedMacro")

/// A property of an `@ObservableState` struct that is not observed: changing it re-runs no view.
/// TCA's `@ObservationStateIgnored`.
@attached(accessor, names: named(willSet))
public macro ObservationStateIgnored() = #externalMacro(module: "RuntimeMacros", type: "ObservationStateIgnoredMacro")

/// The optional state of what a feature presents (a sheet, an alert, a pushed screen), TCA 1.7+'s
/// `@Presents`: `$destination` is its `PresentationState`, which
/// `.ifLet(\.$destination, action: \.destination)` runs the child in.
///
/// ```swift
/// @Presents var destination: Destination.State?
/// ```
@attached(accessor, names: named(init), named(get), named(set))
@attached(peer, names: prefixed(`$`), prefixed(_))
public macro Presents() = #externalMacro(module: "RuntimeMacros", type: "PresentsMacro")

/// A view whose `send(.tapped)` sends `.view(.tapped)` to its `store`, TCA 1.7+'s `@ViewAction`:
/// the view conforms to `ViewActionSending`.
///
/// ```swift
/// @ViewAction(for: Counter.self)
/// struct CounterView: View {
///   let store: StoreOf<Counter>
///   var body: some View { Button("+") { send(.incrementButtonTapped) } }
/// }
/// ```
@attached(extension, conformances: ViewActionSending)
public macro ViewAction<R: Reducer>(for: R.Type) = #externalMacro(module: "RuntimeMacros", type: "ViewActionMacro")
where R.Action: ViewAction
#endif
