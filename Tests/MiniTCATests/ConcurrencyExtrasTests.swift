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
    }
}
