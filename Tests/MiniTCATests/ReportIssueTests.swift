import MiniTCA
import Testing

/// A `@DependencyClient` endpoint's test value, as the macro writes it: report, then throw.
private struct Weather {
    var forecast: @Sendable (_ city: String) async throws -> Int = { _ in
        reportIssue("Unimplemented: 'Weather.forecast'")
        throw Unimplemented("forecast")
    }
}

extension MiniTCATests {
    @MainActor struct ReportIssueTests {
        @Test func reportIssueFailsTheTestAtTheCallersLine() async {
            let issues = await capturingIssues {
                reportIssue("Out of stock")  // ← here
            }
            #expect(issues.messages == ["Out of stock"])
            #expect(issues.lines == [#line - 3])
        }

        @Test func anUnimplementedEndpointReportsAndThrows() async {
            var thrown: (any Error)?
            let issues = await capturingIssues {
                do { _ = try await Weather().forecast("Seoul") } catch { thrown = error }
            }
            #expect(issues.messages == ["Unimplemented: 'Weather.forecast'"])
            #expect((thrown as? Unimplemented)?.endpoint == "forecast")
        }
    }
}
