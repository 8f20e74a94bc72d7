/// A file of XCTest tests given to `play` as a test target holds them: it imports XCTest, declares
/// `XCTestCase` subclasses, has no top-level code and never calls `XCTMain`. `swift test` finds
/// such tests itself; on Linux a program must list them for `XCTMain` (`allTests`, `asyncTest`).
/// So, as `swift test` does, the tool reads the `test…` methods from the source and writes that
/// list in an entry point compiled beside the file. A file that calls `XCTMain` runs as it is.
struct XCTestFile: Equatable {
    /// One `XCTestCase` subclass and its test methods, in source order.
    struct TestCase: Equatable {
        var name: String
        var tests: [Test]
    }

    /// A method XCTest runs: `func test…()`, no arguments, nothing returned.
    struct Test: Equatable {
        var name: String
        var isAsync: Bool
        var throwsErrors: Bool
    }

    var testCases: [TestCase]

    /// The test cases of `source`, or nil when it is no XCTest file as above.
    init?(_ source: String) {
        let tokens = SwiftTokenizer.tokenize(source)
        let importsXCTest = zip(tokens, tokens.dropFirst()).contains { $0.isKeyword("import") && $1.isName("XCTest") }
        guard importsXCTest, !tokens.contains(where: Self.isXCTMain),
              !Self.hasTopLevelStatements(tokens) else { return nil }
        let declarations = Self.topLevelDeclarations(tokens)
        var cases: [TestCase] = []
        for declaration in declarations where declaration.isTestCase {
            cases.append(TestCase(name: declaration.name, tests: Self.tests(in: declaration.body, tokens)))
        }
        // Tests declared in an extension of a test case run with it, as `swift test` runs them.
        for declaration in declarations where declaration.isExtension {
            guard let index = cases.firstIndex(where: { $0.name == declaration.name }) else { continue }
            cases[index].tests += Self.tests(in: declaration.body, tokens)
        }
        guard !cases.isEmpty else { return nil }
        testCases = cases
    }

    /// Whether `source` runs XCTest itself, calling `XCTMain`.
    static func callsXCTMain(_ source: String) -> Bool {
        SwiftTokenizer.tokenize(source).contains(where: isXCTMain)
    }

    private static func isXCTMain(_ token: SwiftToken) -> Bool { token.isName("XCTMain") }

    /// The entry point compiled beside the file: every test case's tests handed to `XCTMain`.
    /// An async test runs through `asyncTest`; a synchronous one on the main actor, where XCTest
    /// runs it (a `@MainActor` test case's methods may be called only there).
    var entryPoint: String {
        let cases = testCases.map { testCase in
            let tests = testCase.tests.map { test in
                let call = (test.throwsErrors ? "try " : "") + (test.isAsync ? "await " : "") + "test.\(test.name)()"
                let body = test.isAsync
                    ? "asyncTest { (test: \(testCase.name)) in { \(call) } }"
                    : "{ (test: \(testCase.name)) in { \(test.throwsErrors ? "try " : "")MainActor.assumeIsolated { \(call) } } }"
                return "            (\"\(test.name)\", \(body)),"
            }
            return "        testCase([\n" + tests.joined(separator: "\n") + (tests.isEmpty ? "" : "\n") + "        ] as [(String, (\(testCase.name)) -> () throws -> Void)]),"
        }
        return """
            import XCTest

            @main enum TCALearnXCTestEntryPoint {
                static func main() {
                    XCTMain([
            \(cases.joined(separator: "\n"))
                    ])
                }
            }

            """
    }

    // MARK: - Reading the source

    /// A `class` or `extension` at the top level: its name and the token range of its body.
    private struct Declaration {
        var name: String
        var isTestCase: Bool
        var isExtension: Bool
        var body: Range<Int>
    }

    private static let hidden: Set<String> = ["private", "fileprivate"]

