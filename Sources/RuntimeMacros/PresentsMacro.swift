/// TCA's `@Presents var destination: Destination.State?`: the optional child state that drives a
/// sheet, alert or navigation, stored in a `PresentationState` (`$destination` is that state, as
/// `ifLet(\.$destination, action: \.destination)` wants it) and observed like any other property.
enum PresentsMacro: AttachedMacro {
    static func expand(_ request: ExpansionRequest) -> Expansion {
        guard let member = request.attachedMember, let property = member.property, !property.isLet,
              ObservableStateMacro.isObservable(member)
        else {
            return Expansion(diagnostics: [request.diagnosticAtAttribute("'@Presents' must be applied to a stored 'var' property")])
        }
        guard property.type.hasSuffix("?") else {
            return Expansion(diagnostics: [request.diagnostic(
                "'@Presents' requires an explicit optional type annotation, like 'var \(property.name): Destination.State?'",
                at: property.nameOffset)])
        }
        let name = property.name
        let wrapped = String(property.type.dropLast()).trimmingWhitespace
        let access = member.accessPrefix
        switch request.role {
        case .accessor:
            let accessors = """
            @storageRestrictions(initializes: _\(name))
            init(initialValue) {
                _\(name) = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
            }
            get {
                _$observationRegistrar.access(self, keyPath: \\.\(name))
                return _\(name).wrappedValue
            }
            set {
                _$observationRegistrar.mutate(self, keyPath: \\.\(name), &_\(name).wrappedValue, newValue, ComposableArchitecture._$isIdentityEqual)
            }
            """
            return Expansion(Storage.accessorBlock(accessors, for: property))
        case .peer:
            let projected = """
            \(access)var $\(name): ComposableArchitecture.PresentationState<\(wrapped)> {
                get {
                    _$observationRegistrar.access(self, keyPath: \\.\(name))
                    return _\(name).projectedValue
                }
                set {
                    _$observationRegistrar.mutate(self, keyPath: \\.\(name), &_\(name).projectedValue, newValue, ComposableArchitecture._$isIdentityEqual)
                }
            }
            """
            let storage = "private var _\(name) = ComposableArchitecture.PresentationState<\(wrapped)>(wrappedValue: nil)"
            return Expansion(declarations: [projected, storage])
        default:
            return Expansion()
        }
    }
}
