import Foundation
import RenderTrace
import RuntimeSupport

/// The TCA release the program is written for, whose words the test store's failures use: TCA
/// reworded them over the versions (1.23.1 dropped each heading's trailing "…" and the bullets,
/// and 1.10 the end-of-test list of unreceived actions). The tool says which release
/// (`ProgramChannels.tcaVersionVariable`, `1.25` or `1.5.0`: `play --tca`, or by the code, see
/// README); without one, 1.5's. The runtime has two sets of texts: 1.5's for 1.0–1.9 and 1.25's for 1.10 onward
/// (1.10–1.23.0 worded a few of them in between, which it does not reproduce).
enum TargetVersion {
    static let environmentVariable = ProgramChannels.tcaVersionVariable

    /// Whether the texts are 1.25's.
    static let usesModernTexts: Bool = {
        guard let text = ProcessInfo.processInfo.environment[environmentVariable] else { return false }
        let parts = text.split(separator: ".").map { Int($0) ?? 0 }
        return parts.count >= 2 && (parts[0], parts[1]) >= (1, 10)
    }()

    /// A heading that leads into details: `Received unexpected action: …` (1.0–1.9) or
    /// `Received unexpected action:` (1.25).
    static func leading(_ heading: String) -> String {
        usesModernTexts ? "\(heading):" : "\(heading): …"
    }

    /// A heading that is a sentence of its own: `… before sending an action: …` (1.0–1.9) or
    /// `… before sending an action.` (1.25).
    static func sentence(_ heading: String) -> String {
        usesModernTexts ? "\(heading)." : "\(heading): …"
    }

    /// A runtime warning (`ifLet`, `ifCaseLet`, `Scope`, `forEach`, `Effect.run`), written in 1.5's
    /// words, as the targeted release words it: 1.23.1 dropped the "…" after the first sentence
    /// and the bullet before each likely reason, and since observation the advice speaks of "a
    /// store" where 1.5 said "a view store".
    static func warning(_ text: String) -> String {
        guard usesModernTexts else { return text }
        return text
            .replacingOccurrences(of: " …\n", with: "\n")
            .replacingOccurrences(of: "\n• ", with: "\n")
            .replacingOccurrences(of: "from a view store", with: "from a store")
    }

    /// Whether the runtime behaves as TCA does since it changed after 1.9, with 1.25's texts: a
    /// test store's root feature can dismiss itself (1.11), and each root store keeps its own
    /// cancellation ids (1.20.1). Simplified: from 1.10 on, as the texts.
    static var usesModernBehaviour: Bool { usesModernTexts }

    /// A heading that ends in a colon before a list: `… skipped:` (1.0–1.9) or `… skipped.` (1.25).
    static func plainSentence(_ heading: String) -> String {
        usesModernTexts ? "\(heading)." : "\(heading):"
    }
}