    private static func topLevelDeclarations(_ tokens: [SwiftToken]) -> [Declaration] {
        var found: [Declaration] = []
        var depth = 0
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("{") { depth += 1 } else if token.isPunctuation("}") { depth -= 1 }
            guard depth == 0, token.isKeyword("class") || token.isKeyword("extension"), index + 1 < tokens.count,
                  tokens[index + 1].kind == .identifier, let open = tokens[(index + 1)...].firstIndex(where: { $0.isPunctuation("{") })
            else {
                index += 1
                continue
            }
            let close = matchingBrace(tokens, open)
            let header = tokens[(index + 2)..<open]
            let isGeneric = header.first.map { $0.kind == .operator && $0.text.hasPrefix("<") } == true
            let isTestCase = token.isKeyword("class") && !isGeneric && !modifiers(before: index, tokens).contains { hidden.contains($0) }
                && header.first?.isPunctuation(":") == true
                && header.prefix { !$0.isKeyword("where") }.contains { $0.isName("XCTestCase") }
            found.append(Declaration(
                name: tokens[index + 1].name, isTestCase: isTestCase, isExtension: token.isKeyword("extension"), body: (open + 1)..<close))
            index = close + 1
        }
        return found
    }

    /// The `test…` methods declared directly in a body.
    private static func tests(in body: Range<Int>, _ tokens: [SwiftToken]) -> [Test] {
        var found: [Test] = []
        var depth = 0
        for index in body {
            let token = tokens[index]
            if token.isPunctuation("{") { depth += 1 } else if token.isPunctuation("}") { depth -= 1 }
            guard depth == 0, token.isKeyword("func"), index + 3 < body.upperBound else { continue }
            let name = tokens[index + 1]
            guard name.kind == .identifier, name.name.hasPrefix("test"), name.text == name.name,
                  tokens[index + 2].isPunctuation("("), tokens[index + 3].isPunctuation(")"),
                  !modifiers(before: index, tokens).contains(where: { hidden.contains($0) || $0 == "static" || $0 == "class" })
            else { continue }
            // The effects and result between `)` and the body: `async`, `throws`, no `->`.
            let effects = tokens[(index + 4)..<body.upperBound].prefix { !$0.isPunctuation("{") }
            guard !effects.contains(where: { $0.isOperator("->") }) else { continue }
            found.append(Test(
                name: name.text, isAsync: effects.contains { $0.isName("async") },
                throwsErrors: effects.contains { $0.isKeyword("throws") }))
        }
        return found
    }

    /// The modifiers and attributes' names written before the declaration word at `index`.
    private static func modifiers(before index: Int, _ tokens: [SwiftToken]) -> [String] {
        var words: [String] = []
        var position = index - 1
        while position >= 0 {
            let token = tokens[position]
            if token.kind == .keyword || token.kind == .identifier {
                guard ["private", "fileprivate", "public", "internal", "open", "final", "static", "class", "override",
                       "nonisolated", "required", "dynamic"].contains(token.text)
                    || (position > 0 && tokens[position - 1].isPunctuation("@")) else { break }
                words.append(token.text)
            } else if !token.isPunctuation("@") {
                break
            }
            position -= 1
        }
        return words
    }

    private static func matchingBrace(_ tokens: [SwiftToken], _ open: Int) -> Int {
        var depth = 0
        for index in open..<tokens.count {
            if tokens[index].isPunctuation("{") { depth += 1 }
            if tokens[index].isPunctuation("}") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return tokens.count
    }

    /// Whether code runs at the top level (a statement, not a declaration): such a file is a
    /// program, compiled as a script, and runs what it says. A line that starts a new item at
    /// the top level must start with a declaration word, a modifier, an attribute or a
    /// compiler directive; a line that continues the previous one (after an operator, a comma,
    /// inside brackets) starts nothing.
    private static func hasTopLevelStatements(_ tokens: [SwiftToken]) -> Bool {
        let declarationWords: Set<String> = [
            "import", "struct", "class", "enum", "extension", "func", "let", "var", "protocol", "typealias", "actor",
            "precedencegroup", "operator", "prefix", "postfix", "infix", "macro", "public", "private", "fileprivate",
            "internal", "open", "final", "nonisolated", "indirect", "package",
        ]
        var depth = 0
        var directiveLine = -1
        for (index, token) in tokens.enumerated() {
            defer {
                if ["{", "(", "["].contains(token.text), token.kind == .punctuation { depth += 1 }
                if ["}", ")", "]"].contains(token.text), token.kind == .punctuation { depth -= 1 }
            }
            guard depth == 0, token.line != directiveLine else { continue }
            if token.kind == .pound {
                if ["#if", "#elseif", "#else", "#endif", "#warning", "#error", "#sourceLocation"].contains(token.text) { directiveLine = token.line }
                continue
            }
            let previous = index > 0 ? tokens[index - 1] : nil
            let startsItem = previous.map { previous in
                previous.isPunctuation(";") || previous.line < token.line && previous.kind != .operator
                    && !(previous.kind == .punctuation && [",", ":", ".", "@"].contains(previous.text))
            } ?? true
            guard startsItem, token.kind == .keyword || token.kind == .identifier else { continue }
            if declarationWords.contains(token.text) || previous?.isPunctuation("@") == true { continue }
            // A continuation of the previous line's declaration (`where`, `throws`, `async`, `->`).
            if ["where", "throws", "rethrows", "async", "in"].contains(token.text) { continue }
            return true
        }
        return false
    }
}
