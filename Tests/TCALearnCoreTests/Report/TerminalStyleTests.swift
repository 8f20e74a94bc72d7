import Foundation
import Testing
@testable import TCALearnCore

/// How output looks on a terminal: clickable paths where the terminal draws them, and Korean
/// particles in the form the word before them asks for.
@Suite struct TerminalStyleTests {
    @Test func particlesFollowTheLastSoundOfTheWord() {
        // The style sheet's own examples (AUTHORING.md, "Korean").
        #expect("\("Counter", .topic)" == "Counter는")
        #expect("\("Binding<Value>", .subject)" == "Binding<Value>가")
        #expect("\("body", .subject)" == "body가")
        #expect("\("likeBinding(for:)", .topic)" == "likeBinding(for:)는")
        #expect("\("Reduce", .object)" == "Reduce를")
        #expect("\("Text", .topic)" == "Text는")
        #expect("\("ViewStore", .with)" == "ViewStore와")
        #expect("\("2", .topic)" == "2는")
        #expect("\("Thermostat", .object)" == "Thermostat을")
        #expect("\("@Binding", .topic)" == "@Binding은")
        #expect("\("Button", .topic)" == "Button은")
        #expect("\("init", .topic)" == "init은")
        #expect("\(".run", .topic)" == ".run은")
        #expect("\("1", .topic)" == "1은")
        #expect("\("3", .object)" == "3을")
        #expect("\("Toggle", .topic)" == "Toggle은")
        #expect("\("Toggle", .direction)" == "Toggle로")
        #expect("\("3", .direction)" == "3으로")
        #expect("\("TestClock", .topic)" == "TestClock은")
        #expect("\("withLock", .direction)" == "withLock으로")
        #expect("\("pullback", .with)" == "pullback과")
        #expect("\("check", .object)" == "check를")
        // Files, quoted commands, acronyms and Korean words.
        #expect("\("Counter.swift", .subject)" == "Counter.swift가")
        #expect("\("\"tca-learn list\"", .direction)" == "\"tca-learn list\"로")
        #expect("\("URL", .object)" == "URL을")
        #expect("\("TCA", .topic)" == "TCA는")
        #expect("\("바인딩", .subject)" == "바인딩이")
        #expect("\("스토어", .subject)" == "스토어가")
        #expect("\("파일", .direction)" == "파일로")
    }

    @Test func pathsAreClickableOnlyOnTerminalsThatDrawLinksAndNeverWithoutColour() {
        func style(_ environment: [String: String], terminal: Bool = true, noColor: Bool = false) -> Style {
            Style.detect(noColorFlag: noColor, language: .en, isTerminal: terminal, directory: URL(fileURLWithPath: "/work"), environment: environment)
        }
        let file = URL(fileURLWithPath: "/work/wb/Counter.swift")
        #expect(style(["TERM_PROGRAM": "vscode"]).path(file, line: 12) == "\u{1B}]8;;file:///work/wb/Counter.swift\u{1B}\\wb/Counter.swift:12\u{1B}]8;;\u{1B}\\")
        #expect(style(["TERM": "xterm-kitty"]).hyperlinks)
        #expect(style(["VTE_VERSION": "7600"]).hyperlinks)
        #expect(style(["FORCE_HYPERLINK": "1", "TERM": "xterm"]).hyperlinks)
        // Unknown terminals, pipes, NO_COLOR, --no-color: plain paths.
        #expect(!style(["TERM": "xterm"]).hyperlinks)
        #expect(!style(["TERM_PROGRAM": "vscode"], terminal: false).hyperlinks)
        #expect(!style(["TERM_PROGRAM": "vscode", "NO_COLOR": "1"]).hyperlinks)
        #expect(!style(["TERM_PROGRAM": "vscode"], noColor: true).hyperlinks)
        #expect(!style(["TERM_PROGRAM": "vscode", "FORCE_HYPERLINK": "0"]).hyperlinks)
        #expect(style(["TERM": "xterm"]).path(file, line: 12) == "wb/Counter.swift:12")
    }
}
