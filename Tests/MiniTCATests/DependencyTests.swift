#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MiniTCA
import RenderTrace
import RuntimeSupport
import Testing

private struct NumberClient {
    var fetch: @Sendable (Int) async throws -> String
}

extension NumberClient: DependencyKey {
    static let liveValue = NumberClient { "live \($0)" }
    static let testValue = NumberClient(fetch: unimplemented("NumberClient.fetch"))
}

/// A key with a live and a preview value, and no test value.
private enum GreetingKey: DependencyKey {
    static let liveValue = "live hello"
    static let previewValue = "preview hello"
}

/// A key that only knows its test value.
private enum TestOnlyKey: TestDependencyKey {
    static let testValue = "test only"
}

private struct Settings: Equatable {
    var name = "live name"
    var volume = 5
}

private enum SettingsKey: DependencyKey {
    static let liveValue = Settings()
}

/// Counts how often its live value is computed.
private final class Computations: @unchecked Sendable {
    static let shared = Computations()
    private let lock = Lock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}

private enum ComputedKey: DependencyKey {
    static var liveValue: Int {
        Computations.shared.increment()
        return Computations.shared.value
    }
}

extension DependencyValues {
    fileprivate var numbers: NumberClient {
        get { self[NumberClient.self] }
        set { self[NumberClient.self] = newValue }
    }
    fileprivate var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
    fileprivate var testOnly: String {
        get { self[TestOnlyKey.self] }
        set { self[TestOnlyKey.self] = newValue }
    }
    fileprivate var settings: Settings {
        get { self[SettingsKey.self] }
        set { self[SettingsKey.self] = newValue }
    }
    fileprivate var computed: Int {
        get { self[ComputedKey.self] }
        set { self[ComputedKey.self] = newValue }
    }
}

/// Reads its dependencies while reducing and in its effects.
private struct Greeter: Reducer {
    struct State: Equatable {
        var greeting = ""
        var fromEffect = ""
    }
    enum Action: Equatable {
        case greet
        case greetLater
        case greeted(String)
        case readTestOnly
        case fetch
    }

    @Dependency(\.greeting) var greeting  // ← greeting declared
    @Dependency(\.testOnly) var testOnly
    @Dependency(\.numbers) var numbers

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .greet:
            state.greeting = greeting
            return .none
        case .greetLater:
            return .run { send in await send(.greeted(self.greeting)) }
        case let .greeted(greeting):
            state.fromEffect = greeting
            return .none
        case .readTestOnly:
            state.greeting = testOnly
            return .none
        case .fetch:
            return .run { send in await send(.greeted(try await self.numbers.fetch(7))) } catch: { _, _ in }
        }
    }
}

/// A model made inside a `withDependencies` scope, read outside it.
private struct Model {
    @Dependency(\.greeting) var greeting
}

/// The line of this file that contains `marker`.
private func line(of marker: String, file: String = #filePath) -> Int {
    let lines = (try? String(contentsOfFile: file, encoding: .utf8))?.split(separator: "\n", omittingEmptySubsequences: false) ?? []
    return (lines.firstIndex { $0.contains(marker) && !$0.contains("line(of:") } ?? -1) + 1
}

extension MiniTCATests {
    @Suite @MainActor struct Dependencies {
        @Test func aStoreReadsLiveValues() {
            let store = Store(initialState: Greeter.State()) { Greeter() }
            store.send(.greet)
            #expect(store.withState(\.greeting) == "live hello")
        }

        @Test func aStoreReducesWithTheDependenciesItWasGiven() {
            let store = Store(initialState: Greeter.State()) {
                Greeter()
            } withDependencies: {
                $0.greeting = "hi from the store"
            }
            store.send(.greet)
            #expect(store.withState(\.greeting) == "hi from the store")
            // Outside the store, nothing changed.
            @Dependency(\.greeting) var greeting
            #expect(greeting == "live hello")
        }

        @Test func effectsKeepTheDependenciesTheyWereCreatedWith() async {
            let store = Store(initialState: Greeter.State()) {
                Greeter()
            } withDependencies: {
                $0.greeting = "hi from the effect"
            }
            await store.send(.greetLater).finish()
            #expect(store.withState(\.fromEffect) == "hi from the effect")
        }

