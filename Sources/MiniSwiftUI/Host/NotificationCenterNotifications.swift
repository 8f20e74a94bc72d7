import Foundation

#if !canImport(Darwin)
extension NotificationCenter {
    /// Notifications posted with `name` (and, if given, by `object`), as an async sequence:
    /// Foundation's `notifications(named:object:)` on Apple platforms, which Linux's Foundation
    /// lacks. Observing starts when iteration starts and stops when the iterating task ends or
    /// is cancelled, so a `.run` effect that loops over it lives exactly as long as its task.
    public func notifications(
        named name: Notification.Name,
        object: AnyObject? = nil
    ) -> Notifications {
        Notifications(center: self, name: name, object: object)
    }

    /// The sequence `notifications(named:object:)` returns. Foundation's
    /// `NotificationCenter.Notifications`.
    public struct Notifications: AsyncSequence, @unchecked Sendable {
        public typealias Element = Notification

        let center: NotificationCenter
        let name: Notification.Name
        let object: AnyObject?

        public struct AsyncIterator: AsyncIteratorProtocol {
            var base: AsyncStream<Notification>.AsyncIterator

            public mutating func next() async -> Notification? {
                await base.next()
            }
        }

        public func makeAsyncIterator() -> AsyncIterator {
            let (stream, continuation) = AsyncStream.makeStream(of: Notification.self)
            let token = center.addObserver(forName: name, object: object, queue: nil) { note in
                // A posted notification is handed over whole; nothing else keeps using it.
                nonisolated(unsafe) let note = note
                continuation.yield(note)
            }
            let observer = ObserverToken(center: center, token: token)
            continuation.onTermination = { _ in observer.remove() }
            return AsyncIterator(base: stream.makeAsyncIterator())
        }
    }
}

private final class ObserverToken: @unchecked Sendable {
    let center: NotificationCenter
    let token: any NSObjectProtocol

    init(center: NotificationCenter, token: any NSObjectProtocol) {
        self.center = center
        self.token = token
    }

    func remove() {
        center.removeObserver(token)
    }
}
#endif
