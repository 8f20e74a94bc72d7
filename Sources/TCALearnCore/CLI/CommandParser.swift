import Foundation

/// Fills a command's `@Flag`, `@Option` and `@Argument` properties from its words.
///
/// The property wrappers ask `CommandParser.current` for their value as the command is created.
/// The parser creates it twice: first to collect the declarations (which options take a value,
/// which are flags, the positional arguments in order), then, once the words are split by those
/// declarations, to read each value. A wrong value or a missing argument is recorded and thrown
/// after the command is made, as the `UsageError` that says what to do.
final class CommandParser: @unchecked Sendable {
    @TaskLocal static var current: CommandParser?

    private let isReading: Bool
    /// Where relative paths given as values start (the learner's folder).
    let directory: URL?
    private(set) var declarations: [OptionDeclaration] = []
    private var flags: Set<String> = []
    private var values: [String: String] = [:]
    private var positionals: [String] = []
    private var positionalsRead = 0
    private var errors: [UsageError] = []

    private init(isReading: Bool, directory: URL? = nil) {
        self.isReading = isReading
        self.directory = directory
    }

    /// What `make` declares, in declaration order.
    static func declarations(of make: () -> Void) -> [OptionDeclaration] {
        let parser = CommandParser(isReading: false)
        $current.withValue(parser, operation: make)
        return parser.declarations
    }

    /// The global options and the command, filled from `words`; relative paths start at `directory`.
    static func parse<C: Command>(_ words: [String], as command: C.Type, directory: URL? = nil) throws -> (GlobalOptions, C) {
        let declared = declarations { _ = GlobalOptions(); _ = C() }
        let parser = CommandParser(isReading: true, directory: directory)
        try parser.split(words, by: declared)
        let parsed = $current.withValue(parser) { (GlobalOptions(), C()) }
        if let error = parser.errors.first { throw error }
        guard parser.positionalsRead == parser.positionals.count else {
            throw UsageError.tooManyArguments(Array(parser.positionals.dropFirst(parser.positionalsRead)))
        }
        return parsed
    }

    // MARK: - What the property wrappers call

    func flag(_ declaration: OptionDeclaration) -> Bool? {
        guard isReading else { return declare(declaration) }
        return flags.contains(declaration.name)
    }

    func value<Value: ArgumentValue>(_ declaration: OptionDeclaration, as type: Value.Type) -> Value? {
        guard isReading else { return declare(declaration) }
        guard let text = values[declaration.name] else { return nil }
        return read(text, as: type, for: declaration.name)
    }

    func argument<Value: ArgumentValue>(_ declaration: OptionDeclaration, as type: Value.Type) -> Value? {
        guard isReading else { return declare(declaration) }
        guard positionalsRead < positionals.count else {
            if declaration.kind == .argument(isOptional: false) { errors.append(.missingArgument(declaration.help)) }
            return nil
        }
        positionalsRead += 1
        return read(positionals[positionalsRead - 1], as: type, for: declaration.name)
    }

    private func declare<T>(_ declaration: OptionDeclaration) -> T? {
        declarations.append(declaration)
        return nil
    }

    private func read<Value: ArgumentValue>(_ text: String, as type: Value.Type, for name: String) -> Value? {
        guard let value = Value(argument: text) else {
            errors.append(.badValue(option: name, value: text, expected: Value.expectation))
            return nil
        }
        return value
    }

    // MARK: - Splitting the words

    /// Accepts `--name value` and `--name=value`; `--` ends the options. An unknown option is an
    /// error that names the nearest known one.
    private func split(_ words: [String], by declared: [OptionDeclaration]) throws {
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            if optionsEnded || !word.hasPrefix("-") || word == "-" {
                positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            var name = word
            var inlineValue: String?
            if let equals = word.firstIndex(of: "=") {
                name = String(word[..<equals])
                inlineValue = String(word[word.index(after: equals)...])
            }
            guard let declaration = declared.first(where: { $0.name == name && !$0.isArgument }) else {
                let known = declared.filter { !$0.isArgument }.map(\.name)
                throw UsageError.unknownOption(name, suggestion: nearest(to: name, in: known))
            }
            switch declaration.kind {
            case .option(let placeholder):
                if let inlineValue {
                    values[name] = inlineValue
                } else if index < words.count {
                    values[name] = words[index]
                    index += 1
                } else {
                    throw UsageError.missingValue(name, placeholder)
                }
            case .flag:
                guard inlineValue == nil else { throw UsageError.flagTakesNoValue(name) }
                flags.insert(name)
            case .flagWithValue:
                flags.insert(name)
                values[name] = inlineValue
            case .argument:
                break
            }
        }
    }
}

/// The candidate nearest to `name`, when it is close enough to be what was meant.
func nearest(to name: String, in candidates: [String]) -> String? {
    candidates.min { editDistance(name, $0) < editDistance(name, $1) }
        .flatMap { editDistance(name, $0) <= 3 ? $0 : nil }
}

/// The number of single-character edits between two strings (for "did you mean …?").
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = current
    }
    return previous[b.count]
}
