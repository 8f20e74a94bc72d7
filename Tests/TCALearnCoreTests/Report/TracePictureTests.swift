import Foundation
import RenderTrace
import Testing
@testable import TCALearnCore

/// The trace as a picture: what each step draws, read from the same events the text trace tells,
/// and a page that holds them as data. (`TracePictureBrowserTests` opens the page in a browser.)
@Suite struct TracePictureTests {
    /// A counter in a list row, the way the runtime records it: mounted, tapped (a write that
    /// re-runs the counter and skips its sibling), an action through two reducers, then a row
    /// removed.
    static let events: [TraceEvent] = [
        TraceEvent(.interaction, path: "Screen", subject: "Screen", fact: .mount),
        TraceEvent(.nodeCreated, path: "Screen", subject: "Screen"),
        TraceEvent(.bodyRan, path: "Screen", subject: "Screen", reasons: ["@self"]),
        TraceEvent(.bodyRan, path: "Screen/VStack/Row[0]", subject: "Row", reasons: ["@self"]),
        TraceEvent(.bodyRan, path: "Screen/VStack/Row[1]", subject: "Row", reasons: ["@self"]),
        TraceEvent(.bodyRan, path: "Screen/VStack/WithViewStore<Int, Action, Text>", subject: "WithViewStore<Int, Action, Text>", reasons: ["@self"]),
        TraceEvent(.renderTree, path: "Screen", subject: "Screen", newValue: """
              Screen [_count = 0]
                VStack
                  Row [_on = false]
                  Row [_on = false]
                  WithViewStore
                  Button "Add"
            """),
        TraceEvent(.interaction, path: "Screen/VStack/Button", subject: "Button", fact: .tap, detail: "Add"),
        TraceEvent(.stateWrite, path: "Screen", subject: "Screen", property: "_count", oldValue: "0", newValue: "1", reasons: ["_count"]),
        TraceEvent(.bodyRan, path: "Screen", subject: "Screen", reasons: ["_count"]),
        TraceEvent(.bodySkipped, path: "Screen/VStack/Row[0]", subject: "Row", fact: .inputsUnchanged),
        TraceEvent(.bodyRan, path: "Screen/VStack/Row[1]", subject: "Row", reasons: ["@self"]),
        TraceEvent(.interaction, path: "Screen/VStack/Button", subject: "Button", fact: .tap, detail: "Add"),
        TraceEvent(.actionSent, path: "Feature", subject: "Feature.Action", detail: "Feature.Action.addTapped"),
        TraceEvent(.reducerRan, subject: "Feature.State", oldValue: "State(n: 0)", newValue: "State(n: 1)", detail: "BindingReducer"),
        TraceEvent(.reducerRan, subject: "Feature.State", oldValue: "State(n: 1)", newValue: "State(n: 1)", detail: "Reduce"),
        TraceEvent(.stateDiff, path: "Feature", subject: "Feature.State", detail: "  State(\n-   n: 0\n+   n: 1\n  )"),
        TraceEvent(.effect, path: "Feature", fact: .started, detail: ".run (Exercise/Screen.swift:4)"),
        TraceEvent(.objectWillChange, path: "Screen/VStack/WithViewStore<Int, Action, Text>", subject: "WithViewStore", detail: "ViewStore<Int, Action>.objectWillChange"),
        TraceEvent(.bodyRan, path: "Screen/VStack/WithViewStore<Int, Action, Text>", subject: "WithViewStore<Int, Action, Text>", reasons: ["_viewStore"]),
        TraceEvent(.interaction, path: "Screen/VStack/Button", subject: "Button", fact: .tap, detail: "Remove"),
        TraceEvent(.nodeRemoved, path: "Screen/VStack/Row[1]", subject: "Row"),
        TraceEvent(.renderTree, path: "Screen", subject: "Screen", oldValue: """
              Screen [_count = 1]
                VStack
                  Row [_on = false]
            -     Row [_on = false]
                  WithViewStore
                  Button "Add"
            """, newValue: """
              Screen [_count = 1]
                VStack
                  Row [_on = false]
                  WithViewStore
                  Button "Add"
            """),
    ]

    static let source = """
        import ComposableArchitecture
        struct Screen: View {
            var body: some View { Text("") }
            func work() {}
        }
        struct Feature: Reducer {
            var body: some ReducerOf<Self> {
                BindingReducer()
                Reduce { state, action in
                    switch action {
                    case .addTapped:
                        return .none
                    }
                }
            }
        }

        """

