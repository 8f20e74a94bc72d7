import RenderTrace
@testable import MiniSwiftUI

/// Runs `body` with a fresh trace and returns what it recorded.
@MainActor
func traced<T>(_ body: () throws -> T) rethrows -> (T, [TraceEvent]) {
    TraceRecorder.reset()
    TraceRecorder.isEnabled = true
    return try TraceRecorder.capture(body)
}

/// Captures the lines `Self._printChanges()` records.
func printedChanges(in events: [TraceEvent]) -> [String] {
    events.filter { $0.kind == .log }.compactMap(\.detail)
}

extension Array where Element == TraceEvent {
    func of(_ kind: TraceEvent.Kind) -> [TraceEvent] {
        filter { $0.kind == kind }
    }
}
