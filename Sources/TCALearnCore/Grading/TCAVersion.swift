import Foundation
import RenderTrace
import RuntimeSupport

/// The TCA release a program is written for. The runtime words its test-store failures as that
/// release does (TCA reworded them over the versions; see `TargetVersion` in the runtime), so a
/// learner reads the texts of the TCA they use. `play --tca 1.25` says which; otherwise the code
/// does: code written with 1.7+'s macros (`@Reducer`, `@ObservableState`…) or `@Shared` targets the newest
/// release, other code 1.5, the release the course teaches.
struct TCAVersion: ArgumentValue, Equatable {
    var major: Int
    var minor: Int
    var patch: Int

    static let taught = TCAVersion(major: 1, minor: 5, patch: 0)
    static let newest = TCAVersion(major: 1, minor: 25, patch: 5)

    /// What the graded or played program is told (the runtime reads it).
    static let environmentVariable = ProgramChannels.tcaVersionVariable

    init(major: Int, minor: Int, patch: Int) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// `1.25` or `1.25.5`: a 1.x release up to the newest.
    init?(argument: String) {
        let parts = argument.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard (2...3).contains(parts.count), parts.allSatisfy({ $0 != nil && $0! >= 0 }) else { return nil }
        self.init(major: parts[0]!, minor: parts[1]!, patch: parts.count == 3 ? parts[2]! : 0)
        guard major == 1, minor < Self.newest.minor || minor == Self.newest.minor && patch <= Self.newest.patch else { return nil }
    }

    static let placeholder = "VERSION"
    static let expectation = Localized(
        en: "a TCA release from 1.0 to 1.25, like 1.5 or 1.25", ko: "1.0부터 1.25까지의 TCA 버전(예: 1.5, 1.25)")

    var text: String { "\(major).\(minor).\(patch)" }

    /// The release code is written for when nobody says: the newest for code that uses 1.7+'s
    /// macros or 1.10+'s `@Shared`, 1.5 otherwise.
    static func written(_ sources: [String]) -> TCAVersion {
        let modernAttributes: Set<String> = [
            "Reducer", "ObservableState", "ViewAction", "Presents", "CasePathable", "DependencyClient", "Shared", "Perceptible",
        ]
        let modern = sources.contains { source in
            let tokens = SwiftTokenizer.tokenize(source)
            return zip(tokens, tokens.dropFirst()).contains {
                $0.kind == .punctuation && $0.text == "@" && modernAttributes.contains($1.text)
            }
        }
        return modern ? .newest : .taught
    }
}
