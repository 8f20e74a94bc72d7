import Foundation

/// The languages lesson text comes in. English is the fallback for anything not yet translated.
enum Language: String, Codable, Sendable, CaseIterable {
    case en, ko

    /// `ko` when `LC_ALL`, `LC_MESSAGES` or `LANG` (in that order, as POSIX reads them) starts
    /// with `ko`; otherwise `en`.
    static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Language {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty {
                return value.lowercased().hasPrefix("ko") ? .ko : .en
            }
        }
        return .en
    }

    /// The English or Korean of a piece of the tool's own text, written as a pair where it is said.
    func text(_ en: String, _ ko: String) -> String {
        Localized(en: en, ko: ko).text(self)
    }
}

/// A piece of course text in English and Korean: `{"en": "…", "ko": "…"}` in the JSON files.
struct Localized: Codable, Sendable, Equatable {
    var en: String
    var ko: String?

    init(en: String, ko: String? = nil) {
        self.en = en
        self.ko = ko
    }

    func text(_ language: Language) -> String {
        switch language {
        case .en: en
        case .ko: ko ?? en
        }
    }
}

/// A course text file (explanation, instructions, solution) as shown: trimmed, empty when missing.
func readText(_ file: URL) -> String {
    (try? String(contentsOf: file, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
}
