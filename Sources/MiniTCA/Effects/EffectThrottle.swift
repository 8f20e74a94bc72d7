import MiniCombine
import RuntimeSupport

extension Effect {
    /// Lets the effect's actions through at most once per `interval` for `id`: TCA 1.x's
    /// `throttle(id:for:scheduler:latest:)`.
    ///
    /// The first action goes at once. One that comes sooner than `interval` after the last one let
    /// through waits until the interval is over; a newer throttled effect with the same `id`
    /// cancels a waiting one, and then `latest` decides which action goes when the interval ends:
    /// the newest (`true`) or the first that waited (`false`).
    public func throttle<ID: Hashable, S: Scheduler>(
        id: ID,
        for interval: S.SchedulerTimeType.Stride,
        scheduler: S,
        latest: Bool
    ) -> Self {
        if case .none = operation { return .none }
        let effect = UncheckedSendable(self)
        let timing = UncheckedSendable((scheduler, interval))
        let key = UncheckedSendable(AnyHashable(id))
        return .run { send in
            let actions = AsyncStream<UncheckedSendable<Action>>.makeStream()
            let continuation = UncheckedSendable(actions.continuation)
            let producer = Task { @MainActor in
                await EffectRunner.run(effect.value) { continuation.value.yield(UncheckedSendable($0)) }
                continuation.value.finish()
            }
            defer { producer.cancel() }
            for await action in actions.stream {
                let (scheduler, interval) = timing.value
                let (chosen, wakeTime) = ThrottleWindows.admit(
                    action.value, id: key.value, now: scheduler.now, interval: interval, latest: latest)
                if let wakeTime {
                    try await scheduler.sleep(until: wakeTime)
                    ThrottleWindows.letThrough(id: key.value, at: scheduler.now)
                }
                let sent = UncheckedSendable(chosen)
                await send(sent.value)
            }
        }
        .cancellable(id: id, cancelInFlight: true)
    }
}

/// When each throttle id last let an action through, and the action waiting to go: shared by
/// every store, as TCA keeps them, behind a lock.
enum ThrottleWindows {
    private static let lock = Lock()
    nonisolated(unsafe) private static var lastThrough: [AnyHashable: Any] = [:]
    nonisolated(unsafe) private static var waiting: [AnyHashable: Any] = [:]

    /// The action to send for `action`, and the time to wait until (`nil`: send now).
    static func admit<Action, Time: Strideable>(
        _ action: Action, id: AnyHashable, now: Time, interval: Time.Stride, latest: Bool
    ) -> (Action, Time?) {
        lock.withLock { decide(action, id: id, now: now, interval: interval, latest: latest) }
    }

    static func letThrough<Time>(id: AnyHashable, at time: Time) {
        lock.withLock { record(id: id, at: time) }
    }

    private static func decide<Action, Time: Strideable>(
        _ action: Action, id: AnyHashable, now: Time, interval: Time.Stride, latest: Bool
    ) -> (Action, Time?) {
        guard let last = lastThrough[id] as? Time else {
            record(id: id, at: now)
            return (action, nil)
        }
        let chosen = latest ? action : (waiting[id] as? Action ?? action)
        guard last.distance(to: now) < interval else {
            record(id: id, at: now)
            return (chosen, nil)
        }
        waiting[id] = chosen
        return (chosen, last.advanced(by: interval))
    }

    private static func record<Time>(id: AnyHashable, at time: Time) {
        lastThrough[id] = time
        waiting[id] = nil
    }
}
