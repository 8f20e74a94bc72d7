import MiniTCA
import RenderTrace
import Testing

private struct Equal: Error, Equatable { let code: Int }
private struct Opaque: Error {}

private func fetch(_ number: Int) async throws -> String {
    if number < 0 { throw Equal(code: number) }
    return "\(number) is a number."
}

extension MiniTCATests {
    @Suite @MainActor struct TaskResults {
        @Test func catchingKeepsTheValueOrTheError() async throws {
            let success = await TaskResult { 42 }
            #expect(try success.value == 42)
            let failure = await TaskResult<Int> { throw Equal(code: 1) }
            #expect(throws: Equal(code: 1)) { try failure.value }
        }

        @Test func resultCatchesAwaitedWorkAsTaskResultDid() async throws {
            let success: Result<String, any Error> = await Result { try await fetch(3) }
            #expect(try success.get() == "3 is a number.")
            let failure: Result<String, any Error> = await Result { try await fetch(-1) }
            #expect(throws: Equal(code: -1)) { try failure.get() }
        }

        @Test func failuresAreEqualWhenTheirErrorsAre() {
            #expect(TaskResult<Int>.success(1) == .success(1))
            #expect(TaskResult<Int>.success(1) != .success(2))
            #expect(TaskResult<Int>.failure(Equal(code: 1)) == .failure(Equal(code: 1)))
            #expect(TaskResult<Int>.failure(Equal(code: 1)) != .failure(Equal(code: 2)))
            #expect(TaskResult<Int>.failure(Equal(code: 1)) != .failure(Opaque()))
            #expect(TaskResult<Int>.success(1) != .failure(Equal(code: 1)))
        }

        @Test func errorsThatAreNotEquatableNeverMatchAndWarn() {
            TraceRecorder.reset()
            #expect(TaskResult<Int>.failure(Opaque()) != .failure(Opaque()))
            let warnings = TraceRecorder.events.filter { $0.kind == .warning }.compactMap(\.detail)
            #expect(warnings == [
                """
                "Opaque" is not equatable. …

                To test two values of this type, it must conform to the "Equatable" protocol. For example:

                    extension Opaque: Equatable {}

                See the documentation of "TaskResult" for more information.
                """,
            ])
        }

        @Test func resultsKeyADictionaryByTheirHashableErrors() {
            enum Failure: Error, Hashable { case message(String), other }
            let first = TaskResult<Int>.failure(Failure.message("a"))
            let second = TaskResult<Int>.failure(Failure.message("b"))
            let counts = Dictionary([(first, 1), (second, 2), (.failure(Failure.other), 3), (.success(7), 4)], uniquingKeysWith: { $1 })
            #expect(Set(counts.values) == [1, 2, 3, 4])
            #expect(Set([TaskResult<Int>.success(1), .success(1)]).count == 1)
        }

        @Test func hashingAnErrorThatIsNotHashableWarns() {
            TraceRecorder.reset()
            _ = TaskResult<Int>.failure(Opaque()).hashValue
            let warnings = TraceRecorder.events.filter { $0.kind == .warning }.compactMap(\.detail)
            #expect(warnings == [
                """
                "Opaque" is not hashable. …

                To hash a value of this type, it must conform to the "Hashable" protocol. For example:

                    extension Opaque: Hashable {}

                See the documentation of "TaskResult" for more information.
                """,
            ])
        }

        @Test func mapAndResult() throws {
            #expect(try TaskResult<Int>.success(2).map { $0 * 10 }.value == 20)
            #expect(TaskResult(Result<Int, Equal>.failure(Equal(code: 3))) == .failure(Equal(code: 3)))
        }
    }

    @Suite @MainActor struct Concurrency {
        @Test func taskNeverEndsOnlyWhenCancelled() async {
            let task = Task { try await Task.never() }
            try? await Task.sleep(nanoseconds: 10_000_000)
            #expect(!task.isCancelled)
            task.cancel()
            let result = await task.result
            #expect(throws: CancellationError.self) { try result.get() }
        }
    }
}

/// Runtime warnings inside a test store's steps are test failures, as TCA makes them under XCTest.
private struct Thrower: Reducer {
    struct Failure: Error {}
    enum Action: Equatable { case start, response(TaskResult<Int>) }
    func reduce(into state: inout Int, action: Action) -> Effect<Action> {
        switch action {
        case .start:
            return .merge(
                .run { _ in throw Failure() },
                .run { send in await send(.response(TaskResult { throw Failure() })) }
            )
        case .response:
            return .none
        }
    }
}

extension MiniTCATests {
    @Suite @MainActor struct RuntimeWarningsInTests {
        @Test func aRuntimeWarningInATestStoreIsAFailure() async {
            var lines: [Int] = []
            let issues = await capturingIssues {
                let store = TestStore(initialState: 0) { Thrower() }
                lines.append(#line + 1)
                await store.send(.start)
                lines.append(#line + 1)
                await store.receive(.response(.failure(Thrower.Failure())))
            }
            #expect(issues.messages.count == 3)
            // The effect that threw, reported where it was started.
            #expect(issues.messages.first?.hasPrefix(#"An "Effect.run" returned from "MiniTCATests/TaskResultTests.swift:"#) == true)
            #expect(issues.messages.first?.hasSuffix(
                #"All non-cancellation errors must be explicitly handled via the "catch" parameter on "Effect.run", or via a "do" block."#
            ) == true)
            // Matching the received action compared two errors that are not `Equatable`: a warning,
            // so a failure; then the action did not match. The diff of the two itself warns nothing.
            #expect(issues.messages.dropFirst().first?.hasPrefix(#""Thrower.Failure" is not equatable. …"#) == true)
            #expect(issues.messages.last?.hasPrefix("Received unexpected action: …") == true)
            #expect(issues.lines == [lines[0], lines[1], lines[1]])
        }
    }
}
