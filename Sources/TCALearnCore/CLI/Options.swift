import Foundation

// How a command declares what it accepts, in the shape of swift-argument-parser (without the
// package): each option, flag and positional argument is one property, declared once with its
// name and help in English and Korean, and read back already typed.
//
//     struct GradeCommand: Command {
//         @Argument("LESSON|EXERCISE", help: "the lesson or exercise to grade", ko: "채점할 강의나 연습 문제")
//         var selection: String?
//         @Option("--format", help: "What to write (default: text).", ko: "출력 형식(기본값: text)")
//         var format = Format.text
//         @Flag("--always-exit-zero", help: "Exit 0 whatever the grade.", ko: "채점 결과와 상관없이 0으로 끝납니다.")
//         var alwaysExitZero: Bool
//         …
//     }
//
// The parser creates the command twice: once to collect these declarations (for tokenizing the
// words and for `--help`), once to fill them from the words (see `CommandParser`).

/// A type an option's or argument's text is read as.
protocol ArgumentValue: Sendable {
    init?(argument: String)
    /// How help shows the value, e.g. `FILE`, `en|ko`.
    static var placeholder: String { get }
    /// What a wrong value is told it should be, e.g. "en or ko".
    static var expectation: Localized { get }
}

extension ArgumentValue {
    static var expectation: Localized { Localized(en: placeholder, ko: placeholder) }
}

extension String: ArgumentValue {
    init?(argument: String) { self = argument }
    static var placeholder: String { "TEXT" }
}

/// A path, relative to the learner's folder unless absolute.
extension URL: ArgumentValue {
    init?(argument: String) {
        guard !argument.isEmpty else { return nil }
        let expanded = argument.hasPrefix("~/") ? NSString(string: argument).expandingTildeInPath : argument
        self = URL(fileURLWithPath: expanded, relativeTo: CommandParser.current?.directory).absoluteURL.standardizedFileURL
    }

    static var placeholder: String { "PATH" }
}

/// A choice among fixed words (`--format json`): the cases are the words.
extension ArgumentValue where Self: CaseIterable & RawRepresentable, RawValue == String {
    init?(argument: String) { self.init(rawValue: argument.lowercased()) }
    static var placeholder: String { allCases.map(\.rawValue).joined(separator: "|") }
    static var expectation: Localized {
        let words = allCases.map(\.rawValue)
        guard words.count > 1 else { return Localized(en: words.joined(), ko: words.joined()) }
        let list = words.dropLast().joined(separator: ", ")
        return Localized(en: list + " or " + words.last!, ko: list + ", " + words.last! + " 중 하나")
    }
}

extension Language: ArgumentValue {}

/// One thing a command accepts, as declared: for parsing and for `--help`.
struct OptionDeclaration: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case flag
        /// An option that takes a value: `--format json`, `--format=json`.
        case option(placeholder: String)
        /// A flag that may carry a value, only after `=`: `--html` or `--html=trace.html` (a
        /// separate word after it stays a positional argument).
        case flagWithValue(placeholder: String)
        /// A positional argument, in declaration order.
        case argument(isOptional: Bool)
    }

    /// `--format`, or for an argument the name help shows (`EXERCISE`).
    var name: String
    var kind: Kind
    /// What it does (an option) or what it names (an argument: "the exercise to check"), in
    /// English and Korean.
    var help: Localized

    var isArgument: Bool {
        if case .argument = kind { return true }
        return false
    }

    /// How help and the usage line show it: `--format text|json`, `[EXERCISE]`.
    var label: String {
        switch kind {
        case .flag: name
        case .option(let placeholder): "\(name) \(placeholder)"
        case .flagWithValue(let placeholder): "\(name)[=\(placeholder)]"
        case .argument(let isOptional): isOptional ? "[\(name)]" : name
        }
    }
}

/// `@Flag("--all", help: "…", ko: "…") var showAll: Bool`: true when the flag is given.
@propertyWrapper
struct Flag: Sendable {
    let wrappedValue: Bool

    init(_ name: String, help: String, ko: String) {
        wrappedValue = CommandParser.current?.flag(OptionDeclaration(name: name, kind: .flag, help: Localized(en: help, ko: ko))) ?? false
    }
}

/// `@FlagWithValue("--html", value: "FILE", help: "…", ko: "…") var html: Bool`: true when given,
/// bare or as `--html=FILE`; `$html` is the value, when one was given.
@propertyWrapper
struct FlagWithValue<Value: ArgumentValue>: Sendable {
    let wrappedValue: Bool
    let projectedValue: Value?

    init(_ name: String, value placeholder: String? = nil, help: String, ko: String) {
        let declaration = OptionDeclaration(name: name, kind: .flagWithValue(placeholder: placeholder ?? Value.placeholder), help: Localized(en: help, ko: ko))
        wrappedValue = CommandParser.current?.flag(declaration) ?? false
        projectedValue = wrappedValue ? CommandParser.current?.value(declaration, as: Value.self) : nil
    }
}

/// `@Option("--format", help: "…", ko: "…") var format: Format = .text`, or without a default on
/// an optional property: `@Option("--output", value: "FILE", help: "…", ko: "…") var output: URL?`.
@propertyWrapper
struct Option<Value: Sendable>: Sendable {
    let wrappedValue: Value

    init(wrappedValue: Value, _ name: String, value placeholder: String? = nil, help: String, ko: String) where Value: ArgumentValue {
        let declaration = OptionDeclaration(name: name, kind: .option(placeholder: placeholder ?? Value.placeholder), help: Localized(en: help, ko: ko))
        self.wrappedValue = CommandParser.current?.value(declaration, as: Value.self) ?? wrappedValue
    }

    init<Wrapped: ArgumentValue>(_ name: String, value placeholder: String? = nil, help: String, ko: String) where Value == Wrapped? {
        let declaration = OptionDeclaration(name: name, kind: .option(placeholder: placeholder ?? Wrapped.placeholder), help: Localized(en: help, ko: ko))
        wrappedValue = CommandParser.current?.value(declaration, as: Wrapped.self)
    }
}

/// A positional argument: `@Argument("EXERCISE", help: "…", ko: "…") var exercise: String?`
/// (optional) or `@Argument("FILE.swift", help: "…", ko: "…") var file: String` (required; missing
/// is a usage error). `help` names what is missing ("the Swift file to run") in that error.
@propertyWrapper
struct Argument<Value: Sendable>: Sendable {
    private let value: Value?

    /// Only nil while the parser is collecting declarations, when nothing reads it.
    var wrappedValue: Value { value! }

    init(_ name: String, help: String, ko: String) where Value: ArgumentValue {
        value = CommandParser.current?.argument(OptionDeclaration(name: name, kind: .argument(isOptional: false), help: Localized(en: help, ko: ko)), as: Value.self)
    }

    init<Wrapped: ArgumentValue>(_ name: String, help: String, ko: String) where Value == Wrapped? {
        value = .some(CommandParser.current?.argument(OptionDeclaration(name: name, kind: .argument(isOptional: true), help: Localized(en: help, ko: ko)), as: Wrapped.self))
    }
}
