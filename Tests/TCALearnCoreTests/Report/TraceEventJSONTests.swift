import Foundation
import RenderTrace
import Testing

/// The runtime writes trace events by hand (it has no Foundation); the engine reads them with
/// `JSONDecoder`. This keeps the two in step.
@Suite struct TraceEventJSONTests {
    @Test func handWrittenJSONLinesDecodeToTheSameEvent() throws {
        let events = [
            TraceEvent(.bodyRan, path: "ContentView/VStack/Counter", subject: "Counter", reasons: ["@self", "@identity", "_count"]),
            TraceEvent(.stateWrite, path: "A", subject: "Model", property: "title", oldValue: "\"a \\ \" b\"", newValue: "\"line\nbreak\ttab\u{1}\r\n한\\국🦊\"", detail: "한국어 ✓"),
            TraceEvent(.effect, path: "Feature", fact: .cancelled, detail: ".run (Feature.swift:12)"),
            TraceEvent(.renderTree, path: "A", subject: "A", oldValue: "  A\n-   Text \"x\"", newValue: "  A\n+   Text \"y\""),
            TraceEvent(.log),
        ]
        for event in events {
            let decoded = try JSONDecoder().decode(TraceEvent.self, from: Data(event.jsonLine.utf8))
            #expect(decoded == event)
            #expect(!event.jsonLine.contains("\n"))
        }
    }
}
