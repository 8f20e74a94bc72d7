/// TCA's `@ViewAction(for: Feature.self)` on a view: the view conforms to `ViewActionSending`, so
/// `send(.buttonTapped)` sends `.view(.buttonTapped)` to its `store`.
enum ViewActionMacro: AttachedMacro {
    static func expand(_ request: ExpansionRequest) -> Expansion {
        guard request.role == .extension, let type = request.attachedType else { return Expansion() }
        let hasStore = type.allMembers.contains { member in
            guard let property = member.property, property.name == "store" else { return false }
            return property.type.contains("Store") || property.initialValue.contains("Store")
        }
        guard hasStore else {
            return Expansion(diagnostics: [request.diagnostic(
                "'@ViewAction' requires '\(type.name)' to have a 'store' property of type 'Store'.", at: type.nameOffset)])
        }
        return Expansion(declarations: CasePathableMacro.conformances(request, ["ViewActionSending"]))
    }
}
