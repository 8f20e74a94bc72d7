/// TCA's `@ObservableState`: makes a feature's state observable property by property, so a view
/// that reads `store.count` re-runs only when `count` changes. On a struct each stored `var` is
/// marked `@ObservationStateTracked` (its reads and writes go through a registrar the macro adds);
/// on an enum each case's state gives the enum its identity.
enum ObservableStateMacro: AttachedMacro {
    /// Property wrappers that observe themselves: marked ignored, as TCA does.
    static let selfObservingWrappers = ["Shared", "SharedReader", "Fetch", "FetchAll", "FetchOne"]

    static func expand(_ request: ExpansionRequest) -> Expansion {
        guard let type = request.attachedType else { return Expansion() }
        guard type.kind == "struct" || type.kind == "enum" else {
            return Expansion(diagnostics: [request.diagnosticAtAttribute(
                "'@ObservableState' cannot be applied to \(type.kind) type '\(type.name)'")])
        }
        switch request.role {
        case .memberAttribute:
            guard type.kind == "struct", let member = request.attachedMember, isObservable(member) else { return Expansion() }
            // TCA marks `@Presents` and self-observing wrappers `@ObservationStateIgnored`; they are
            // left unmarked here (see `Storage.privateStorage`), which the compiler treats alike.
            if member.hasAttribute("ObservationStateIgnored") || member.hasAttribute("ObservationStateTracked")
                || member.hasAttribute("Presents") || selfObservingWrappers.contains(where: member.hasAttribute) {
                return Expansion()
            }
            return Expansion("@ObservationStateTracked")
        case .member:
            return Expansion(declarations: type.kind == "enum" ? enumMembers(type) : structMembers(type))
        case .extension:
            return Expansion(declarations: CasePathableMacro.conformances(request, ["ObservableState"]))
        default:
            return Expansion()
        }
    }

    /// A stored instance `var` with one name: what TCA observes.
    static func isObservable(_ member: Member) -> Bool {
        guard let property = member.property else { return false }
        return !property.isLet && property.isStored && !member.isStatic && !property.name.isEmpty && !property.hasSeveralBindings
    }

    private static func structMembers(_ type: TypeDeclaration) -> [String] {
        [
            "var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()",
            "public var _$id: ComposableArchitecture.ObservableStateID {\n    _$observationRegistrar.id\n}",
            "public mutating func _$willModify() {\n    _$observationRegistrar._$willModify()\n}",
        ]
    }

    /// An enum's identity is its case (a tag) and that case's state's identity; a case with
    /// one payload forwards `_$willModify` to it.
    private static func enumMembers(_ type: TypeDeclaration) -> [String] {
        var tag = 0
        let identity = CaseRendering.lines(type.members) { element, _ in
            defer { tag += 1 }
            if element.parameters?.count == 1 {
                return ["case let .\(element.name)(state):", "    return ._$id(for: state)._$tag(\(tag))"]
            }
            return ["case .\(element.name):", "    return ComposableArchitecture.ObservableStateID()._$tag(\(tag))"]
        }
        let willModify = CaseRendering.lines(type.members) { element, _ in
            if element.parameters?.count == 1 {
                return ["case var .\(element.name)(state):", "    ComposableArchitecture._$willModify(&state)",
                        "    self = .\(element.name)(state)"]
            }
            return ["case .\(element.name):", "    break"]
        }
        // An enum without cases has no value to switch over.
        let emptyIdentity = ["return ComposableArchitecture.ObservableStateID()"]
        return [
            "public var _$id: ComposableArchitecture.ObservableStateID {\n"
                + (identity.isEmpty ? emptyIdentity.indented(1) : "    switch self {\n\(identity.indented(1))\n    }") + "\n}",
            "public mutating func _$willModify() {\n"
                + (willModify.isEmpty ? "" : "    switch self {\n\(willModify.indented(1))\n    }") + "\n}",
        ]
    }
}

/// `@ObservationStateTracked var count = 0`: the property becomes computed over a private
/// `_count`, telling the state's registrar of each read and write.
enum ObservationStateTrackedMacro: AttachedMacro {
    static func expand(_ request: ExpansionRequest) -> Expansion {
        guard let member = request.attachedMember, ObservableStateMacro.isObservable(member), let property = member.property,
              !member.hasAttribute("ObservationStateIgnored"), !member.hasAttribute("Presents"),
              !ObservableStateMacro.selfObservingWrappers.contains(where: member.hasAttribute)
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
                _$observationRegistrar.access(self, keyPath: \\.\(name))
                return _\(name)
            }
            set {
                _$observationRegistrar.mutate(self, keyPath: \\.\(name), &_\(name), newValue)
            }
            _modify {
                let oldValue = _$observationRegistrar.willModify(self, keyPath: \\.\(name), &_\(name))
                defer {
                    _$observationRegistrar.didModify(self, keyPath: \\.\(name), &_\(name), oldValue)
                }
                yield &_\(name)
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

/// `@ObservationStateIgnored`: the property is left alone (a marker the other macros read).
enum ObservationStateIgnoredMacro: AttachedMacro {
    static func expand(_ request: ExpansionRequest) -> Expansion { Expansion() }
}

/// What the macros that move a property's value into private storage share.
enum Storage {
    /// The accessors, in braces when the property had none (the compiler adds them to an
    /// existing block otherwise).
    static func accessorBlock(_ accessors: String, for property: Property) -> String {
        property.accessors == .none ? "{\n\(accessors)\n}" : accessors
    }

    /// `private var _name: Type = initial`, the storage behind a property.
    ///
    /// TCA and swift-perception mark this storage `@ObservationStateIgnored` or
    /// `@PerceptionIgnored`. Those markers expand to nothing, and nothing else reads them on
    /// storage a macro wrote (the compiler hands member attributes only the members the learner
    /// wrote), but the compiler still encodes a request to the plugin for each marker and waits
    /// for its answer. So they are left off.
    static func privateStorage(of property: Property) -> String {
        var declaration = "private var _\(property.name)"
        if !property.type.isEmpty { declaration += ": \(property.type)" }
        if !property.initialValue.isEmpty { declaration += " = \(property.initialValue)" }
        return declaration
    }
}
