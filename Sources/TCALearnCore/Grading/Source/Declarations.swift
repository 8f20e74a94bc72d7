/// A name a file declares where code elsewhere can reach it: at the top level, as a member of a
/// type, or in an extension. Declarations inside functions, closures and other bodies are local
/// and not listed.
struct Declaration: Sendable, Hashable {
    enum Place: Sendable, Hashable {
        case topLevel
        /// In the body of a type the file declares, named with the types it is nested in
        /// (`Counter.State`), as an extension of it would name it.
        case inType(String)
        /// In an extension of this type (named as written: `ViewHost`, `Store.State`).
        case inExtension(String)
    }

    enum Kind: Sendable, Hashable {
        /// `struct`, `class`, `enum`, `actor`: a type of the file's own, whose extensions are too.
        case type
        /// `protocol`, `typealias`: a name for types that may be anyone's (an extension of a
        /// protocol adds members to every type that adopts it, `ViewHost` included).
        case protocolOrAlias
        /// `func`, `var`, `let`, `case`, `init`.
        case value
        /// `func ==`, `static func + (…)`.
        case operatorFunction
        /// A `subscript` its callers use without a label (`x[1]`, not `x[safe: 1]`).
        case unlabelledSubscript
    }

    var name: String
    var place: Place
    var kind: Kind
    /// The index of the token that names it.
    var token: Int

    /// What it means to the checks whether this declaration is new: its name and where it is.
    var key: String { "\(place)|\(name)" }

    /// The name an extension of this declaration would use: `Counter.State` for a `State`
    /// declared in `Counter`.
    var qualifiedName: String { place.qualifying(name) }

    /// The initializers Swift calls for a literal of a type (`ExpressibleByIntegerLiteral`…).
    static let literalInitializers: Set<String> = [
        "init(integerLiteral:)", "init(floatLiteral:)", "init(booleanLiteral:)", "init(nilLiteral:)", "init(stringLiteral:)",
        "init(unicodeScalarLiteral:)", "init(extendedGraphemeClusterLiteral:)", "init(stringInterpolation:)",
        "init(arrayLiteral:)", "init(dictionaryLiteral:)",
    ]

    /// Lists a file's declarations, in order.
    static func all(in tokens: [SwiftToken]) -> [Declaration] {
        enum Scope {
            case type(String)
            case `extension`(String)
            /// A function's or closure's body, an accessor, a statement's block.
            case code
        }
        var scopes: [Scope] = []
        var pending: Scope?
        var found: [Declaration] = []
        func next(_ index: Int, _ offset: Int = 1) -> SwiftToken? {
            tokens.indices.contains(index + offset) ? tokens[index + offset] : nil
        }
        for index in tokens.indices {
            let token = tokens[index]
            if token.isPunctuation("{") {
                scopes.append(pending ?? .code)
                pending = nil
                continue
            }
            if token.isPunctuation("}") {
                _ = scopes.popLast()
                continue
            }
            let place: Declaration.Place
            switch scopes.last {
            case nil: place = .topLevel
            case .type(let name): place = .inType(name)
            case .extension(let name): place = .inExtension(name)
            case .code: continue
            }
            // Inside a type nested in a function, names are still local.
            if scopes.contains(where: { if case .code = $0 { true } else { false } }) { continue }
            // `x.struct`? Never a declaration after a dot.
            if index > 0, tokens[index - 1].isPunctuation(".") { continue }

            let introducesType = token.kind == .keyword && ["struct", "enum", "protocol", "class"].contains(token.text)
                || token.isName("actor")
            if introducesType, let name = next(index), name.kind == .identifier {
                let kind: Kind = token.isKeyword("protocol") ? .protocolOrAlias : .type
                found.append(Declaration(name: name.name, place: place, kind: kind, token: index + 1))
                pending = .type(place.qualifying(name.name))
            } else if token.isKeyword("typealias"), let name = next(index), name.kind == .identifier {
                found.append(Declaration(name: name.name, place: place, kind: .protocolOrAlias, token: index + 1))
            } else if token.isKeyword("extension") {
                var name = ""
                var cursor = index + 1
                while let part = next(cursor, 0), part.kind == .identifier {
                    name += (name.isEmpty ? "" : ".") + part.name
                    guard next(cursor)?.isPunctuation(".") == true else { break }
                    cursor += 2
                }
                pending = .extension(name)
            } else if token.isKeyword("func"), let name = next(index) {
                if name.kind == .operator {
                    found.append(Declaration(name: name.text, place: place, kind: .operatorFunction, token: index + 1))
                } else if name.kind == .identifier {
                    found.append(Declaration(name: name.name, place: place, kind: .value, token: index + 1))
                }
            } else if token.isKeyword("var") || token.isKeyword("let") || token.isKeyword("case"), let name = next(index), name.kind == .identifier {
                found.append(Declaration(name: name.name, place: place, kind: .value, token: index + 1))
            } else if token.isKeyword("init") {
                // `init(integerLiteral:)` and its kin are named whole: checks call them by
                // writing a literal. (Past `init!`, `init?` or `init<T>` to the parameters.)
                var parameters = index + 1
                while let part = next(parameters, 0), !part.isPunctuation("("), !part.isPunctuation("{") { parameters += 1 }
                let label = next(parameters, 0)?.isPunctuation("(") == true ? next(parameters, 1)?.name : nil
                let literal = label.map { "init(\($0):)" }.flatMap { Self.literalInitializers.contains($0) ? $0 : nil }
                found.append(Declaration(name: literal ?? "init", place: place, kind: .value, token: index))
            } else if token.isKeyword("subscript"), next(index)?.isPunctuation("(") == true,
                      // `subscript(index: Int)` and `subscript(_ index: Int)` are used as `x[1]`;
                      // `subscript(safe index: Int)` as `x[safe: 1]`.
                      let first = next(index, 2), let second = next(index, 3),
                      second.isPunctuation(":") || first.name == "_" {
                found.append(Declaration(name: "subscript", place: place, kind: .unlabelledSubscript, token: index))
            }
        }
        return found
    }
}

extension Declaration.Place {
    /// `name` as declared here, with the types (or the extended type) it is nested in.
    func qualifying(_ name: String) -> String {
        switch self {
        case .topLevel: name
        case .inType(let outer), .inExtension(let outer): outer + "." + name
        }
    }
}
