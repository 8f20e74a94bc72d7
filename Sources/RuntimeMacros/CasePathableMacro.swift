/// swift-case-paths' `@CasePathable`: gives an enum a case key path per case (`\.child`,
/// `\Action.Cases.child`) through a nested `AllCasePaths` with an `AnyCasePath` property per
/// case, and the `CasePathable` and `CasePathIterable` conformances.
enum CasePathableMacro: AttachedMacro {
    static func expand(_ request: ExpansionRequest) -> Expansion {
        guard let type = request.attachedType else { return Expansion() }
        guard type.kind == "enum" else {
            return Expansion(diagnostics: [request.diagnostic(
                "'@CasePathable' cannot be applied to \(type.kind) type '\(type.name)'", at: type.nameOffset)])
        }
        var seen: Set<String> = []
        for element in CaseRendering.allCases(type.members) where !seen.insert(element.name).inserted {
            return Expansion(diagnostics: [request.diagnostic(
                "'@CasePathable' cannot be applied to overloaded case name '\(element.name)'", at: element.nameOffset)])
        }
        switch request.role {
        case .member:
            return Expansion(declarations: members(of: type))
        case .extension:
            return Expansion(declarations: conformances(request, ["CasePathable", "CasePathIterable"]))
        default:
            return Expansion()
        }
    }

    static func members(of type: TypeDeclaration) -> [String] {
        let root = type.name
        // swift-case-paths writes each case's key path as `\.child`, which the compiler resolves
        // through `Case`'s dynamic members, twice per case. `_$caseKeyPath(\.child)` builds the
        // same key path from the case's property, which the compiler finds directly.
        // swift-case-paths asks `root.is(\.child)` case by case; a switch answers the same and
        // costs the compiler less per case.
        let keyPath = { (element: EnumCaseElement) in "\(root)._$caseKeyPath(\\.\(element.name))" }
        let reflection = CaseRendering.lines(type.members) { element, _ in
            ["case .\(element.name):", "    return \(keyPath(element))"]
        }
        let paths = CaseRendering.lines(type.members) { element, _ in
            casePathProperty(element, root: root, access: "public ")
        }
        let appends = CaseRendering.lines(type.members) { element, _ in ["allCasePaths.append(\(keyPath(element)))"] }
        let allCasePaths = """
        public struct AllCasePaths: ComposableArchitecture.CasePathReflectable, Swift.Sendable, Swift.Sequence {
            public subscript(root: \(root)) -> ComposableArchitecture.PartialCaseKeyPath<\(root)> {
                switch root {
        \(reflection.indented(2))
                }
            }
        \(paths.indented(1))
            public func makeIterator() -> Swift.IndexingIterator<[ComposableArchitecture.PartialCaseKeyPath<\(root)>]> {
                var allCasePaths: [ComposableArchitecture.PartialCaseKeyPath<\(root)>] = []
        \(appends.indented(2))
                return allCasePaths.makeIterator()
            }
        }
        """
        return [allCasePaths, "public static var allCasePaths: AllCasePaths {\n    AllCasePaths()\n}"]
    }

    /// `var child: AnyCasePath<Root, Payload> { … }`: the case path of one case.
    static func casePathProperty(_ element: EnumCaseElement, root: String, access: String) -> [String] {
        let name = element.name
        let value: String
        let embed: String
        let extract: String
        switch element.parameters {
        case let .some(parameters) where parameters.isEmpty:
            fallthrough
        case nil:
            value = "Void"
            embed = "{ \(root).\(name) }"
            extract = "guard case .\(name) = $0 else { return nil }; return ()"
        case let .some(parameters) where parameters.count == 1:
            value = parameters[0].type
            embed = "\(root).\(name)"
            extract = "guard case let .\(name)(v0) = $0 else { return nil }; return v0"
        case let .some(parameters):
            value = "(" + parameters.map { ($0.label.map { "\($0): " } ?? "") + $0.type }.joined(separator: ", ") + ")"
            let arguments = parameters.indices.map { index in
                (parameters[index].label.map { "\($0): " } ?? "") + "$0.\(index)"
            }
            embed = "{ \(root).\(name)(\(arguments.joined(separator: ", "))) }"
            let bindings = parameters.indices.map { "v\($0)" }.joined(separator: ", ")
            extract = "guard case let .\(name)(\(bindings)) = $0 else { return nil }; return (\(bindings))"
        }
        return [
            "\(access)var \(name): ComposableArchitecture.AnyCasePath<\(root), \(value)> {",
            "    ComposableArchitecture.AnyCasePath(embed: \(embed), extract: { \(extract) })",
            "}",
        ]
    }

    /// `extension T: P {}` for those of `protocols` the type lacks. The names stay unqualified:
    /// a conformance an extension macro adds as `ComposableArchitecture.Reducer` is not found
    /// when the file imports only a library that re-exports the runtime (`import CasePaths`).
    static func conformances(_ request: ExpansionRequest, _ protocols: [String]) -> [String] {
        let missing = protocols.filter { name in request.missingConformances.contains { $0.typeBaseName == name } }
        guard !missing.isEmpty else { return [] }
        return ["extension \(request.extendedType): \(missing.joined(separator: ", ")) {\n}"]
    }
}