    private func picture(_ language: Language = .en) throws -> TracePicture {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("picture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Screen.swift")
        try Self.source.write(to: file, atomically: true, encoding: .utf8)
        return TracePicture(play: Self.events, file: file, style: Style(color: false, language: language))
    }

    @Test func eachStepDrawsTheTreeWithWhatRanWhatWasSkippedAndWhy() throws {
        let steps = try picture().traces[0].steps
        #expect(steps.map(\.title) == ["Step 1 ▶ mount Screen", "Step 2 ▶ tap \"Add\"", "Step 3 ▶ tap \"Add\"", "Step 4 ▶ tap \"Remove\""])
        // Same-named siblings are told apart as the runtime names them; generic arguments are not
        // part of a name.
        #expect(steps[0].tree.map(\.path) == ["Screen", "Screen/VStack", "Screen/VStack/Row[0]", "Screen/VStack/Row[1]", "Screen/VStack/WithViewStore", "Screen/VStack/Button"])
        #expect(steps[0].tree.map(\.badge) == ["↻ @self", nil, "↻ @self", "↻ @self", "↻ @self", nil])
        #expect(steps[0].tree[0].body == "↻ Screen.body ran — @self changed")
        // Created in this step, though a mount's drawing marks nothing.
        #expect(steps[0].tree.map(\.mark) == ["+", "", "", "", "", ""])

        let tap = steps[1]
        #expect(tap.tree.map(\.badge) == ["↻ _count", nil, "·", "↻ @self", nil, nil])
        #expect(tap.tree[2].skipped == true)
        #expect(tap.tree[2].body == "· Row.body skipped — inputs unchanged")
        // Carried from the step that drew it, with the value the step wrote.
        #expect(tap.treeFrom == 0)
        #expect(tap.tree[0].text == "Screen [_count = 1]")
        #expect(tap.lane.map(\.symbol) == ["✎"])
        #expect(tap.lane[0].text == "Screen._count: 0 → 1")
        #expect(tap.tree[0].cause == 0)
        // A body re-run by its parent (`@self`) was invalidated by no write of its own.
        #expect(tap.tree[3].cause == nil)
    }

    @Test func theTCALaneHasTheActionItsReducersInOrderTheDiffAndTheEffects() throws {
        let step = try picture().traces[0].steps[2]
        #expect(step.lane.map(\.kind) == ["action", "reducer", "reducer", "diff", "minus", "plus", "diff", "effect", "announce"])
        #expect(step.lane[0].symbol == "→" && step.lane[0].text == "send Feature.Action.addTapped (Feature.Action)")
        #expect(step.lane[1].text == "BindingReducer — saw State(n: 0), left State(n: 1)" && step.lane[1].nested)
        #expect(step.lane[2].text.hasPrefix("Reduce — saw State(n: 1), left it unchanged"))
        #expect(step.lane.filter { $0.kind == "minus" || $0.kind == "plus" }.map(\.text) == ["-   n: 0", "+   n: 1"])
        #expect(step.lane[7].text == "started .run (Screen.swift:4)")
        // The announcement is what re-ran WithViewStore's body.
        #expect(step.tree[4].badge == "↻ _viewStore")
        #expect(step.tree[4].cause == 8)
        // The learner's lines: the effect's place, the reducers, the case that handles the action.
        #expect(Set(step.lines) == [[0, 4], [0, 8], [0, 9], [0, 11]])
    }

    @Test func aStepThatRemovesViewsDrawsTheTreeBeforeIt() throws {
        let step = try picture().traces[0].steps[3]
        #expect(step.treeFrom == nil)
        #expect(step.before?.map(\.mark) == ["", "", "", "−", "", ""])
        #expect(step.tree.count == 5)
        // The tree shows the removal: the lane does not say it again.
        #expect(step.lane.isEmpty)
    }

    @Test func theBodiesThatRanPointAtTheirViewsInTheSource() throws {
        let steps = try picture().traces[0].steps
        #expect(steps[1].lines == [[0, 2]])
    }

