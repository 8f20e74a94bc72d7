import Foundation
import Testing
@testable import TCALearnCore

/// Programs in the style of TCA's case studies (1.0–1.6), our own features written with the same
/// API, compiled and run as learner code by `play`. Each runs its feature's TestStore tests the way
/// TCA's test files write them, then drives its views; these tests check what it printed and every
/// failure its test stores reported, word for word.
@Suite struct TCACaseStudyTests {
    // MARK: - Programs that pass, as they would with TCA

    @Test func scoreboard() throws {
        let run = try Self.play("01-GettingStarted-Scoreboard")
        #expect(run.reports == [])
        #expect(run.output == [
            "tests ran",
            #"["Player one", "Take back", "0 pts", "Award"]"#,
            #"["Player one", "Take back", "1 pts", "Award"]"#,
            // Only the WithViewStore re-renders; views holding just `let store` do not.
            "ScoreboardScreen bodies: 1, PointsView bodies: 1",
        ])
    }

    @Test func theLibrariesTCAIsBuiltFromAreImportedByTheirOwnNames() throws {
        let run = try Self.play("SiblingLibraryImports")
        #expect(run.reports == [])
        #expect(run.output == [
            "forecast 5",
            "route Optional(7) nil",
            #"cities ["Seoul", "Jeju-si"]"#,
            "woke true",
            "scheduled 1",
            #"City(   id: 1,   name: "Seoul" )"#,
            "alert true",
        ])
        // XCTestDynamicOverlay is not XCTest: the program needs no test-case bookkeeping.
        #expect(!RuntimeCache.Build.importsXCTest(["import XCTestDynamicOverlay"]))
        #expect(RuntimeCache.Build.importsXCTest(["@testable import Exercise\nimport XCTest"]))
    }

    @Test func previewsCompileAndAreNoPartOfTheProgram() throws {
        let run = try Self.play("Previews")
        #expect(run.reports == [])
        #expect(run.output == [#"["Light"]"#, #"["Blow out"]"#])
    }

    @Test func casePathableEnumsHaveCaseKeyPaths() throws {
        let run = try Self.play("CasePathableEnums")
        #expect(run.reports == [])
        #expect(run.output == [
            "true false Optional(3)",
            "1234 2",
            "true",
            "Optional(5) nil",
            "true",
            // `closed`, `open`, `private`, `locked`, `labelled`: the brace in a doc comment and the
            // case in a string default are not cases.
            "cases 5",
            "true",
        ])
    }

    @Test func reducerMacroFeaturesComposeWithCaseKeyPaths() throws {
        let run = try Self.play("ReducerMacroComposition")
        #expect(run.reports == [])
        #expect(run.output == [
            "tests ran",
            "true false true",
            #"["Bread 0", "More bread", "Cakes 1", "More cakes"]"#,
        ])
    }

    @Test func observableStateFeaturesAreReadFromTheStorePropertyByProperty() throws {
        let run = try Self.play("ObservableCounter")
        #expect(run.reports == [])
        #expect(run.output == [
            "tests ran",
            #"["2", "+", "plain"]"#,
            // `var count = 0` (no type) is observed: CounterView re-ran on each tap; NoteView,
            // which reads only `note`, ran once.
            "CounterView bodies: 3, NoteView bodies: 1",
            // `@Presents var alert` is read as the optional and, through `$alert`, as its
            // `PresentationState`.
            "3 true true",
            // `.alert($store.scope(state: \.alert, action: \.alert))` shows it; its button sends
            // `.alert(.presented(.reset))`.
            #"["Three!", "Start over"]"#,
            #"["0", "+", "plain"] true"#,
        ])
    }

    @Test func aNavigationStackIsDrivenByAStoreScopedToItsPath() throws {
        let run = try Self.play("StackNavigationToday")
        #expect(run.reports == [])
        #expect(run.output == [
            "tests ran",
            #"["Ridge", "Summit"]"#,
            // `NavigationLink(state:)` pushed a trail; its screen's store runs the trail's reducer.
            #"["Ridge walked", "Walk"] 1"#,
            // Going back sent `.popFrom`.
            #"["Ridge", "Summit"] 0"#,
            // The reducer appended a screen; the stack showed it.
            #"["Entries: 1", "Sign", "Done"]"#,
            // `dismiss()` in the screen's effect popped it.
            #"["Ridge", "Summit"] 0"#,
        ])
    }

    @Test func reducerEnumsPresentTheirCasesAndSwitchOverStoreCase() throws {
        let run = try Self.play("PresentedDestinations")
        #expect(run.reports == [])
        #expect(run.output == [
            "tests ran",
            // The sheet of `$store.scope(state: \.destination?.editTitle, …)`, its view sending
            // view actions through `@ViewAction`.
            #"["Draft: Untitled", "Add !", "Save"]"#,
            // Saving dismissed it (the parent set `destination` to nil).
            #"["Untitled!", "Edit title", "Open page"]"#,
            // The page, shown by `switch store.case`, turned once.
            #"["Untitled!", "Edit title", "Open page", "Page 2", "Next page"]"#,
        ])
    }

    @Test func aFieldOfASharedValueIsSharedToo() throws {
        let run = try Self.play("SharedFields")
        #expect(run.output == [
            // `state.$trip.travelers.withLock` and `state.$interests.withLock` (the trip's
            // interests, handed to the step) changed the one trip the tests made.
            "trip after the tests: 2 true",
            // `$trip.destination` through `@Binding(store.$trip)`, and `$interests[contains:]`.
            #"Jeju 2 ["Food", "Hiking"]"#,
            "Chosen: Food, Hiking",
            // A change to the whole trip re-ran the body that read only its interests.
            "Chosen: Museums",
            "true Jeju",
        ])
        #expect(run.reports == [
            Report(.error, line: run.line(of: "← wrong on purpose"), """
                A state change does not match expectation.

                    \u{2007} InterestsStep.State(
                    −   interests: Set([
                    −     .museums
                    −   ])
                    +   interests: Set([])
                    \u{2007} )

                (Expected: −, Actual: +)
                """),
        ])
    }

    @Test func aPresentedEnumIsScopedWholeThenByCaseAndADialogByItsStore() throws {
        let run = try Self.play("EnumScopesAndDialogs")
        #expect(run.reports == [])
        #expect(run.output == [
            // ConcurrencyExtras' `AsyncThrowingStream.finished()` and `.finished(throwing:)`.
            "readings 0",
            "threw SensorOffline()",
            // Foundation's `URL.documentsDirectory`, on Linux too.
            "Documents",
            // `.sheet(item: $store.scope(state: \.$destination, action: \.destination).water)`.
            #"["Litres 1", "Pour"]"#,
            // Swiping it down set the case's binding to nil: the destination was dismissed.
            #"["Vents closed", "Water", "Log", "Vents"] true"#,
            // `.navigationDestination(item: ….log)` pushed the log; going back dismissed it.
            #"["Entries 1", "Note"]"#,
            #"["Vents closed", "Water", "Log", "Vents"] true"#,
            // `.confirmationDialog($store.scope(state: \.dialog, action: \.dialog))`: its title and
            // buttons; a button sent `.dialog(.presented(.open))` and the dialog went away.
            #"["Vents", "Open vents", "Shut vents"]"#,
            #"["Vents open", "Water", "Log", "Vents"] true"#,
        ])
    }

    @Test func dependencyClientEndpointsAndPerceptibleModelsExpandAsTheLibrariesDo() throws {
        let run = try Self.play("DependencyClientAndPerceptible")
        #expect(run.output == [
            "Mies: Less is more. 3 ko",
            // The client made with nothing implemented: each endpoint reports, a throwing one
            // throws, one with a default answers it.
            #"threw Unimplemented(endpoint: "quote")"#,
            "count 0",
            #"["Poems"]"#,
            // `visits` is @PerceptionIgnored; the title change re-rendered the view.
            #"["Essays"]"#,
        ])
        #expect(run.reports == [
            Report(.error, line: 8, "Unimplemented: 'QuoteClient.quote'"),
            Report(.error, line: 9, "Unimplemented: 'QuoteClient.count'"),
            Report(.error, line: 10, "Unimplemented: 'QuoteClient.log'"),
        ])
    }

    @Test func alertsAndDialogs() throws {
        let run = try Self.play("01-GettingStarted-AlertsAndDialogs")
        #expect(run.reports == [])
        #expect(run.output == [
            "tests ran",
            #"["Which bike?", "Both come with a lock.", "City bike", "Mountain bike", "Not now"]"#,
            // A button's action dismissed the dialog; "Not now" (cancel) closed the second one.
            #"["Bikes out: 1", "Rent", "Return all"]"#,
            #"["Return every bike?", "1 bikes are out.", "Return all", "Keep them"]"#,
            #"["Bikes out: 0", "Rent", "Return all"] true"#,
        ])
    }

    @Test func bindingsForm() throws {
        let run = try Self.play("01-GettingStarted-Bindings-Playlist")
        #expect(run.reports == [])
        #expect(run.output == [
            "tests ran",
            #"["Road trip", "ROAD TRIP", "Lock playlist", "Song limit: 11", "Songs shown: 11", "Start over"]"#,
            #"["Road trip", "ROAD TRIP", "Lock playlist", "Song limit: 5", "Songs shown: 5", "Start over"]"#,
            #"The text field "Playlist name" is disabled and cannot be used."#,
            #"["Lock playlist", "Song limit: 12", "Songs shown: 8", "Start over"]"#,
        ])
    }

    @Test func composition() throws {
        let run = try Self.play("01-GettingStarted-Composition-Tickets")
        #expect(run.reports == [])
        #expect(run.output == [
            "tests ran",
            #"["Adults", "Fewer", "1", "More", "Children", "Fewer", "0", "More"]"#,
            "1 0",
            "TicketDeskView bodies: 1",
        ])
    }

    @Test func optionalState() throws {
        let run = try Self.play("01-GettingStarted-OptionalState")
        #expect(run.reports == [])
        #expect(run.output == [
            "tests ran",
            #"["Dessert, please", "No dessert"]"#,
            #"["Dessert, please", "With ice cream", "One scoop less", "3 scoops", "One scoop more"]"#,
            #"["Dessert, please", "No dessert"]"#,
            // A new dessert: the old one's state went with it.
            #"["Dessert, please", "With ice cream", "One scoop less", "1 scoops", "One scoop more"]"#,
        ])
    }

    @Test func effectsBasics() throws {
        let run = try Self.play("02-Effects-Basics")
        #expect(run.reports == [])
        #expect(run.output == [
            "tests ran",
            #"["Colder", "1°", "Warmer", "Forecast"]"#,
            "true",
        ])
    }

    @Test func effectsCancellation() throws {
        let run = try Self.play("02-Effects-Cancellation")
        #expect(run.reports == [])
        #expect(run.output == [
            "tests ran",
            #"["1", "Stop"]"#,
            #"["1", "Fetch a line"]"#,
            #"["1", "Fetch a line", "Page 1: the sea is calm tonight"]"#,
        ])
    }

    @Test func longLivingEffects() throws {
        let run = try Self.play("02-Effects-LongLiving")
        #expect(run.reports == [])
        #expect(run.output == ["tests ran", #"["The doorbell rang 2 times."]"#])
    }

    @Test func mainQueueSchedulers() throws {
        let run = try Self.play("02-Effects-MainQueue")
        #expect(run.reports == [])
        #expect(run.output == ["tests ran"])
    }

    @Test func refreshable() throws {
        let run = try Self.play("02-Effects-Refreshable")
        #expect(run.reports == [])
        #expect(run.output == ["tests ran", #"["Harbour 1", "Next harbour", "High tide at harbour 1: 6:40"]"#])
    }

    @Test func timers() throws {
        let run = try Self.play("02-Effects-Timers")
        #expect(run.reports == [])
        #expect(run.output == ["tests ran", #"["0 s", "Pause"]"#, #"["0 s", "Go"]"#])
    }

    @Test func loadThenPresent() throws {
        let run = try Self.play("03-Navigation-Sheet-LoadThenPresent")
        #expect(run.reports == [])
        #expect(run.output == [
            "tests ran",
            #"["Fetch my coat", "Fetching…"]"#,
            #"["Ticket 7", "Less tip", "Tip: 0 coins", "More tip"]"#,
            #"["Ticket 7", "Less tip", "Tip: 1 coins", "More tip"]"#,
            #"["Fetch my coat"] true"#,
        ])
    }

    @Test func navigationStack() throws {
        let run = try Self.play("03-Navigation-Stack")
        #expect(run.reports == [])
        #expect(run.output == [
            "tests ran",
            #"["Room 1", "Liked", "Next room"]"#,
            #"["Postcards: 0", "Buy a postcard", "Leave the shop"] 4"#,
            // The shop dismissed itself; going back then pops one room.
            #"["Room 3", "Like", "Next room"] 3"#,
            ##"["Room 2", "Like", "Next room"] ["#0", "#1"]"##,
        ])
    }

    @Test func recursion() throws {
        let run = try Self.play("04-HigherOrderReducers-Recursion")
        #expect(run.reports == [])
        #expect(run.output == [
            "tests ran",
            #"["Spaces", "0 replies", "0 replies", "Reply"]"#,
            #"["Spaces", ""] [00000000-0000-0000-0000-000000000000, 00000000-0000-0000-0000-000000000001]"#,
            // Typing into a reply re-renders that reply's view store, not the thread's.
            "ThreadView bodies: 1",
        ])
    }

    @Test func packingList() throws {
        let run = try Self.play("PackingList")
        #expect(run.reports == [])
        #expect(run.output == [
            "tests ran",
            #"["Show", "Everything", "[x]", "Sun cream", "[ ]", "Remove packed", "Add item"]"#,
            #"["Show", "To pack", "[ ]", "Remove packed", "Add item"]"#,
            // Swiped away through the ForEachStore's .onDelete.
            #"["Show", "Everything", "[ ]", "Remove packed", "Add item"]"#,
            #"["Show", "Everything", "[ ]", "Remove packed", "Add item"] 1"#,
        ])
    }

    // MARK: - Mistakes, reported in TCA's words

    @Test func testStoreFailures() throws {
        let run = try Self.play("TestStoreFailures")
        #expect(run.output == ["tests ran"])
        let expected: [Report] = [
            Report(.error, line: run.line(of: "unreceived"), """
                The store received 1 unexpected action after this one: …

                  Unhandled actions:
                    • .refundArrived
                """),
            // `sleep(for:)` reads `now`, then sleeps: both are unimplemented, as in swift-clocks.
            Report(.error, line: run.line(of: "unimplemented clock"), "Unimplemented: ContinuousClock.now"),
            Report(.error, line: run.line(of: "unimplemented clock"), "Unimplemented: ContinuousClock.sleep"),
            Report(.error, line: run.line(of: "unimplemented fetch"), """
                Unimplemented: RecipeClient.fetch …

                  Defined at:
                    Playground/TestStoreFailures.swift:\(run.line(of: "RecipeClient.fetch defined"))

                  Invoked with:
                    0
                """),
            Report(.error, line: run.line(of: "unexpected response"), """
                Received unexpected action: …

                    \u{2007} Bakery.Action.recipeResponse(
                    \u{2212}   .success("Sourdough")
                    +   .failure(
                    +     UnimplementedFailure(description: "RecipeClient.fetch")
                    +   )
                    \u{2007} )

                (Expected: \u{2212}, Received: +)
                """),
            // TCA stops at the unexpected action: no state comparison follows it.
            Report(.error, line: run.line(of: "received none"), """
                Expected to receive an action, but received none after 0.1 seconds.

                There are effects in-flight. If the effect that delivers this action uses a clock/scheduler \
                (via "receive(on:)", "delay", "debounce", etc.), make sure that you wait enough time for it \
                to perform the effect. If you are using a test clock/scheduler, advance it so that the \
                effects may complete, or consider using an immediate clock/scheduler to immediately perform \
                the effect instead.

                If you are not yet using a clock/scheduler, or can not use a clock/scheduler, configure this \
                assertion with an explicit "timeout".
                """),
            Report(.error, line: run.line(of: "received none"), """
                Expected to receive the following action, but didn't: …

                  Bakery.Action.refundArrived
                """),
            Report(.error, line: run.line(of: "still sleeping"), Self.stillRunning),
            Report(.error, line: run.line(of: "no test implementation"), """
                @Dependency(\\.ovenAlarms) has no test implementation, but was accessed from a test context:

                  Location:
                    Playground/TestStoreFailures.swift:\(run.line(of: "@Dependency(\\.ovenAlarms)"))
                  Key:
                    OvenAlarmsKey
                  Value:
                    @Sendable () async -> AsyncStream

                Dependencies registered with the library are not allowed to use their default, live \
                implementations when run from tests.

                To fix, override 'ovenAlarms' with a test value. If you are using the Composable \
                Architecture, mutate the 'dependencies' property on your 'TestStore'. Otherwise, use \
                'withDependencies' to define a scope for the override. If you'd like to provide a default \
                value for all tests, implement the 'testValue' requirement of the 'DependencyKey' protocol.
                """),
            Report(.error, line: run.line(of: "still running"), Self.stillRunning),
            Report(.note, line: run.line(of: "skipped loaves"), """
                Skipped assertions: …

                State was not expected to change, but a change occurred: …

                    \u{2007} Bakery.State(
                    \u{2212}   loaves: 0,
                    +   loaves: 1,
                    \u{2007}   isFetchingRecipe: false,
                    \u{2007}   recipe: nil,
                    \u{2007}   alarmsHeard: 0
                    \u{2007} )

                (Expected: \u{2212}, Actual: +)
                """),
            Report(.note, line: run.line(of: "skipped loaves") + 1, """
                Skipped assertions: …

                State was not expected to change, but a change occurred: …

                    \u{2007} Bakery.State(
                    \u{2007}   loaves: 1,
                    \u{2212}   isFetchingRecipe: false,
                    +   isFetchingRecipe: true,
                    \u{2007}   recipe: nil,
                    \u{2007}   alarmsHeard: 0
                    \u{2007} )

                (Expected: \u{2212}, Actual: +)
                """),
            Report(.note, line: run.line(of: "skipped response"), """
                Skipped assertions: …

                1 received action was skipped:

                Bakery.Action.recipeResponse(
                  .success("Brioche for 1")
                )
                """),
            Report(.error, line: run.line(of: "nothing received"), "There were no received actions to skip."),
            Report(.error, line: run.line(of: "nothing in flight"), "There were no in-flight effects to skip."),
            Report(.error, line: run.line(of: "unmodified recipe"),
                   #"XCTModify failed: expected "String" value to be modified but it was unchanged."#),
        ]
        #expect(run.reports.count == expected.count)
        for (report, expected) in zip(run.reports, expected) {
            #expect(report == expected)
        }
    }

    /// The same mistakes, in a program that targets TCA 1.25: its texts, which dropped the
    /// headings' trailing "…" and the bullets (1.23.1) and reworded the end-of-test list (1.10).
    @Test func testStoreFailuresInTheWordsOfTheTargetedRelease() throws {
        let run = try Self.play("TestStoreFailures", tca: TCAVersion(argument: "1.25"))
        func report(at marker: String, _ index: Int = 0) -> String? {
            run.reports.filter { $0.line == run.line(of: marker) }.dropFirst(index).first?.message
        }
        // In the words of the swift-case-paths TCA 1.25 resolves (1.5.3 on).
        #expect(report(at: "unmodified recipe") == #"XCTModify: Expected "String" value to be modified but it was unchanged."#)
        #expect(report(at: "unreceived") == """
            The store received 1 unexpected action.

              Unhandled actions:
                .refundArrived

            To fix, explicitly assert against these actions using "store.receive", skip these actions by \
            performing "await store.skipReceivedActions()", or consider using a non-exhaustive test store: \
            "store.exhaustivity = .off".
            """)
        #expect(report(at: "unexpected response")?.hasPrefix("Received unexpected action:\n\n") == true)
        #expect(report(at: "received none", 1) == """
            Expected to receive the following action, but didn't:

              Bakery.Action.refundArrived
            """)
        #expect(report(at: "skipped loaves")?.hasPrefix("""
            Skipped assertions.

            State was not expected to change, but a change occurred.
            """) == true)
        #expect(report(at: "skipped response")?.hasPrefix("Skipped assertions.\n\n1 received action was skipped.\n\n") == true)
        #expect(report(at: "still running") == """
            An effect returned for this action is still running. It must complete before the end of the test.

            To fix, inspect any effects the reducer returns for this action and ensure that all of them \
            complete by the end of the test. There are a few reasons why an effect may not have completed:

            If using async/await in your effect, it may need a little bit of time to properly finish. To \
            fix you can simply perform "await store.finish()" at the end of your test.

            If an effect uses a clock (or scheduler, via "receive(on:)", "delay", "debounce", etc.), make \
            sure that you wait enough time for it to perform the effect. If you are using a test \
            clock/scheduler, advance it so that the effects may complete, or consider using an immediate \
            clock/scheduler to immediately perform the effect instead.

            If you are returning a long-living effect (timers, notifications, subjects, etc.), then make \
            sure those effects are torn down by marking the effect ".cancellable" and returning a \
            corresponding cancellation effect ("Effect.cancel") from another action, or, if your effect is \
            driven by a Combine subject, send it a completion.

            If you do not wish to assert on these effects, perform "await store.skipInFlightEffects()", or \
            consider using a non-exhaustive test store: "store.exhaustivity = .off".
            """)
    }

    /// Actions the reducers cannot deliver, warned about as 1.5 words it, then as 1.25 does: no
    /// "…" after the first sentence, no bullets, "a store" for "a view store", a stack's advice
    /// naming `NavigationStack.init(path:)` and no view modifier for a presentation.
    @Test func reducerWarningsInTheWordsOfTheTargetedRelease() throws {
        // The warnings name the reducer's place by the file's `#fileID`, whatever folder it is in.
        func located(_ reports: [Report]) -> [Report] {
            reports.map { report in
                var report = report
                report.message = report.message.replacing(/"[^" ]*\/(\w+\.swift:\d+)"/) { "\"\($0.1)\"" }
                return report
            }
        }
        let legacy = located(try Self.play("ReducerWarnings").reports)
        let modern = located(try Self.play("ReducerWarnings", tca: TCAVersion(argument: "1.25")).reports)
        #expect(legacy.map(\.kind) == [.warning, .warning, .warning, .warning, .warning])
        #expect(modern.count == 5)
        #expect(legacy.first?.message.hasPrefix("""
            An "ifLet" at "ReducerWarnings.swift:29" received a child action when child state was "nil". …
            """) == true)
        #expect(legacy.first?.message.contains("\n\n• A parent reducer set child state to \"nil\"") == true)
        #expect(modern.first?.message == """
            An "ifLet" at "ReducerWarnings.swift:29" received a child action when child state was "nil".

              Action:
                Garden.Action.packet(.sow)

            This is generally considered an application logic error, and can happen for a few reasons:

            A parent reducer set child state to "nil" before this reducer ran. This reducer must run before any other \
            reducer sets child state to "nil". This ensures that child reducers can handle their actions while their \
            state is still available.

            An in-flight effect emitted this action when child state was "nil". While it may be perfectly reasonable \
            to ignore this action, consider canceling the associated effect before child state becomes "nil", \
            especially if it is a long-living effect.

            This action was sent to the store while state was "nil". Make sure that actions for this reducer can only \
            be sent from a store when state is non-"nil". In SwiftUI applications, use "IfLetStore".
            """)
        #expect(legacy[1].message.hasSuffix("already contains. …\n\n  ID:\n    #0\n  Path IDs:\n    [#0]"))
        #expect(modern[1].message.hasSuffix("already contains.\n\n  ID:\n    #0\n  Path IDs:\n    [#0]"))
        #expect(legacy[2].message.hasSuffix(#"In SwiftUI applications, use "NavigationStackStore"."#))
        #expect(modern[2].message.hasSuffix(
            #"In SwiftUI applications, use "NavigationStack.init(path:)" with a binding to a store."#))
        #expect(legacy[3].message.hasSuffix(#"view modifier like "sheet(store:…)"."#))
        #expect(modern[3].message.hasSuffix("or from effects that start from this reducer."))
        #expect(legacy[4].message.hasPrefix(
            #"A binding action sent from a view store for binding state defined at "ReducerWarnings.swift:37" was not handled. …"#))
        #expect(modern[4].message == """
            A binding action sent from a store for binding state defined at "ReducerWarnings.swift:37" was not handled.

              Action:
                Greeting.Action.binding(.set(_, "Blob"))

            To fix this, invoke "BindingReducer()" from your feature reducer's "body".
            """)
    }

    /// What a root store owns: before TCA 1.11 a root feature's `dismiss()` is a runtime warning,
    /// since then it ends the test store's feature; before 1.20.1 one root store's `.cancel(id:)`
    /// reaches another's effects with that id, since then it does not.
    @Test func rootStoresInTheWaysOfTheTargetedRelease() throws {
        let legacy = try Self.play("RootStores")
        #expect(legacy.output == ["dismissed: false", "kitchen: 0, office: 0"])
        #expect(legacy.reports.count == 1)
        #expect(legacy.reports.first?.message.hasPrefix(#"A reducer requested dismissal at "#) == true)
        #expect(legacy.reports.first?.message.contains(#"RootStores.swift:30", but couldn't be dismissed. …"#) == true)
        let modern = try Self.play("RootStores", tca: TCAVersion(argument: "1.25"))
        #expect(modern.output == ["dismissed: true", "kitchen: 1, office: 0"])
        #expect(modern.reports == [Report(.error, line: modern.line(of: "after dismissal"), "Can't send action to dismissed test store.")])
    }

    @Test func theTargetedReleaseIsTheNewestForCodeWithTheModernMacros() {
        #expect(TCAVersion.written(["@Reducer\nstruct Feature {}"]) == .newest)
        #expect(TCAVersion.written(["@Shared(.inMemory(\"count\")) var count = 0"]) == .newest)
        #expect(TCAVersion.written(["struct Feature: Reducer {} // @Reducer later"]) == .taught)
        #expect(TCAVersion(argument: "1.25")?.text == "1.25.0")
        #expect(TCAVersion(argument: "1.3.0")?.text == "1.3.0")
        #expect(TCAVersion(argument: "1.26") == nil)
        #expect(TCAVersion(argument: "2.0") == nil)
        #expect(TCAVersion(argument: "1.x") == nil)
    }

    // MARK: - Under XCTest

    @Test func aTestStoreFailureFailsTheXCTestThatRanIt() throws {
        let file = Self.folder.appendingPathComponent("XCTestRun.swift")
        let result = try SharedGrader.grader.play(file, timeLimit: 30)
        try #require(result.compiled, "\(result.diagnostics.map(\.message)) \(result.compilerOutput)")
        let output = result.stdout + result.stderr
        #expect(output.contains("Test Case 'KettleTests.testHeatingBoils' passed"))
        // Its own failure was expected; the expectation ends with the test.
        #expect(output.contains("Test Case 'KettleTests.testExpectingTheWrongDegree' passed"))
        #expect(output.contains("Test Case 'KettleTests.testHeatingToTheWrongDegree' failed"))
        #expect(output.contains("""
            error: KettleTests.testHeatingToTheWrongDegree : failed - A state change does not match expectation: …
            """))
        // A runtime warning is a test failure under XCTest, as in TCA, at the test's line that
        // caused it, as XCTest finds it on the call stack.
        #expect(output.contains("Test Case 'KettleTests.testDrawingFromAPlugThatIsOff' failed"))
        let source = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        let sendLine = try #require(source.firstIndex { $0.contains("store.send(.on(.draw(2_000)))") }) + 1
        #expect(output.contains("""
            Playground/XCTestRun.swift:\(sendLine): error: KettleTests.testDrawingFromAPlugThatIsOff : failed - A "Scope" at "Playground/XCTestRun.swift:
            """), "\(output)")
        #expect(output.contains("Executed 4 tests, with 2 failures"))
        #expect(result.crash == nil)
        #expect(result.exitCode == 1)
        #expect(!result.succeeded)
    }

    // MARK: - Under swift-testing

    /// A file of `@Test`s is run as `swift test` runs it; a TestStore failure and a runtime
    /// warning are issues of the test that caused them, at its line, and fail it; one inside
    /// `withKnownIssue` is known and does not.
    @Test func aTestStoreFailureIsAnIssueOfTheSwiftTestingTestThatRanIt() throws {
        let file = Self.folder.appendingPathComponent("SwiftTestingRun.swift")
        let result = try SharedGrader.grader.play(file, timeLimit: 30)
        try #require(result.compiled, "\(result.diagnostics.map(\.message)) \(result.compilerOutput)")
        let source = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        func line(of marker: String) -> Int { (source.firstIndex { $0.contains(marker) } ?? -1) + 1 }
        #expect(result.tests == [
            TestOutcome(name: "ToasterTests/toastPops()", passed: true, issues: 0),
            TestOutcome(name: "ToasterTests/knownWrongSlices()", passed: true, issues: 0),
            TestOutcome(name: "ToasterTests/wrongSlices()", passed: false, issues: 1),
            TestOutcome(name: "ToasterTests/dimmingALampThatIsOff()", passed: false, issues: 1),
            TestOutcome(name: "ToasterTests/stateReadsBack()", passed: true, issues: 0),
        ])
        // The failure is at the `receive` whose closure was wrong, in TCA's words.
        let receiveLine = line(of: "slices = 3") - 2
        #expect(result.stderr.contains("""
            ✘ Test wrongSlices() recorded an issue at SwiftTestingRun.swift:\(receiveLine):1: Issue recorded
            ↳ A state change does not match expectation: …
            """), "\(result.stderr)")
        #expect(result.stderr.contains("↳ A \"Scope\" at "))
        #expect(result.stderr.contains("Test knownWrongSlices() passed after"))
        #expect(result.crash == nil)
        #expect(!result.succeeded)
    }

    /// `@Shared` as 1.25's case studies test it: the tabs share one count, app storage and file
    /// storage keep theirs, and a wrong count fails with a diff of the shared value the test
    /// expected against the one there is, in 1.25's words (the code uses `@Shared`).
    @Test func sharedStateIsAssertedLikeOtherState() throws {
        let file = Self.folder.appendingPathComponent("SharedStateRun.swift")
        let result = try SharedGrader.grader.play(file, timeLimit: 30)
        try #require(result.compiled, "\(result.diagnostics.map(\.message)) \(result.compilerOutput)")
        #expect(result.tests == [
            TestOutcome(name: "SharedStateTests/bothTabsSeeOneCount()", passed: true, issues: 0),
            TestOutcome(name: "SharedStateTests/stepsAndStreakAreKept()", passed: true, issues: 0),
            TestOutcome(name: "SharedStateTests/wrongCount()", passed: false, issues: 1),
        ], "\(result.stderr)")
        #expect(result.stderr.contains("""
            ↳ A state change does not match expectation.
              
                  \u{2007} Tabs.State(
                  \u{2007}   counter: CounterTab.State(
                  \u{2007}     _stats: Stats(
                  \u{2212}       count: 2,
                  +       count: 1,
            """), "\(result.stderr)")
    }

    @Test func aFileIsATestFileWhenItImportsTestingAndDeclaresTests() {
        #expect(TestFile.isTestFile("import Testing\n@Test func a() {}"))
        #expect(TestFile.isTestFile("import Testing\n@Suite struct S {}"))
        #expect(!TestFile.isTestFile("import Testing\nlet x = 1"))
        #expect(!TestFile.isTestFile("import ComposableArchitecture\n// @Test func a() {}"))
    }

    /// An async XCTest run that hops to the main actor thousands of times makes Dispatch start
    /// hundreds of threads; they fit the memory limit, so the real-time waits after it still end.
    @Test func xctestRunWithManyMainActorHopsFinishes() throws {
        let file = Self.folder.appendingPathComponent("XCTestManyHops.swift")
        let result = try SharedGrader.grader.play(file, timeLimit: 30)
        try #require(result.compiled, "\(result.diagnostics.map(\.message)) \(result.compilerOutput)")
        let output = result.stdout + result.stderr
        #expect(!result.timedOut, "\(output)")
        #expect(output.contains("Executed 3 tests, with 0 failures"), "\(output)")
        #expect(result.succeeded)
    }

    /// An XCTest file without `allTests` or `XCTMain` runs its tests as `swift test` finds them:
    /// synchronous, async and throwing ones, and those in an extension; a helper is no test.
    @Test func anXCTestFileRunsItsTestsWithoutAList() throws {
        let file = Self.folder.appendingPathComponent("XCTestDiscovered.swift")
        let result = try SharedGrader.grader.play(file, timeLimit: 30)
        try #require(result.compiled, "\(result.diagnostics.map(\.message)) \(result.compilerOutput)")
        let output = result.stdout + result.stderr
        #expect(output.contains("Executed 6 tests, with 2 failures"), "\(output)")
        #expect(output.contains("Test Suite 'XCTestDiscovered.xctest' started"), "\(output)")
        for passing in ["testStartsOff", "testSwitchTurnsItOn", "testPlugged", "testFromAnExtension"] {
            #expect(output.contains("Test Case 'LampTests.\(passing)' passed"), "\(passing)")
        }
        for failing in ["testSwitchTwiceWrongly", "testUnplugged"] {
            #expect(output.contains("Test Case 'LampTests.\(failing)' failed"), "\(failing)")
        }
        #expect(result.stdout.contains("extension test ran"))
        #expect(!output.contains("is not a test"))
        #expect(result.crash == nil)
        #expect(result.exitCode == 1)
    }

    static let stillRunning = """
        An effect returned for this action is still running. It must complete before the end of the test. …

        To fix, inspect any effects the reducer returns for this action and ensure that all of them \
        complete by the end of the test. There are a few reasons why an effect may not have completed:

        • If using async/await in your effect, it may need a little bit of time to properly finish. To \
        fix you can simply perform "await store.finish()" at the end of your test.

        • If an effect uses a clock/scheduler (via "receive(on:)", "delay", "debounce", etc.), make sure \
        that you wait enough time for it to perform the effect. If you are using a test clock/scheduler, \
        advance it so that the effects may complete, or consider using an immediate clock/scheduler to \
        immediately perform the effect instead.

        • If you are returning a long-living effect (timers, notifications, subjects, etc.), then make \
        sure those effects are torn down by marking the effect ".cancellable" and returning a \
        corresponding cancellation effect ("Effect.cancel") from another action, or, if your effect is \
        driven by a Combine subject, send it a completion.
        """

    // MARK: - Running a fixture

    /// A failure (`error`), an expected failure shown as a `note`, or a runtime `warning`, as the
    /// program wrote it to standard error.
    struct Report: Equatable, CustomStringConvertible {
        enum Kind: String { case error, note, warning }
        var kind: Kind
        var line: Int
        var message: String

        init(_ kind: Kind, line: Int, _ message: String) {
            self.kind = kind
            self.line = line
            self.message = message
        }

        var description: String { "\(kind.rawValue) at line \(line):\n\(message)" }
    }

    struct Run {
        let output: [String]
        let reports: [Report]
        let source: [Substring]

        /// The line of the fixture whose text contains `marker` (usually a `// ← marker` comment).
        func line(of marker: String) -> Int {
            (source.firstIndex { $0.contains(marker) } ?? -1) + 1
        }
    }

    static let folder = SharedGrader.layout.toolRoot.appendingPathComponent("Tests/Programs/TCACaseStudies")

    static func play(_ name: String, tca: TCAVersion? = nil) throws -> Run {
        let file = folder.appendingPathComponent("\(name).swift")
        let result = try SharedGrader.grader.play(file, timeLimit: 30, tca: tca)
        try #require(result.compiled, "\(name): \(result.diagnostics.map(\.message)) \(result.compilerOutput)")
        #expect(result.succeeded, "\(name): \(result.stderr)")
        return Run(
            output: result.stdout.split(separator: "\n").map(String.init),
            reports: reports(in: result.stderr),
            source: try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        )
    }

    /// Splits standard error into reports: `file:line: error: …` and `file:line: note: …` start
    /// one, as does a `[ComposableArchitecture]` runtime warning; other lines continue it.
    static func reports(in stderr: String) -> [Report] {
        var reports: [Report] = []
        for line in stderr.split(separator: "\n", omittingEmptySubsequences: false) {
            if let match = line.wholeMatch(of: /[^ :]+\.swift:(\d+): (error|note): (.*)/) {
                reports.append(Report(Report.Kind(rawValue: String(match.2))!, line: Int(match.1)!, String(match.3)))
            } else if line.hasPrefix("[ComposableArchitecture] ") {
                reports.append(Report(.warning, line: 0, String(line.dropFirst("[ComposableArchitecture] ".count))))
            } else if !reports.isEmpty {
                reports[reports.count - 1].message += "\n" + line
            }
        }
        for index in reports.indices {
            while reports[index].message.hasSuffix("\n") { reports[index].message.removeLast() }
        }
        return reports
    }
}
