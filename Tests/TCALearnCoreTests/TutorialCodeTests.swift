import Foundation
import RenderTrace
import Testing
@testable import TCALearnCore

/// The tutorial programs of `Tests/Tutorials` compile unchanged and run through `tca-learn play`;
/// each checks its own behaviour with `precondition`s as it plays, and here their traces are
/// checked for what the runtime should have recorded and for words a learner could not read.
@Suite struct TutorialCodeTests {
    static let folder = SharedGrader.layout.toolRoot.appendingPathComponent("Tests/Tutorials")

    static var files: [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test func theTutorialsAreThere() {
        #expect(Self.files.map(\.lastPathComponent) == [
            "BetterRest.swift", "GuessTheFlag.swift", "Landmarks.swift", "Moonshot.swift", "NavigationPaths.swift",
            "Scrumdinger.swift", "Todos.swift", "WeSplit.swift", "WordScramble.swift", "iExpense.swift",
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
            let story = TraceNarrator(style: Style(color: false, language: language), maxLines: .max).narrate(result.trace)
            for line in story {
                let leaked = Self.internalNames.filter(line.contains)
                #expect(leaked.isEmpty, "\(file.lastPathComponent): \(line)")
                #expect(line.range(of: #"(^|[\s/<(])_[A-Z]"#, options: .regularExpression) == nil, "\(file.lastPathComponent): \(line)")
            }
        }
        let trace = Trace(events: result.trace)
        switch file.lastPathComponent {
        case "iExpense.swift":
            #expect(trace.step(.tap, "Add Expense").created.contains("ContentView/NavigationStack/.sheet/AddView"))
            #expect(trace.step(.tap, "Save").removedSubjects.prefix(2) == [".sheet", "AddView"])
            #expect(trace.step(.swipeToDelete, "Lunch").removedSubjects.first == "HStack")
        case "WeSplit.swift":
            #expect(trace.step(.type, "Amount").writes == ["amountIsFocused", "checkAmount"])
            #expect(trace.step(.tap, "Done").writes == ["amountIsFocused"])
        case "Landmarks.swift":
            let push = trace.step(.tap, "Silver Salmon Creek")
            #expect(push.created.contains("LandmarksApp/ContentView/TabView/LandmarkList/NavigationSplitView/LandmarkDetail"))
            #expect(push.bodies == ["LandmarkDetail", "CircleImage", "FavoriteButton"], "the list under it does not re-run")
            #expect(trace.step(.goBack).removedSubjects.first == "LandmarkDetail")
            #expect(trace.step(.tap, "User Profile").created.contains { $0.hasSuffix("/CategoryHome/NavigationSplitView/.sheet/ProfileHost") })
            #expect(trace.step(.tap, "Done").events.contains { $0.kind == .lifecycle && $0.subject == "ProfileEditor" && $0.detail == "onDisappear" })
            #expect(trace.step(.selectTab, "List").created.first == "LandmarksApp/ContentView/TabView/LandmarkList", "a tab is built when first selected")
        case "Scrumdinger.swift":
            #expect(trace.step(.tap, "Edit").created.contains { $0.hasSuffix("/.sheet/NavigationStack/DetailEditView") })
            #expect(trace.steps(.tap, "Cancel").first?.writes == ["isPresentingEditView"])
            #expect(trace.step(.tap, "Done").writes == ["isPresentingEditView", "scrums"])
        case "NavigationPaths.swift":
            #expect(trace.step(.tap, "Select 1").events.contains { $0.kind == .stateWrite && $0.newValue == "[1]" })
            #expect(trace.step(.tap, "Home").events.contains { $0.kind == .stateWrite && $0.newValue == "[]" })
        case "GuessTheFlag.swift":
            #expect(trace.step(.tap, "France").created.contains("ContentView/.alert"))
            // askQuestion's writes (removeFirst, append, the answer), then the alert closes.
            #expect(trace.step(.tap, "Continue").writes == ["countries", "countries", "correctAnswer", "showingScore"])
        case "Todos.swift":
            #expect(trace.steps(.mount, "ContentView").first?.events.contains { $0.kind == .lifecycle && $0.detail == "task" } == true)
            let onChanges = trace.step(.toggle, "Walk the dog").events.filter { $0.kind == .lifecycle }.compactMap(\.detail)
            #expect(onChanges.count == 2 && onChanges.first?.hasPrefix("onChange(of:) [") == true)
            #expect(onChanges.last == "onChange(of:) 0 → 1", "the iOS 17 form sees the old and the new value")
            #expect(trace.step(.tap, "Edit").writes == ["editMode"])
        case "BetterRest.swift":
            #expect(trace.steps.contains { $0.interaction.fact == .pick && $0.step.writes == ["wakeUp"] })
            #expect(trace.step(.tap, "Calculate").writes == ["alertTitle", "alertMessage", "showingAlert"])
            #expect(trace.step(.tap, "Calculate").created.contains("ContentView/NavigationStack/.alert"))
        case "WordScramble.swift":
            #expect(trace.steps(.mount, "ContentView").first?.events.contains { $0.kind == .lifecycle && $0.detail == "onAppear" && $0.subject == "List" } == true)
            #expect(trace.steps(.submit, "Enter your word").first?.writes == ["usedWords", "newWord"])
            #expect(trace.steps(.submit, "Enter your word").last?.writes == ["errorTitle", "errorMessage", "showingError"])
        case "Moonshot.swift":
            #expect(trace.step(.tap, "Show crew").created.contains { $0.hasSuffix("/.fullScreenCover/CrewView") })
            #expect(trace.step(.tap, "Delete mission").created.contains { $0.hasSuffix("/.confirmationDialog") })
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
