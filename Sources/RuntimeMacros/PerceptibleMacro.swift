/// swift-perception's `@Perceptible`: the back-port of `@Observable` that TCA 1.7–1.x views use
/// before iOS 17 (`WithPerceptionTracking { … }`). Like `@Observable`, each stored `var` of the
/// class reads and writes through a registrar that tells the views that read it.
enum PerceptibleMacro: AttachedMacro {
    static func expand(_ request: ExpansionRequest) -> Expansion {
        guard let type = request.attachedType else { return Expansion() }
        guard type.kind == "class" else {
            return Expansion(diagnostics: [request.diagnosticAtAttribute(
                "'@Perceptible' cannot be applied to \(type.kind) type '\(type.name)'")])
        }
        switch request.role {
        case .memberAttribute:
            guard let member = request.attachedMember, ObservableStateMacro.isObservable(member),
                  !member.hasAttribute("PerceptionIgnored"), !member.hasAttribute("PerceptionTracked"),
                  !member.modifiers.contains("lazy")
            else { return Expansion() }
            return Expansion("@PerceptionTracked")
        case .member:
            let name = type.name
            return Expansion(declarations: [
                "private let _$perceptionRegistrar = ComposableArchitecture.PerceptionRegistrar()",
                "internal nonisolated func access<Member>(keyPath: KeyPath<\(name), Member>) {\n    _$perceptionRegistrar.access(self, keyPath: keyPath)\n}",
                """
                internal nonisolated func withMutation<Member, MutationResult>(keyPath: KeyPath<\(name), Member>, _ mutation: () throws -> MutationResult) rethrows -> MutationResult {
                    try _$perceptionRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
                }
                """,
            ])
        case .extension:
            return Expansion(declarations: CasePathableMacro.conformances(request, ["Perceptible"]))
        default:
            return Expansion()
        }
    }
}

/// `@PerceptionTracked var count = 0` inside a `@Perceptible` class.
enum PerceptionTrackedMacro: AttachedMacro {
    static func expand(_ request: ExpansionRequest) -> Expansion {
        guard let member = request.attachedMember, ObservableStateMacro.isObservable(member), let property = member.property,
              !member.hasAttribute("PerceptionIgnored")
        else { return Expansion() }
        let name = property.name
        switch request.role {
        case .accessor:
            let accessors = """
            @storageRestrictions(initializes: _\(name))
            init(initialValue) {
                _\(name) = initialValue
            }
            get {
                access(keyPath: \\.\(name))
                return _\(name)
            }
            set {
                withMutation(keyPath: \\.\(name)) {
                    _\(name) = newValue
                }
            }
            """
            return Expansion(Storage.accessorBlock(accessors, for: property))
        case .peer:
            return Expansion(Storage.privateStorage(of: property))
        default:
            return Expansion()
        }
    }
}

/// `@PerceptionIgnored`: a property of a `@Perceptible` class that is not observed.
enum PerceptionIgnoredMacro: AttachedMacro {
    static func expand(_ request: ExpansionRequest) -> Expansion { Expansion() }
}
