/// `\.$destination` for a key path to a `@PresentationState` wrapper, as the trace names the
/// `ifLet` that runs it.
///
/// Swift describes a key path to a projected value by the address of its getter
/// (`\State.<computed 0x… (PresentationState<…>)>`), which is unreadable and differs from run to run.
/// The wrapper itself is stored as `_destination`, so the name is found among the state's stored
/// properties: the only `PresentationState` of that type, or the one holding what the key path reads.
func presentationKeyPathName<Root, Value>(
    _ keyPath: KeyPath<Root, PresentationState<Value>>, in root: Root
) -> String {
    let candidates = Mirror(reflecting: root).children.filter {
        ($0.label?.hasPrefix("_") ?? false) && $0.value is PresentationState<Value>
    }
    let target = String(describing: root[keyPath: keyPath])
    let match = candidates.count == 1
        ? candidates.first
        : candidates.first { String(describing: $0.value) == target }
    guard let label = match?.label else { return Scope<Root, Never, EmptyReducer<Never, Never>>.describe(keyPath) }
    return "\\.$" + label.dropFirst()
}
