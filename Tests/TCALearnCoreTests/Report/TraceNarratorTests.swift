import RenderTrace
import Testing
@testable import TCALearnCore

/// The story a learner reads: phrased in their language from the events' facts, with the render
/// tree drawn before and after the steps that changed its structure.
@Suite struct TraceNarratorTests {
    private func narrate(_ events: [TraceEvent], _ language: Language, maxLines: Int = .max, width: Int = 80) -> [String] {
        TraceNarrator(style: Style(color: false, language: language), maxLines: maxLines, width: width).narrate(events).lines
    }

    // MARK: - Every kind and every fact, in Korean

    /// One event of every kind and every fact. Names, labels, values and messages are Korean or
    /// symbols here, so any English word in the Korean story was phrased by the narrator.
    private static let everything: [TraceEvent] = {
        let mounted = "  뷰\n    스택\n      버튼 \"ㄱ\""
        var events: [TraceEvent] = [
            TraceEvent(.interaction, subject: "뷰", fact: .mount),
            TraceEvent(.nodeCreated, path: "뷰", subject: "뷰"),
            TraceEvent(.bodyRan, path: "뷰", subject: "뷰", reasons: ["@self", "_값"]),
            TraceEvent(.nodeCreated, path: "뷰/스택", subject: "스택"),
            TraceEvent(.renderTree, path: "뷰", subject: "뷰", newValue: mounted),
            TraceEvent(.interaction, subject: "뷰", fact: .newRootValue),
            TraceEvent(.bodySkipped, path: "뷰/자식", subject: "자식", fact: .inputsUnchanged),
            TraceEvent(.bodySkipped, path: "뷰/배지", subject: "배지", fact: .equalByItsOwnEquality),
        ]
        for fact: TraceEvent.Fact in [.tap, .toggle, .increment, .decrement, .submit, .selectTab, .longPress, .swipe, .swipeToDelete] {
            events.append(TraceEvent(.interaction, path: "뷰/버튼", subject: "버튼", fact: fact, detail: "ㄱ"))
        }
        for fact: TraceEvent.Fact in [.type, .slide, .select, .pick, .move, .drag] {
            events.append(TraceEvent(.interaction, path: "뷰/입력", subject: "입력", newValue: "\"ㄴ\"", fact: fact, detail: "ㄱ"))
        }
        for fact: TraceEvent.Fact in [.goBack, .dismissSheet, .refresh, .update] {
            events.append(TraceEvent(.interaction, path: "뷰", subject: "뷰", fact: fact, detail: ""))
        }
        events += [
            TraceEvent(.stateWrite, path: "뷰", subject: "뷰", property: "값", oldValue: "1", newValue: "2", reasons: ["_값"]),
            TraceEvent(.stateWrite, path: "뷰", subject: "뷰", property: "값", oldValue: "2", newValue: "2", reasons: ["_값"], fact: .sameValue),
            TraceEvent(.stateWrite, subject: "모델", property: "값", oldValue: "1", newValue: "2", detail: "@Published"),
            TraceEvent(.stateWriteIgnored, subject: "State", newValue: "5", fact: .notInstalled),
            TraceEvent(.warning, subject: "State", fact: .notInstalled, detail: "ㅏㅏ"),
            TraceEvent(.warning, subject: "StateObject<모델>", fact: .notInstalled, detail: "ㅏㅏ"),
            TraceEvent(.stateWriteIgnored, path: "뷰", property: "값", newValue: "5", reasons: ["_값"], fact: .duringBodyUpdate),
            TraceEvent(.warning, path: "뷰", fact: .duringBodyUpdate, detail: "ㅏㅏ"),
            TraceEvent(.objectWillChange, path: "뷰", subject: "뷰", property: "모델", reasons: ["_모델"], detail: "모델.objectWillChange"),
            TraceEvent(.objectWillChange, path: "뷰", subject: "뷰", reasons: ["@dependencies"]),
            TraceEvent(.objectWillChange, path: "뷰/목록/줄#1", subject: "줄", reasons: ["@dependencies"], fact: .contentClosure),
            TraceEvent(.bodyRan, path: "뷰/목록/줄#1", subject: "줄", reasons: ["@dependencies"], fact: .contentClosure),
            TraceEvent(.lifecycle, path: "뷰/글", subject: "글", detail: "onAppear"),
            TraceEvent(.actionSent, path: "기능", subject: "기능.Action", detail: "기능.Action.탭"),
            TraceEvent(.reducerRan, subject: "기능.State", oldValue: "상태(1)", newValue: "상태(2)", reasons: ["탭"], detail: "기능"),
            TraceEvent(.reducerRan, subject: "기능.State", oldValue: "상태(2)", newValue: "상태(2)", reasons: ["탭"], detail: "기능"),
            TraceEvent(.stateDiff, path: "기능", subject: "기능.State", detail: "  상태(\n-   1\n+   2\n  )"),
            TraceEvent(.viewStoreUpdate, subject: "ViewStore<상태, 액션>", oldValue: "1", newValue: "2", fact: .published),
            TraceEvent(.viewStoreUpdate, subject: "ViewStore<상태, 액션>", oldValue: "2", newValue: "2", fact: .suppressed),
            TraceEvent(.effect, path: "기능", fact: .started, detail: ".run (파일.swift:1)"),
            TraceEvent(.effect, path: "기능", fact: .finished, detail: ".run (파일.swift:1)"),
            TraceEvent(.effect, path: "기능", fact: .cancelled, detail: ".run (파일.swift:1)"),
            TraceEvent(.warning, subject: "ComposableArchitecture", detail: "ㅏㅏ\nㅓㅓ"),
            TraceEvent(.warning, subject: "TestStore", detail: "ㅏㅏ"),
            TraceEvent(.warning, subject: "XCTFail", detail: "ㅏㅏ"),
            TraceEvent(.warning, fact: .updateLoop),
            TraceEvent(.warning, fact: .traceCut),
            TraceEvent(.log, subject: "뷰", detail: "뷰: @self 변경."),
            TraceEvent(.interaction, path: "뷰/버튼", subject: "버튼", fact: .tap, detail: "ㄱ"),
            TraceEvent(.nodeRemoved, path: "뷰/스택/글", subject: "글"),
            TraceEvent(.nodeRemoved, path: "뷰/스택/글/안", subject: "안"),
            TraceEvent(.nodeCreated, path: "뷰/스택/그림", subject: "그림"),
            TraceEvent(.renderTree, path: "뷰", subject: "뷰", oldValue: "  뷰\n-   글\n-     안", newValue: "  뷰\n+   그림"),
        ]
        return events
    }()

