import RenderTrace

/// Helpers for predict-the-trace exercises, where the learner writes down what the runtime will
/// do and the check compares it with what it did.
extension CheckContext {
    /// Expects the learner's prediction to be right; when it is not, the report shows the
    /// runtime's answer and the learner's, labelled as such in the learner's language (and `why`,
    /// like `expect`'s, in place of the exercise's concept).
    public func expectPrediction(
        _ isRight: Bool, _ message: Message, runtime: String, yours: String, why: Message? = nil,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        guard !isRight else { return }
        record(message, expected: runtime, actual: yours, why: why, comparison: .prediction, file: file, line: line)
    }

    /// What the trace says of one view's body, in order: `↻ (reasons)` for each run (the names
    /// `Self._printChanges()` prints: `@self`, `_count`) and a skip for each time its inputs were
    /// unchanged — the evidence to quote beside a body-count prediction, in both languages.
    public func bodyTraceLines(of view: String) -> Message {
        let events = trace.filter { $0.subject == view && ($0.kind == .bodyRan || $0.kind == .bodySkipped) }
        func line(_ skipped: String) -> String {
            events.map { $0.kind == .bodyRan ? "↻ (\($0.reasons.joined(separator: ", ")))" : "· \(skipped)" }.joined(separator: " ")
        }
        return Message(en: line("skipped (same inputs)"), ko: line("건너뜀 (입력이 같음)"))
    }
}

extension Message {
    /// One message after the other, in each language: `Message(en: "In the trace: ", ko: "트레이스: ") + lines`.
    public static func + (lhs: Message, rhs: Message) -> Message {
        Message(en: lhs.en + rhs.en, ko: (lhs.ko ?? lhs.en) + (rhs.ko ?? rhs.en))
    }
}
