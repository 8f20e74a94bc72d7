/// A command-line option or flag, declared next to the command that uses it, so that parsing and
/// `--help` come from the same place (the shape of swift-argument-parser, without the package).
public struct OptionSpec: Sendable {
    public var name: String
    /// Nil for a flag (`--no-color`); the value's placeholder for an option (`--lang en|ko`).
    public var valueName: String?
    public var help: String

    public static func flag(_ name: String, help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: nil, help: help)
    }

    public static func option(_ name: String, value: String, help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: value, help: help)
    }
}

/// The arguments of one command after parsing: flags, option values, and positionals.
public struct ParsedArguments: Sendable {
    public var flags: Set<String> = []
    public var values: [String: String] = [:]
    public var positionals: [String] = []

    public func has(_ flag: String) -> Bool { flags.contains(flag) }
    public func value(_ option: String) -> String? { values[option] }

    /// Parses `arguments` against `specs`. Accepts `--name value` and `--name=value`; `--` ends
    /// the options. Unknown options are an error that names the nearest known one.
    public static func parse(_ arguments: [String], specs: [OptionSpec]) throws -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let spec = specs.first(where: { $0.name == name }) else {
                throw UsageError.unknownOption(name, suggestion: nearest(to: name, in: specs.map(\.name)))
            }
            if let valueName = spec.valueName {
                if let inlineValue {
                    parsed.values[name] = inlineValue
                } else if index < arguments.count {
                    parsed.values[name] = arguments[index]
                    index += 1
                } else {
                    throw UsageError.missingValue(name, valueName)
                }
            } else {
                guard inlineValue == nil else { throw UsageError.flagTakesNoValue(name) }
                parsed.flags.insert(name)
            }
        }
        return parsed
    }

    private static func nearest(to name: String, in candidates: [String]) -> String? {
        candidates.min { editDistance(name, $0) < editDistance(name, $1) }
            .flatMap { editDistance(name, $0) <= 3 ? $0 : nil }
    }
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

/// A mistake in how the command was called. Exit code 2, with a message that says what to do.
public enum UsageError: Error, CustomStringConvertible {
    case unknownCommand(String, suggestion: String?)
    case unknownOption(String, suggestion: String?)
    case missingValue(String, String)
    case flagTakesNoValue(String)
    case badValue(option: String, value: String, expected: String)
    case missingArgument(String)
    case tooManyArguments([String])
    case unknownExercise(String)
    case other(String)

    public var description: String {
        switch self {
        case .unknownCommand(let name, let suggestion):
            "Unknown command \"\(name)\"." + (suggestion.map { " Did you mean \"\($0)\"?" } ?? "") + " Run \"tca-learn --help\" for the list."
        case .unknownOption(let name, let suggestion):
            "Unknown option \(name)." + (suggestion.map { " Did you mean \($0)?" } ?? "") + " Add --help to see the options."
        case .missingValue(let name, let valueName):
            "\(name) needs a value: \(name) \(valueName)."
        case .flagTakesNoValue(let name):
            "\(name) is a flag and takes no value."
        case .badValue(let option, let value, let expected):
            "\"\(value)\" is not a valid value for \(option); expected \(expected)."
        case .missingArgument(let what):
            "Missing \(what). Add --help to see how to call this command."
        case .tooManyArguments(let extra):
            "Unexpected argument\(extra.count == 1 ? "" : "s"): \(extra.joined(separator: " ")). Add --help to see how to call this command."
        case .unknownExercise(let name):
            "No exercise is called \"\(name)\". Run \"tca-learn list\" to see the exercises."
        case .other(let message):
            message
        }
    }
}
