/// One `expandAttachedMacro` request, with what the macros here read from it.
struct ExpansionRequest {
    /// A piece of the learner's file: its text, and where it starts (a byte offset into the file),
    /// so a diagnostic about a token inside it can point at the learner's line.
    struct Syntax {
        var source: String
        var fileName: String
        var offset: Int

        init?(_ value: Any?) {
            guard let value = value as? [String: Any], let source = value["source"] as? String else { return nil }
            let location = value["location"] as? [String: Any]
            self.source = source
            fileName = location?["fileName"] as? String ?? ""
            offset = location?["offset"] as? Int ?? 0
        }

        /// The bytes of blank space and comments the text starts with: the compiler's location is
        /// that of the node with its leading trivia, so an attribute after a blank line starts
        /// before it.
        var leadingTriviaLength: Int {
            let bytes = Array(source.utf8)
            var index = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    index += 1
                case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                    while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
                case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                    index += 2
                    while index + 1 < bytes.count && !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                        index += 1
                    }
                    index = min(index + 2, bytes.count)
                default:
                    return index
                }
            }
            return index
        }

        /// The text itself, without the comments and blank space before it: an attribute's
        /// arguments are read here, never in a comment above it (`// MARK: - Feature (main)`).
        var withoutLeadingTrivia: String {
            String(decoding: source.utf8.dropFirst(leadingTriviaLength), as: UTF8.self)
        }
    }

    enum Role: String {
        case member, memberAttribute, accessor, peer, `extension`, other
    }

    /// The implementing type's name in the macro's `#externalMacro` (`ReducerMacro`).
    var macroType: String
    var role: Role
    /// The attribute as written: `@Reducer(state: .equatable)`.
    var attribute: Syntax
    /// The declaration the macro is attached to; for `memberAttribute`, the member.
    var declaration: Syntax
    /// For `memberAttribute`: the type declaration the macro is attached to.
    var parent: Syntax?
    /// For `extension`: the type's name as the extension must write it (`Outer.Feature`).
    var extendedType: String
    /// For `extension`: the conformances the type still lacks, in the order the macro declares
    /// them. Empty when it has them all.
    var missingConformances: [String]

    init?(_ body: [String: Any]) {
        guard let macro = body["macro"] as? [String: Any], let type = macro["typeName"] as? String,
              let attribute = Syntax(body["attributeSyntax"]), let declaration = Syntax(body["declSyntax"])
        else { return nil }
        macroType = type
        role = (body["macroRole"] as? String).flatMap(Role.init(rawValue:)) ?? .other
        self.attribute = attribute
        self.declaration = declaration
        parent = Syntax(body["parentDeclSyntax"])
        extendedType = Syntax(body["extendedTypeSyntax"]).map { $0.source.trimmingWhitespace } ?? ""
        // The compiler sends the missing conformances as a placeholder declaration,
        // `struct Placeholder: Reducer, CaseReducer {}`, and nothing when none is missing.
        if let placeholder = Syntax(body["conformanceListSyntax"]),
           let declaration = DeclarationParser.parseType(placeholder.source) {
            missingConformances = declaration.inheritance
        } else {
            missingConformances = []
        }
    }

    /// The type the macro is attached to, parsed. For `memberAttribute`, the parent.
    var attachedType: TypeDeclaration? {
        DeclarationParser.parseType(role == .memberAttribute ? parent?.source ?? "" : declaration.source)
    }

    /// The member a `memberAttribute`, `accessor` or `peer` request is about.
    var attachedMember: Member? {
        DeclarationParser.parseMember(declaration.source)
    }

    /// A diagnostic at a byte offset of the attached declaration's text.
    func diagnostic(_ message: String, at offset: Int, in syntax: Syntax? = nil, severity: MacroDiagnostic.Severity = .error) -> MacroDiagnostic {
        let syntax = syntax ?? declaration
        return MacroDiagnostic(message: message, severity: severity, fileName: syntax.fileName, offset: syntax.offset + offset)
    }

    /// A diagnostic at the attribute (`@ObservableState`), as the real macros place those about the
    /// declaration as a whole.
    func diagnosticAtAttribute(_ message: String) -> MacroDiagnostic {
        MacroDiagnostic(message: message, severity: .error, fileName: attribute.fileName,
                        offset: attribute.offset + attribute.leadingTriviaLength)
    }
}

/// What a macro answers: Swift text, and diagnostics.
struct Expansion {
    var source = ""
    var diagnostics: [MacroDiagnostic] = []

    init(_ source: String = "", diagnostics: [MacroDiagnostic] = []) {
        self.source = source
        self.diagnostics = diagnostics
    }

    /// Declarations, separated by blank lines as the compiler expects for member, peer and
    /// extension expansions.
    init(declarations: [String], diagnostics: [MacroDiagnostic] = []) {
        self.init(declarations.joined(separator: "\n\n"), diagnostics: diagnostics)
    }

    /// A refusal (an error and no text) sends no source at all, as a macro that throws does: the
    /// compiler then reports the error alone, not also that the expansion produced nothing.
    var message: [String: Any] {
        let refused = source.isEmpty && diagnostics.contains { $0.severity == .error }
        return ["expandMacroResult": [
            "expandedSource": refused ? JSON.null as Any : source,
            "diagnostics": diagnostics.map(\.messageBody),
        ] as [String: Any]]
    }
}

/// A compiler diagnostic from a macro, at a byte offset of the learner's file.
struct MacroDiagnostic {
    enum Severity: String { case error, warning, note }

    var message: String
    var severity: Severity
    var fileName: String
    var offset: Int

    var messageBody: [String: Any] {
        [
            "message": message,
            "severity": severity.rawValue,
            "position": ["fileName": fileName, "offset": offset],
            "highlights": [Any](),
            "notes": [Any](),
            "fixIts": [Any](),
        ]
    }
}

extension String {
    var trimmingWhitespace: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
