import Foundation
import RenderTrace
import Testing
@testable import TCALearnCore

/// The tutorial programs of `Tests/Programs/SwiftUITutorials` compile unchanged and run through `tca-learn play`;
/// each checks its own behaviour with `precondition`s as it plays, and here their traces are
/// checked for what the runtime should have recorded and for words a learner could not read.
@Suite struct TutorialCodeTests {
    static let folder = SharedGrader.layout.toolRoot.appendingPathComponent("Tests/Programs/SwiftUITutorials")

    static var files: [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test func theTutorialsAreThere() {
        #expect(Self.files.map(\.lastPathComponent) == [
            "AnimalQuiz.swift", "BookClubs.swift", "Bookshelf.swift", "BreadDough.swift", "Comets.swift", "Flashcards.swift",
            "HiddenWords.swift", "LeaveOnTime.swift", "MetroStops.swift", "Podcasts.swift", "ShoppingList.swift",
            "Todos.swift", "Trails.swift",
        ])
    }

    /// Runtime names a learner never wrote, which must not reach the story they read.
    static let internalNames = [
        "ModifiedContent", "TupleView", "_ConditionalContent", "Optional<", "AnyView", "AttachedContent",
        "PresentedContent", "PushedScreen", "DrawnShape", "StyledShape", "Configuration", "_ViewModifier_Content",
    ]

    @Test(arguments: TutorialCodeTests.files)
    func runsAsLearnerCodeWithAReadableTrace(_ file: URL) throws {
        let result = try SharedGrader.grader.play(file, timeLimit: 30)
        #expect(result.compiled, "\(file.lastPathComponent): \(result.diagnostics.map(\.message)) \(result.compilerOutput)")
        #expect(result.succeeded, "\(file.lastPathComponent): \(result.stderr)")
        for language in [Language.en, .ko] {
            let story = TraceNarrator(style: Style(color: false, language: language), maxLines: .max).narrate(result.trace).lines
            for line in story {
                let leaked = Self.internalNames.filter(line.contains)
                #expect(leaked.isEmpty, "\(file.lastPathComponent): \(line)")
                #expect(line.range(of: #"(^|[\s/<(])_[A-Z]"#, options: .regularExpression) == nil, "\(file.lastPathComponent): \(line)")
            }
        }
        let trace = Trace(events: result.trace)
        switch file.lastPathComponent {
        case "ShoppingList.swift":
            #expect(trace.step(.tap, "Add Item").created.contains("ContentView/NavigationStack/.sheet/NewItemForm"))
            #expect(trace.step(.tap, "Keep").removedSubjects.prefix(2) == [".sheet", "NewItemForm"])
            #expect(trace.step(.swipeToDelete, "Sourdough").removedSubjects.first == "HStack")
        case "BreadDough.swift":
            #expect(trace.step(.type, "Flour per loaf").writes == ["flourFieldFocused", "flourPerLoaf"])
            #expect(trace.step(.tap, "Done").writes == ["flourFieldFocused"])
        case "Bookshelf.swift":
            // Each row reads its book's title itself: a rename re-runs that row, not the list.
            let rename = trace.step(.type, "Title")
            #expect(rename.bodies == ["ForEach"], "\(rename.bodies)")
            #expect(rename.events.contains { $0.kind == .stateWrite && $0.subject == "Book" && $0.property == "title" && $0.detail == "@Observable" })
            #expect(result.trace.contains { $0.kind == .bodyRan && $0.fact == .contentClosure && $0.path.hasSuffix("/List/ForEach#2") })
        case "Trails.swift":
            let push = trace.step(.tap, "Beech Hollow")
            #expect(push.created.contains("TrailsApp/ContentView/TabView/TrailList/NavigationSplitView/TrailDetail"))
            #expect(push.bodies == ["TrailDetail", "RoundPhoto", "HeartButton"], "the list under it does not re-run")
            #expect(trace.step(.goBack).removedSubjects.first == "TrailDetail")
            #expect(trace.step(.tap, "Hiker").created.contains { $0.hasSuffix("/KindHome/NavigationSplitView/.sheet/HikerSheet") })
            #expect(trace.step(.tap, "Done").events.contains { $0.kind == .lifecycle && $0.subject == "HikerEditor" && $0.detail == "onDisappear" })
            #expect(trace.step(.selectTab, "All trails").created.first == "TrailsApp/ContentView/TabView/TrailList", "a tab is built when first selected")
        case "BookClubs.swift":
            #expect(trace.step(.tap, "Edit").created.contains { $0.hasSuffix("/.sheet/NavigationStack/ClubEditor") })
            #expect(trace.steps(.tap, "Cancel").first?.writes == ["editing"])
            #expect(trace.step(.tap, "Save").writes == ["clubs", "editing"], "the binding writes the list it comes from")
        case "MetroStops.swift":
            #expect(trace.step(.tap, "Board at 2").events.contains { $0.kind == .stateWrite && $0.newValue == "[2]" })
            #expect(trace.step(.tap, "Terminus").events.contains { $0.kind == .stateWrite && $0.newValue == "[]" })
        case "AnimalQuiz.swift":
            #expect(trace.step(.tap, "Puffin").created.contains("ContentView/.alert"))
            // nextRound's writes (removeFirst, append, the asked index), then the alert closes.
            #expect(trace.step(.tap, "Next animal").writes == ["animals", "animals", "askedIndex", "showsVerdict"])
        case "Todos.swift":
            #expect(trace.steps(.mount, "ContentView").first?.events.contains { $0.kind == .lifecycle && $0.detail == "task" } == true)
            let onChanges = trace.step(.toggle, "Walk the dog").events.filter { $0.kind == .lifecycle }.compactMap(\.detail)
            #expect(onChanges.count == 2 && onChanges.first?.hasPrefix("onChange(of:) [") == true)
            #expect(onChanges.last == "onChange(of:) 0 → 1", "the iOS 17 form sees the old and the new value")
            #expect(trace.step(.tap, "Edit").writes == ["editMode"])
        case "LeaveOnTime.swift":
            #expect(trace.steps.contains { $0.interaction.fact == .pick && $0.step.writes == ["arrival"] })
            #expect(trace.step(.tap, "Work it out").writes == ["answerTitle", "answer", "showsAnswer"])
            #expect(trace.step(.tap, "Work it out").created.contains("ContentView/NavigationStack/.alert"))
        case "HiddenWords.swift":
            #expect(trace.steps(.mount, "ContentView").first?.events.contains { $0.kind == .lifecycle && $0.detail == "onAppear" && $0.subject == "List" } == true)
            #expect(trace.steps(.submit, "Your guess").first?.writes == ["found", "guess"])
            #expect(trace.steps(.submit, "Your guess").last?.writes == ["problem", "problemDetail", "showsProblem"])
        case "Comets.swift":
            #expect(trace.step(.tap, "Sightings").created.contains { $0.hasSuffix("/.fullScreenCover/SightingsView") })
            #expect(trace.step(.tap, "Forget comet").created.contains { $0.hasSuffix("/.confirmationDialog") })
        case "Flashcards.swift":
            #expect(trace.steps(.drag, "Norway").first?.writes == ["drag", "drag"], "a short drag changes, then springs back")
            let swipe = trace.step(.drag, "Norway")
            #expect(swipe.writes == ["drag", "pile", "known"])
            #expect(swipe.removedSubjects.first == "CardView")
        case "Podcasts.swift":
            #expect(trace.step(.refresh).writes == ["episodes"])
            #expect(trace.step(.tap, "Favorite 3").writes == ["favorites"])
            #expect(trace.step(.tap, "Show notes").writes == ["opened"])
        default:
            Issue.record("\(file.lastPathComponent) has no trace expectations")
        }
    }
}