        @Test func withDependenciesChangesValuesForItsOperationOnly() {
            let inside = withDependencies {
                $0.greeting = "inside"
            } operation: { () -> String in
                @Dependency(\.greeting) var greeting
                return greeting
            }
            @Dependency(\.greeting) var outside
            #expect(inside == "inside")
            #expect(outside == "live hello")
        }

        @Test func aDependencyKeepsTheValuesAroundWhereItWasCreated() {
            let model = withDependencies { $0.greeting = "scoped" } operation: { Model() }
            #expect(model.greeting == "scoped")
            #expect(Model().greeting == "live hello")
        }

        @Test func aTestStoreReadsTestValues() async {
            let issues = await capturingIssues {
                let store = TestStore(initialState: Greeter.State()) { Greeter() }
                await store.send(.readTestOnly) { $0.greeting = "test only" }
            }
            #expect(issues.messages.isEmpty)
        }

        @Test func aDependencyWithoutATestValueFailsInATestStore() async {
            var sendLine = 0
            let issues = await capturingIssues {
                let store = TestStore(initialState: Greeter.State()) { Greeter() }
                sendLine = #line + 1
                await store.send(.greet) { $0.greeting = "live hello" }
            }
            #expect(issues.messages == [
                """
                @Dependency(\\.greeting) has no test implementation, but was accessed from a test context:

                  Location:
                    MiniTCATests/DependencyTests.swift:\(line(of: "← greeting declared"))
                  Key:
                    GreetingKey
                  Value:
                    String

                Dependencies registered with the library are not allowed to use their default, live \
                implementations when run from tests.

                To fix, override 'greeting' with a test value. If you are using the Composable \
                Architecture, mutate the 'dependencies' property on your 'TestStore'. Otherwise, use \
                'withDependencies' to define a scope for the override. If you'd like to provide a default \
                value for all tests, implement the 'testValue' requirement of the 'DependencyKey' protocol.
                """,
            ])
            // Reported at the step that used it, as XCTest would attach it to the running test.
            #expect(issues.lines == [sendLine])
        }

        @Test func settingADependencyInATestIsNotUsingIt() async {
            let issues = await capturingIssues {
                let store = TestStore(initialState: Greeter.State()) {
                    Greeter()
                } withDependencies: {
                    $0.greeting = "set by the test"
                    // Changing one field of a value without a test value starts from the live one.
                    $0.settings.name = "test name"
                }
                await store.send(.greet) { $0.greeting = "set by the test" }
                #expect(store.dependencies.settings == Settings(name: "test name", volume: 5))
            }
            #expect(issues.messages.isEmpty)
        }

        @Test func aTestStoresDependenciesCanChangeBetweenSteps() async {
            let issues = await capturingIssues {
                let store = TestStore(initialState: Greeter.State()) {
                    Greeter()
                } withDependencies: {
                    $0.greeting = "first"
                }
                await store.send(.greet) { $0.greeting = "first" }
                store.dependencies.greeting = "second"
                await store.send(.greet) { $0.greeting = "second" }
                store.withDependencies {
                    $0.greeting = "third"
                } operation: {
                    #expect(store.dependencies.greeting == "third")
                }
                #expect(store.dependencies.greeting == "second")
            }
            #expect(issues.messages.isEmpty)
        }

        @Test func anUnimplementedEndpointFailsWhereTheEffectWasStartedAndThrows() async {
            var sendLine = 0
            let issues = await capturingIssues {
                let store = TestStore(initialState: Greeter.State()) { Greeter() }
                sendLine = #line + 1
                await store.send(.fetch)
                await store.finish()
            }
            #expect(issues.messages == [
                """
                Unimplemented: NumberClient.fetch …

                  Defined at:
                    MiniTCATests/DependencyTests.swift:\(line(of: "static let testValue = NumberClient"))

                  Invoked with:
                    7
                """,
            ])
            #expect(issues.lines == [sendLine])
        }

        @Test func aLiveValueIsComputedOnce() {
            @Dependency(\.computed) var computed
            let first = computed
            #expect(computed == first)
            #expect(Computations.shared.value == first)
        }

        @Test func thePreviewContextUsesPreviewValues() {
            withDependencies {
                $0.context = .preview
            } operation: {
                @Dependency(\.greeting) var greeting
                @Dependency(\.testOnly) var testOnly
                #expect(greeting == "preview hello")
                // A key without a preview value previews its test value.
                #expect(testOnly == "test only")
            }
        }

        @Test func aKeyWithOnlyATestValueWarnsWhenUsedLive() {
            TraceRecorder.reset()
            @Dependency(\.testOnly) var testOnly
            #expect(testOnly == "test only")
            let warnings = TraceRecorder.events.filter { $0.kind == .warning }.compactMap(\.detail)
            #expect(warnings.contains { $0.hasPrefix(#"@Dependency(\.testOnly) has no live implementation, but was accessed from a live context."#) })
        }

        @Test func uuidsCountUpWhenIncrementing() {
            let generate = UUIDGenerator.incrementing
            #expect(generate() == UUID(uuidString: "00000000-0000-0000-0000-000000000000"))
            #expect(generate() == UUID(1))
            #expect(UUID(255).uuidString == "00000000-0000-0000-0000-0000000000FF")
            // Each `.incrementing` counts on its own.
            #expect(UUIDGenerator.incrementing() == UUID(0))
            #expect(UUIDGenerator.constant(UUID(9))() == UUID(9))
        }

        @Test func uuidAndDateMustBeSetInTests() async {
            struct Stamp: Reducer {
                @Dependency(\.uuid) var uuid
                @Dependency(\.date) var date
                func reduce(into state: inout Int, action: Void) -> Effect<Void> {
                    _ = uuid()
                    _ = date.now
                    return .none
                }
            }
            let issues = await capturingIssues {
                let store = TestStore(initialState: 0) { Stamp() }
                await store.send(())
            }
            #expect(issues.messages == [#"Unimplemented: @Dependency(\.uuid)"#, #"Unimplemented: @Dependency(\.date)"#])
        }

        @Test func aConstantDateIsAlwaysThatDate() {
            let moment = Date(timeIntervalSince1970: 1_234_567_890)
            var generator = DateGenerator.constant(moment)
            #expect(generator() == moment)
            #expect(generator.now == moment)
            generator.now = Date(timeIntervalSince1970: 0)
            #expect(generator() == Date(timeIntervalSince1970: 0))
        }

        @Test func unimplementedWithAPlaceholderReturnsIt() async {
            let issues = await capturingIssues {
                let endpoint: @Sendable (Int) -> String = unimplemented("Client.name", placeholder: "?")
                #expect(endpoint(3) == "?")
            }
            #expect(issues.messages.count == 1)
            #expect(issues.messages.first?.hasPrefix("Unimplemented: Client.name …") == true)
        }

        @Test func unimplementedWithoutAPlaceholderReturnsAnObviousDefault() async {
            struct DownloadClient {
                var download: @Sendable (URL) -> AsyncThrowingStream<Double, any Error>
                var names: @Sendable () -> [String]
                var count: @Sendable (String, Int) -> Int
                var current: @Sendable () -> String?
            }
            let client = DownloadClient(
                download: unimplemented("DownloadClient.download"),
                names: unimplemented("DownloadClient.names"),
                count: unimplemented("DownloadClient.count"),
                current: unimplemented("DownloadClient.current")
            )
            let issues = await capturingIssues {
                var progress: [Double] = []
                do {
                    for try await value in client.download(URL(string: "https://example.com")!) {
                        progress.append(value)
                    }
                } catch {}
                #expect(progress.isEmpty)
                #expect(client.names() == [])
                #expect(client.count("Blob", 2) == 0)
                #expect(client.current() == nil)
            }
            #expect(issues.messages.count == 4)
            #expect(issues.messages.first?.hasPrefix("Unimplemented: DownloadClient.download …") == true)
        }

        @Test func unimplementedEndpointsTakeSeveralArguments() async {
            struct SocketClient {
                var open: @Sendable (Int, URL, [String]) async -> AsyncStream<String>
                var send: @Sendable (Int, String) async throws -> Void
            }
            let client = SocketClient(
                open: unimplemented("SocketClient.open", placeholder: AsyncStream.finished),
                send: unimplemented("SocketClient.send")
            )
            let issues = await capturingIssues {
                for await _ in await client.open(1, URL(string: "wss://example.com")!, ["chat"]) {}
                await #expect(throws: UnimplementedFailure.self) {
                    try await client.send(1, "Hi")
                }
            }
            #expect(issues.messages.count == 2)
            #expect(issues.messages.first?.hasPrefix("Unimplemented: SocketClient.open …") == true)
            #expect(issues.messages.last?.contains(#""Hi""#) == true)
        }
    }
}
