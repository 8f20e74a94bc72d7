import Foundation

/// A file of swift-testing tests given to `play`: it imports Testing and declares `@Test`
/// functions or `@Suite`s, and, as in a test target, has no entry point of its own.
enum TestFile {
    static func isTestFile(_ source: String) -> Bool {
        let tokens = SwiftTokenizer.tokenize(source)
        let importsTesting = zip(tokens, tokens.dropFirst()).contains { $0.text == "import" && $1.text == "Testing" }
        let declaresTests = zip(tokens, tokens.dropFirst()).contains {
            $0.kind == .punctuation && $0.text == "@" && ($1.text == "Test" || $1.text == "Suite")
        }
        return importsTesting && declaresTests
    }

    /// The entry point compiled beside a test file: runs its tests (MiniTCATesting's
    /// `SwiftTestingRun`), which report through the event stream `TestOutcome` reads.
    static let entryPoint = """
        import MiniTCATesting

        @main enum TCALearnTestEntryPoint {
            static func main() async { await SwiftTestingRun.main() }
        }

        """
}

/// How one swift-testing test ended, read from the test run's event stream (schema version 0:
/// a JSON object a line; `test` records describe the tests, `event` records say what happened).
struct TestOutcome: Sendable, Equatable {
    /// The test's name as declared (`basics()`), with its suite's (`CounterTests/basics()`).
    var name: String
    var passed: Bool
    /// How many issues it recorded.
    var issues: Int

    /// The outcomes of the test functions (not the suites) in the order they ended.
    static func read(events: String) -> [TestOutcome] {
        var tests: [String: (name: String, isSuite: Bool)] = [:]
        var issues: [String: Int] = [:]
        var outcomes: [TestOutcome] = []
        for line in events.split(separator: "\n") {
            guard let record = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let payload = record["payload"] as? [String: Any], let kind = payload["kind"] as? String
            else { continue }
            switch (record["kind"] as? String, kind) {
            case ("test", _):
                if let id = payload["id"] as? String, let name = payload["name"] as? String {
                    tests[id] = (name, kind == "suite")
                }
            case ("event", "issueRecorded"):
                let issue = payload["issue"] as? [String: Any]
                if let id = payload["testID"] as? String, issue?["isKnown"] as? Bool != true {
                    issues[id, default: 0] += 1
                }
            case ("event", "testEnded"):
                if let id = payload["testID"] as? String, let test = tests[id], !test.isSuite {
                    let count = issues[id] ?? 0
                    outcomes.append(TestOutcome(name: path(of: id, in: tests), passed: count == 0, issues: count))
                }
            default:
                continue
            }
        }
        return outcomes
    }

    /// `CounterTests/basics()`: the names of the suites a test is in, then its own. A test's id is
    /// its suite's id, its name and its source location, joined by `/`; a suite's, its enclosing
    /// suite's and its name.
    private static func path(of id: String, in tests: [String: (name: String, isSuite: Bool)]) -> String {
        guard let test = tests[id] else { return id }
        let parent = id.split(separator: "/", omittingEmptySubsequences: false).dropLast(test.isSuite ? 1 : 2).joined(separator: "/")
        guard tests[parent]?.isSuite == true else { return test.name }
        return path(of: parent, in: tests) + "/" + test.name
    }
}
