import MiniTCA
import Testing

private struct Empty: Reducer {
    func reduce(into state: inout Int, action: Void) -> Effect<Void> { .none }
}

extension MiniTCATests {
    @Suite @MainActor struct ConcurrencyExtras {
        @Test func lockIsolatedChangesInOneStep() async {
            let hits = LockIsolated(0)
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<100 {
                    group.addTask { hits.withValue { $0 += 1 } }
                }
            }
            #expect(hits.value == 100)
            hits.setValue(7)
            #expect(hits.value == 7)
        }

        @Test func anyHashableSendableComparesTheValuesItHolds() {
            #expect(AnyHashableSendable(1) == AnyHashableSendable(1))
            #expect(AnyHashableSendable(1) != AnyHashableSendable("1"))
            #expect(AnyHashableSendable(AnyHashableSendable(1)) == AnyHashableSendable(1))
            #expect(Set([AnyHashableSendable(1), AnyHashableSendable(1), AnyHashableSendable("a")]).count == 2)
            #expect(AnyHashableSendable(AnyHashableSendable(2)).base as? Int == 2)
        }

        @Test func actorIsolatedIsReadWithAwait() async {
            let names = ActorIsolated<[String]>([])
            await names.withValue { $0.append("Blob") }
            let current = await names.value
            await names.setValue(current + ["Blob Jr."])
            #expect(await names.value == ["Blob", "Blob Jr."])
        }

        @Test func megaYieldLetsQueuedWorkRun() async {
            var ran = false
            Task { ran = true }
            #expect(!ran)
            await Task.megaYield()
            #expect(ran)
        }

        @Test func withMainSerialExecutorTurnsItOnForItsOperationOnly() async {
            let before = uncheckedUseMainSerialExecutor
            await withMainSerialExecutor {
                await Task.yield()
                #expect(uncheckedUseMainSerialExecutor)
            }
            #expect(uncheckedUseMainSerialExecutor == before)
        }

        @Test func aTestStoreUsesTheMainSerialExecutorWhileItLives() {
            uncheckedUseMainSerialExecutor = false
            var store: TestStore<Int, Void>? = TestStore(initialState: 0) { Empty() }
            #expect(uncheckedUseMainSerialExecutor)
            store = nil
            #expect(!uncheckedUseMainSerialExecutor)
            _ = store
        }

        @Test func streamWithContinuationStandsInForAClient() async {
            let (stream, continuation) = AsyncStream<Int>.streamWithContinuation()
            continuation.yield(1)
            continuation.yield(2)
            continuation.finish()
            var received: [Int] = []
            for await value in stream { received.append(value) }
            #expect(received == [1, 2])
        }

        @Test func aFinishedThrowingStreamEndsAtOnceOrWithItsError() async throws {
            struct Offline: Error {}
            let done: AsyncThrowingStream<Int, any Error> = .finished()
            var count = 0
            for try await _ in done { count += 1 }
            #expect(count == 0)
            await #expect(throws: Offline.self) {
                for try await _ in AsyncThrowingStream<Int, any Error>.finished(throwing: Offline()) {}
            }
        }

        @Test func anAsyncSequenceBecomesAStream() async {
            func numbers() -> AsyncStream<Int> {
                AsyncStream { continuation in
                    for value in 1...3 { continuation.yield(value) }
                    continuation.finish()
                }
            }
            var received: [Int] = []
            for await value in AsyncStream(numbers().map { $0 * 2 }) { received.append(value) }
            #expect(received == [2, 4, 6])

            received = []
            for await value in numbers().filter({ $0 != 2 }).eraseToStream() {
                received.append(value)
            }
            #expect(received == [1, 3])
        }

        @Test func aThrowingSequenceBecomesAThrowingStream() async {
            struct Failure: Error {}
            let failing = AsyncThrowingStream<Int, any Error> { continuation in
                continuation.yield(1)
                continuation.finish(throwing: Failure())
            }
            var received: [Int] = []
            var threw = false
            do {
                for try await value in failing.eraseToThrowingStream() { received.append(value) }
            } catch {
                threw = error is Failure
            }
            #expect(received == [1])
            #expect(threw)
        }
    }
}
