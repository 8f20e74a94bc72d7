/// `\.child` for a key path the trace names (`Scope(\.child)`, `forEach(\.rows)`), read from the
/// state the key path is applied to.
///
/// `@ObservableState` makes every tracked property computed, and Swift describes a key path to a
/// computed property by its getter's address (`\State.<computed 0x… (Child.State)>`), which is
/// unreadable and differs from run to run. The property's storage (`_child`) is among the state's
/// stored properties: the only one of the key path's value type, or the one holding the value the
/// key path reads. A stored-property key path keeps the name it prints.
func observedKeyPathName<Root, Value>(_ keyPath: KeyPath<Root, Value>, in root: Root) -> String {
    let described = Scope<Root, Never, EmptyReducer<Never, Never>>.describe(keyPath)
    guard described.contains("<computed") else { return described }
    let candidates = Mirror(reflecting: root).children.filter { child in
        guard let label = child.label, label.hasPrefix("_"), !label.hasPrefix("_$") else { return false }
        return child.value is Value
    }
    let target = String(reflecting: root[keyPath: keyPath])
    let match = candidates.count == 1
        ? candidates.first
        : candidates.first { String(reflecting: $0.value) == target }
    guard let label = match?.label else { return withoutAddresses(described) }
    return "\\." + label.dropFirst()
}

/// `\.<computed (Child.State)>`: the key path as Swift describes it, without the addresses that
/// change from run to run.
private func withoutAddresses(_ text: String) -> String {
    var out = ""
    var rest = Substring(text)
    while let start = rest.firstRange(of: "0x") {
        out += rest[..<start.lowerBound]
        rest = rest[start.upperBound...].drop { $0.isHexDigit }.drop { $0 == " " }
    }
    return out + rest
}