    @Test func thePageIsInTheLearnersLanguage() throws {
        let korean = try picture(.ko)
        #expect(korean.traces[0].steps[1].title == "2단계 ▶ \"Add\" 탭")
        #expect(korean.traces[0].steps[1].tree[2].body == "· Row.body 건너뜀 — 입력이 그대로")
        #expect(korean.labels["lane"] == "이 단계에서 한 일")
        #expect(korean.legend.first == ["▶", "단계: 사용자(또는 체크)가 한 일"])
        let page = try TracePicturePage.html(korean)
        #expect(page.contains("<html lang=\"ko\">"))
    }

    /// Values in a trace come from graded code: they stay data, whatever they hold.
    @Test func thePageLoadsNothingAndKeepsTheTraceAsData() throws {
        var events = Self.events
        events.append(TraceEvent(.log, subject: "Screen", detail: "</script><script src=\"https://example.com/x.js\"></script><img src=x onerror=alert(1)>"))
        let page = try TracePicturePage.html(TracePicture(play: events, file: URL(fileURLWithPath: "/nonexistent/Screen.swift"), style: Style(color: false, language: .en)))
        #expect(page.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none';"))
        // One script element of data and one of code; the data's `<` are escaped.
        #expect(page.components(separatedBy: "</script>").count == 3)
        #expect(page.contains(#"\u003c\/script>\u003cscript src="#))
        // The page names no address but the policy's own words: nothing to fetch, and no
        // `src`/`href` attribute at all.
        let withoutData = page.replacingOccurrences(of: #"<script type="application/json" id="picture">.*?</script>"#, with: "", options: .regularExpression)
        #expect(withoutData.range(of: #"(https?:|//[a-z])"#, options: .regularExpression) == nil)
        #expect(withoutData.range(of: #"\s(src|href)="#, options: .regularExpression) == nil)
    }

    @Test func theHTMLFlagTakesAFileOnlyAfterAnEqualsSign() throws {
        let bare = try CommandParser.parse(["--html", "state-counter"], as: CheckCommand.self).1
        #expect(bare.html && bare.$html == nil && bare.exerciseName == "state-counter")
        let named = try CommandParser.parse(["--html=out/trace.html"], as: CheckCommand.self, directory: URL(fileURLWithPath: "/tmp/here", isDirectory: true)).1
        #expect(named.html)
        #expect(named.$html?.path == "/tmp/here/out/trace.html")
        let none = try CommandParser.parse([], as: CheckCommand.self).1
        #expect(!none.html && none.$html == nil)
        #expect(CommandEntry(CheckCommand.self).help(path: "tca-learn check", language: .en).contains("--html[=FILE]"))
    }

    @Test func playWritesThePictureBesideTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("picture-play-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Tapper.swift")
        try """
            import SwiftUI
            struct Tapper: View {
                @State private var taps = 0
                var body: some View { Button("Taps: \\(taps)") { taps += 1 } }
            }
            let host = ViewHost(Tapper())
            try host.tap("Taps: 0")

            """.write(to: file, atomically: true, encoding: .utf8)
        let run = ToolRun(["play", file.path, "--html", "--no-color"])
        let picture = folder.appendingPathComponent("Tapper.trace.html")
        #expect(run.exitCode == 0)
        #expect(run.stdout.contains("Picture of the trace: \(picture.absoluteString)"))
        let page = try String(contentsOf: picture, encoding: .utf8)
        #expect(page.contains("<title>play Tapper.swift</title>"))
        #expect(page.contains("Step 2 ▶ tap \\\"Taps: 0\\\""))
        #expect(page.contains("Tapper._taps: 0 → 1") || page.contains("Tapper.taps: 0 → 1"))
    }

    @Test func checkWritesThePictureWhereAskedOrInTheWorkbook() throws {
        let learner = try CommandTests.Learner()
        defer { learner.fixture.remove() }
        let named = learner.fixture.root.appendingPathComponent("pictures/sample.html")
        let run = learner.run(["check", "--html=\(named.path)"])
        #expect(run.stdout.hasSuffix("Picture of the trace: \(named.absoluteString)\n"))
        let page = try String(contentsOf: named, encoding: .utf8)
        #expect(page.contains("01-basics/01-sample  Sample"))
        let bare = learner.run(["check", "sample", "--html"], language: .ko)
        #expect(bare.stdout.contains("트레이스 그림: file://"))
        #expect(FileManager.default.fileExists(atPath: learner.workbook.appendingPathComponent(".trace/sample.html").path))
    }
}
