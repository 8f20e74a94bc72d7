import RenderTrace

/// Helpers for predict-the-trace exercises, where the learner writes down what the runtime will
/// do and the check compares it with what it did.
extension CheckContext {
    /// Expects the learner's prediction to be right; when it is not, shows the runtime's answer
    /// next to theirs, each labelled in both languages.
    public func expectPrediction(
        _ isRight: Bool, _ message: Message, runtime: String, yours: String,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        expect(isRight, message, expected: "\(runtime) (runtime · 실제 런타임)", actual: "\(yours) (yours · 내 예측)", file: file, line: line)
    }

    /// What the trace says of one view's body, in order: `↻ (reasons)` for each run and
    /// `· (inputsUnchanged)` for each skip — the evidence to quote beside a body-count prediction.
    public func bodyTraceLines(of view: String) -> String {
        trace.filter { $0.subject == view && ($0.kind == .bodyRan || $0.kind == .bodySkipped) }
            .map { $0.kind == .bodyRan ? "↻ (\($0.reasons.joined(separator: ", ")))" : "· (\($0.fact?.rawValue ?? "skipped"))" }
            .joined(separator: " ")
    }
}