    /// Words the Korean story keeps in English on purpose: Swift and API names, and the terms the
    /// Korean lessons themselves use.
    private static let keptWords: Set<String> = [
        "body", "init", "objectWillChange", "removeDuplicates", "published", "suppressed",
        "Observable", "StateObject", "SwiftUI", "TestStore", "TCA", "Xcode",
        "self", "dependencies", "Published", "onAppear", "run", "swift", "Action", "State", "ViewStore", "XCTest",
    ]

    @Test func theFixtureHasEveryKindAndEveryFact() {
        #expect(Set(Self.everything.map(\.kind)) == Set(TraceEvent.Kind.allCases))
        #expect(Set(Self.everything.compactMap(\.fact)) == Set(TraceEvent.Fact.allCases))
    }

    @Test func noEnglishExplanationLeaksIntoTheKoreanStory() throws {
        let story = narrate(Self.everything, .ko)
        let words = try Regex("[A-Za-z]+")
        var leaked: [String] = []
        for line in story {
            for match in line.matches(of: words) where !Self.keptWords.contains(String(line[match.range])) {
                leaked.append("\(line[match.range]) in: \(line)")
            }
        }
        #expect(leaked == [])
        #expect(story.count >= Self.everything.count - 3)
    }

    @Test func theEnglishStoryPhrasesTheSameFacts() {
        let story = narrate(Self.everything, .en).joined(separator: "\n")
        for phrase in [
            "Step 1 ▶ mount 뷰", "Step 2 ▶ new 뷰 value from the parent", "▶ tap \"ㄱ\"", "▶ toggle \"ㄱ\"",
            "▶ increment \"ㄱ\"", "▶ decrement \"ㄱ\"", "▶ type \"ㄴ\" into \"ㄱ\"", "▶ slide \"ㄱ\" to \"ㄴ\"",
            "▶ select \"ㄴ\" in \"ㄱ\"", "자식.body skipped — inputs unchanged", "배지.body skipped — its == says equal (.equatable())", "(same value: no view invalidated)",
            "✗ State = 5 ignored:", "⇢ started .run (파일.swift:1)", "⇢ cancelled .run (파일.swift:1)",
            "◇ suppressed:", "⚑ 모델.objectWillChange → 뷰 invalidated",
            "⚑ an @Observable property read by the 줄#1 content closure will change",
            "↻ 줄#1 content closure ran — @dependencies changed",
        ] {
            #expect(story.contains(phrase), "\(phrase)")
        }
        // Console messages are shown word for word, without a Korean gloss in English.
        #expect(story.contains("⚠ ㅏㅏ\n    ㅓㅓ"))
        #expect(!story.contains("↳"))
    }

