/// An action as TCA's runtime warnings name it: the path of enum cases, without the payloads
/// that are not themselves enums. `Feature.Action.row(id:, action: .rename)`; `abbreviated`
/// leaves the type's name out (`.row(id:, action: .rename)`), as the test store's list of
/// unhandled actions does.
func debugCaseOutput(_ value: Any, abbreviated: Bool = false) -> String {
    if let value = value as? CustomDebugStringConvertible { return value.debugDescription }
    return (abbreviated ? "" : typeName(type(of: value))) + caseOutput(value)
}

private func caseOutput(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .enum?:
        guard let child = mirror.children.first else {
            // A case without payload describes itself with its name.
            let name = "\(value)"
            return name == typeName(type(of: value)) ? "" : ".\(name)"
        }
        let payload = caseOutput(child.value)
        return ".\(child.label ?? "")\(payload.isEmpty ? "" : "(\(payload))")"
    case .tuple?:
        return mirror.children.map { child in
            let payload = caseOutput(child.value)
            let label = child.label.map { $0.hasPrefix(".") ? "_:" : "\($0):" } ?? ""
            return label + (payload.isEmpty ? "" : " \(payload)")
        }
        .joined(separator: ", ")
    default:
        return ""
    }
}
