/// A view rebuilt on a schedule: `TimelineView(.periodic(from: .now, by: 1)) { context in … }`.
/// SwiftUI's `TimelineView` (iOS 15).
///
/// Here no clock ticks: the content is built with the current date whenever the view is
/// rendered (when it appears, and when its parent re-renders), never on the schedule's own.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    let content: (Context) -> Content

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.content = content
    }

    public var body: Never { bodyNever() }

    public typealias Context = TimelineViewDefaultContext
}

/// What a `TimelineView`'s content is built for. SwiftUI's `TimelineViewDefaultContext`
/// (`TimelineView.Context`).
public struct TimelineViewDefaultContext {
    public let date: Date
    public let cadence: Cadence

    /// How often the content would be rebuilt on a device.
    public enum Cadence: Comparable, Sendable {
        case live, seconds, minutes
    }
}

extension TimelineView: PrimitiveView {
    var displayName: String? { "TimelineView" }

    func children(in node: RenderNode) -> [ChildView] {
        [ChildView(.index(0), node.evaluateContent(of: "TimelineView") { content(Context(date: Date(), cadence: .seconds)) })]
    }
}

/// When a `TimelineView` would rebuild its content. SwiftUI's `TimelineSchedule`.
public protocol TimelineSchedule {}

/// Every `interval` seconds from `startDate`. SwiftUI's `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    public init(from startDate: Date, by interval: TimeInterval) {}
}

/// At the start of every minute. SwiftUI's `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}
}

/// As often as the screen redraws. SwiftUI's `AnimationTimelineSchedule`.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}

/// At the given dates. SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    public init(_ dates: Entries) {}
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule {
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