    @Test func koreanWarningsKeepTheConsoleTextAndAddAGloss() {
        let story = narrate([TraceEvent(.warning, path: "뷰", fact: .duringBodyUpdate, detail: "Modifying state during view update, this will cause undefined behavior.")], .ko)
        #expect(story == [
            "⚠ Modifying state during view update, this will cause undefined behavior.",
            "  ↳ SwiftUI 경고: 바디를 계산하는 도중에 상태를 바꿨습니다. 이 쓰기는 무시됩니다.",
        ])
    }

    // MARK: - Render trees

    private static let branchFlip: [TraceEvent] = [
        TraceEvent(.interaction, subject: "Details", fact: .mount),
        TraceEvent(.nodeCreated, path: "Details", subject: "Details"),
        TraceEvent(.bodyRan, path: "Details", subject: "Details", reasons: ["@self", "@identity", "_on"]),
        TraceEvent(.nodeCreated, path: "Details/VStack", subject: "VStack"),
        TraceEvent(.nodeCreated, path: "Details/VStack/Text", subject: "Text"),
        TraceEvent(.renderTree, path: "Details", subject: "Details", newValue: "  Details [_on = false]\n    VStack\n      Text \"Hidden\""),
        TraceEvent(.interaction, path: "Details/VStack/Button", subject: "Button", fact: .tap, detail: "Count"),
        TraceEvent(.stateWrite, path: "Details", subject: "Details", property: "count", oldValue: "0", newValue: "1", reasons: ["_count"]),
        TraceEvent(.bodyRan, path: "Details", subject: "Details", reasons: ["_count"]),
        TraceEvent(.interaction, path: "Details/VStack/Toggle", subject: "Toggle", fact: .toggle, detail: "On"),
        TraceEvent(.stateWrite, path: "Details", subject: "Details", property: "on", oldValue: "false", newValue: "true", reasons: ["_on"]),
        TraceEvent(.bodyRan, path: "Details", subject: "Details", reasons: ["_on"]),
        TraceEvent(.nodeRemoved, path: "Details/VStack/Text", subject: "Text"),
        TraceEvent(.nodeCreated, path: "Details/VStack/Counter", subject: "Counter"),
        TraceEvent(.bodyRan, path: "Details/VStack/Counter", subject: "Counter", reasons: ["@self", "@identity", "_count"]),
        TraceEvent(.nodeCreated, path: "Details/VStack/Counter/Button", subject: "Button"),
        TraceEvent(
            .renderTree, path: "Details", subject: "Details",
            oldValue: "  Details [_on = false]\n    VStack\n-     Text \"Hidden\"",
            newValue: "  Details [_on = true]\n    VStack\n+     Counter [_count = 0]\n+       Button \"Count: 0\""),
    ]

    private func step(_ number: Int, of story: [String]) -> [String] {
        guard let start = story.firstIndex(where: { $0.hasPrefix("Step \(number) ") }) else { return [] }
        let rest = story[(start + 1)...]
        return [story[start]] + rest.prefix { !$0.hasPrefix("Step ") }
    }

    @Test func aStructuralStepShowsTheTreeBeforeAndAfterSideBySide() {
        let story = narrate(Self.branchFlip, .en)
        #expect(step(3, of: story) == [
            "Step 3 ▶ toggle \"On\"",
            "  ✎ Details.on: false → true",
            "  ↻ Details.body ran — _on changed",
            "  − Text removed: its state is gone",
            "  + Counter created (new identity) at Details/VStack/Counter, with the views inside it",
            "  ↻ Counter.body ran — @self, @identity, _count changed",
            "  ▤ Render tree before:         after:",
            "      Details [_on = false] │   Details [_on = true]",
            "        VStack              │     VStack",
            "    −     Text \"Hidden\"     │ +     Counter [_count = 0]",
            "                            │ +       Button \"Count: 0\"",
        ])
    }

    @Test func mountShowsTheTreeAndAValueStepShowsNone() {
        let story = narrate(Self.branchFlip, .en)
        #expect(step(1, of: story).suffix(4) == [
            "  ▤ Render tree:",
            "      Details [_on = false]",
            "        VStack",
            "          Text \"Hidden\"",
        ])
        // The views created inside the root are in the drawing, not on lines of their own.
        #expect(step(1, of: story).filter { $0.contains("created") }.count == 1)
        #expect(!step(2, of: story).contains { $0.contains("▤") })
        #expect(step(2, of: story).count == 3)
    }

    @Test func aNarrowStoryStacksTheTreesAndKoreanLinesUpByDisplayWidth() {
        let english = narrate(Self.branchFlip, .en, width: 40)
        #expect(step(3, of: english).suffix(9) == [
            "  ▤ Render tree before:",
            "      Details [_on = false]",
            "        VStack",
            "    −     Text \"Hidden\"",
            "  ▤ after:",
            "      Details [_on = true]",
            "        VStack",
            "    +     Counter [_count = 0]",
            "    +       Button \"Count: 0\"",
        ])
        // "이후:" stands over the right column although the title before it is Korean.
        let korean = narrate(Self.branchFlip, .ko)
        #expect(korean.contains("  ▤ 렌더 트리 이전:             이후:"))
        #expect(korean.contains("      Details [_on = false] │   Details [_on = true]"))
    }

    @Test func treesGiveWayBeforeTheBodyRunsWhenTheStoryIsTooLong() {
        // 21 lines in all; the mount tree (3 views) gives way first.
        let story = narrate(Self.branchFlip, .en, maxLines: 18)
        #expect(story.count == 18)
        #expect(story.contains("  ▤ Render tree: 3 views (not drawn, to keep this short)"))
        #expect(narrate(Self.branchFlip, .ko, maxLines: 18).contains("  ▤ 렌더 트리: 뷰 3개 (길어서 그림은 생략)"))
        #expect(story.contains("  ▤ Render tree before:         after:"))
        let shorter = narrate(Self.branchFlip, .en, maxLines: 14)
        #expect(shorter.count == 14)
        #expect(shorter.last == "  ▤ Render tree changed: views 1 removed, 2 created (not drawn, to keep this short)")
        #expect(shorter.filter { $0.contains(".body ran") }.count == 4)
    }

    @Test func aLongTreeKeepsWhatChangedAndSaysWhatItLeftOut() {
        let rows = (1...20).map { "      Row#\($0)" }
        let after = (["  List", "    VStack"] + rows + ["+     Row#21"]).joined(separator: "\n")
        let before = (["  List", "    VStack"] + rows).joined(separator: "\n")
        let story = narrate([
            TraceEvent(.interaction, subject: "List", fact: .tap, detail: "Add"),
            TraceEvent(.renderTree, path: "List", subject: "List", oldValue: before, newValue: after),
        ], .en, width: 30)
        let afterDrawing = Array(story.drop { !$0.contains("▤ after:") }.dropFirst())
        #expect(afterDrawing == ["      List", "        VStack"] + (1...7).map { "          Row#\($0)" } + [
            "          … 13 more",
            "    +     Row#21",
        ])
        let beforeDrawing = story.drop { !$0.contains("▤ Render tree before:") }.dropFirst().prefix { !$0.contains("▤ after:") }
        #expect(beforeDrawing.count == 11)
        #expect(beforeDrawing.last == "          … 12 more")

        // Too long for the story: the drawings keep only what changed (and the top of the tree).
        let short = narrate([
            TraceEvent(.interaction, subject: "List", fact: .tap, detail: "Add"),
            TraceEvent(.renderTree, path: "List", subject: "List", oldValue: before, newValue: after),
        ], .en, maxLines: 13, width: 30)
        #expect(short.suffix(6) == [
            "  ▤ after:",
            "      List",
            "        VStack",
            "          Row#1",
            "          … 19 more",
            "    +     Row#21",
        ])
        #expect(short.count == 13)
    }

    @Test func aStoryOneLineTooLongIsShownWholeAndALongerOneIsCut() {
        let taps = (1...3).flatMap { n in [
            TraceEvent(.interaction, path: "뷰/버튼", subject: "버튼", fact: .tap, detail: "+"),
            TraceEvent(.stateWrite, path: "Counter", subject: "Counter", property: "value", oldValue: "\(n - 1)", newValue: "\(n)"),
        ] }
        #expect(narrate(taps, .en).count == 6)
        // Saying "… 1 more line" would take that line's place: it is shown instead.
        #expect(narrate(taps, .en, maxLines: 5).count == 6)
        let cut = narrate(taps, .en, maxLines: 4)
        #expect(cut.count == 5)
        #expect(cut.last == "… 2 more lines of trace")
    }
}