/// A played program's trace, cut into the steps its interactions start.
private struct Trace {
    struct Step {
        var events: [TraceEvent]
        var created: [String] { events.filter { $0.kind == .nodeCreated }.map(\.path) }
        var removedSubjects: [String] { events.filter { $0.kind == .nodeRemoved }.compactMap(\.subject) }
        var bodies: [String] { events.filter { $0.kind == .bodyRan }.compactMap(\.subject) }
        var writes: [String] { events.filter { $0.kind == .stateWrite }.compactMap(\.property) }
    }

    var steps: [(interaction: TraceEvent, step: Step)] = []

    init(events: [TraceEvent]) {
        for event in events {
            if event.kind == .interaction {
                steps.append((event, Step(events: [])))
            } else if !steps.isEmpty {
                steps[steps.count - 1].step.events.append(event)
            }
        }
    }

    /// Every step started by this interaction (a mount names its root view, a control its label),
    /// in order.
    func steps(_ fact: TraceEvent.Fact, _ target: String? = nil) -> [Step] {
        steps.filter { interaction, _ in
            interaction.fact == fact && (target == nil || (fact == .mount ? interaction.subject : interaction.detail) == target)
        }.map(\.step)
    }

    /// The last step started by this interaction (empty when there is none, so the check fails).
    func step(_ fact: TraceEvent.Fact, _ target: String? = nil) -> Step {
        steps(fact, target).last ?? Step(events: [])
    }
}
