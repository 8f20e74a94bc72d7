import Foundation

/// Something that runs work now or later: a queue, a run loop, a test scheduler. Combine's
/// `Scheduler`, which TCA 1.x's `\.mainQueue` and `\.mainRunLoop` dependencies are built on.
///
/// `DispatchQueue` and `RunLoop` conform below, with their Combine time types
/// (`DispatchQueue.SchedulerTimeType`, whose `Stride` is written `.seconds(1)` or just `1`).
public protocol Scheduler<SchedulerTimeType> {
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    associatedtype SchedulerOptions

    var now: SchedulerTimeType { get }
    var minimumTolerance: SchedulerTimeType.Stride { get }

    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
    func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void)
    func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable
}

extension Scheduler {
    public func schedule(_ action: @escaping () -> Void) {
        schedule(options: nil, action)
    }

    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }

    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void
    ) {
        schedule(after: date, tolerance: tolerance, options: nil, action)
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, _ action: @escaping () -> Void
    ) -> Cancellable {
        schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        _ action: @escaping () -> Void
    ) -> Cancellable {
        schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
    }
}

/// A scheduler's time step, written in seconds and their fractions. Combine's
/// `SchedulerTimeIntervalConvertible`.
public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}

extension DispatchQueue: Scheduler {
    /// A point in a dispatch queue's time. Combine's `DispatchQueue.SchedulerTimeType`.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        public var dispatchTime: DispatchTime

        public init(_ time: DispatchTime) {
            dispatchTime = time
        }

        public func distance(to other: Self) -> Stride {
            Stride(.nanoseconds(Int(bitPattern: UInt(other.dispatchTime.uptimeNanoseconds))
                - Int(bitPattern: UInt(dispatchTime.uptimeNanoseconds))))
        }

        public func advanced(by n: Stride) -> Self {
            let nanoseconds = Int64(bitPattern: dispatchTime.uptimeNanoseconds) + Int64(n.magnitude)
            return Self(DispatchTime(uptimeNanoseconds: UInt64(max(1, nanoseconds))))
        }

        public static func < (lhs: Self, rhs: Self) -> Bool {
            lhs.dispatchTime.uptimeNanoseconds < rhs.dispatchTime.uptimeNanoseconds
        }

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(dispatchTime.uptimeNanoseconds)
        }

        public init(from decoder: any Decoder) throws {
            self.init(DispatchTime(uptimeNanoseconds: try UInt64(from: decoder)))
        }

        public func encode(to encoder: any Encoder) throws {
            try dispatchTime.uptimeNanoseconds.encode(to: encoder)
        }

        /// A span of dispatch time, kept in nanoseconds; `1` or `1.5` mean seconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
            Hashable, Codable, Sendable
        {
            public typealias FloatLiteralType = Double
            public typealias IntegerLiteralType = Int
            public typealias Magnitude = Int

            /// Nanoseconds.
            public var magnitude: Int

            public var timeInterval: DispatchTimeInterval {
                .nanoseconds(magnitude)
            }

            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case let .seconds(s): magnitude = s * 1_000_000_000
                case let .milliseconds(ms): magnitude = ms * 1_000_000
                case let .microseconds(us): magnitude = us * 1_000
                case let .nanoseconds(ns): magnitude = ns
                case .never: magnitude = .max
                @unknown default: magnitude = .max
                }
            }

            public init(floatLiteral value: Double) {
                magnitude = Int(value * 1_000_000_000)
            }

            public init(integerLiteral value: Int) {
                magnitude = value * 1_000_000_000
            }

            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = Int(exactly: source) else { return nil }
                self.init(integerLiteral: value)
            }

            public static func seconds(_ s: Int) -> Self { Self(.seconds(s)) }
            public static func seconds(_ s: Double) -> Self { Self(floatLiteral: s) }
            public static func milliseconds(_ ms: Int) -> Self { Self(.milliseconds(ms)) }
            public static func microseconds(_ us: Int) -> Self { Self(.microseconds(us)) }
            public static func nanoseconds(_ ns: Int) -> Self { Self(.nanoseconds(ns)) }

            public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Self, rhs: Self) -> Self { Self(.nanoseconds(lhs.magnitude + rhs.magnitude)) }
            public static func - (lhs: Self, rhs: Self) -> Self { Self(.nanoseconds(lhs.magnitude - rhs.magnitude)) }
            public static func * (lhs: Self, rhs: Self) -> Self {
                Self(floatLiteral: Double(lhs.magnitude) / 1e9 * Double(rhs.magnitude) / 1e9)
            }
            public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
            public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
            public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
        }
    }

    /// Combine's `DispatchQueue.SchedulerOptions`.
    public struct SchedulerOptions {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags
        public var group: DispatchGroup?

        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    public var now: SchedulerTimeType {
        SchedulerTimeType(.now())
    }

    public var minimumTolerance: SchedulerTimeType.Stride {
        SchedulerTimeType.Stride(.nanoseconds(0))
    }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let action = Work(action)
        async { action.run() }
    }

    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let action = Work(action)
        asyncAfter(deadline: date.dispatchTime) { action.run() }
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        let timer = DispatchSource.makeTimerSource(queue: self)
        let action = Work(action)
        timer.setEventHandler { action.run() }
        timer.schedule(deadline: date.dispatchTime, repeating: interval.timeInterval)
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}

extension RunLoop: Scheduler {
    /// A point in a run loop's time. Combine's `RunLoop.SchedulerTimeType`.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        public var date: Date

        public init(_ date: Date) {
            self.date = date
        }

        public func distance(to other: Self) -> Stride {
            Stride(other.date.timeIntervalSince(date))
        }

        public func advanced(by n: Stride) -> Self {
            Self(date.addingTimeInterval(n.magnitude))
        }

        public static func < (lhs: Self, rhs: Self) -> Bool {
            lhs.date < rhs.date
        }

        /// A span of run loop time, in seconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
            Hashable, Codable, Sendable
        {
            public typealias FloatLiteralType = Double
            public typealias IntegerLiteralType = Double
            public typealias Magnitude = Double

            /// Seconds.
            public var magnitude: Double

            public var timeInterval: TimeInterval { magnitude }

            public init(_ timeInterval: TimeInterval) {
                magnitude = timeInterval
            }

            public init(floatLiteral value: Double) { magnitude = value }
            public init(integerLiteral value: Double) { magnitude = value }

            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = Double(exactly: source) else { return nil }
                magnitude = value
            }

            public static func seconds(_ s: Int) -> Self { Self(Double(s)) }
            public static func seconds(_ s: Double) -> Self { Self(s) }
            public static func milliseconds(_ ms: Int) -> Self { Self(Double(ms) / 1e3) }
            public static func microseconds(_ us: Int) -> Self { Self(Double(us) / 1e6) }
            public static func nanoseconds(_ ns: Int) -> Self { Self(Double(ns) / 1e9) }

            public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude + rhs.magnitude) }
            public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude - rhs.magnitude) }
            public static func * (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude * rhs.magnitude) }
            public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
            public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
            public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
        }
    }

    /// Combine's `RunLoop.SchedulerOptions` (it has none).
    public struct SchedulerOptions {}

    public var now: SchedulerTimeType {
        SchedulerTimeType(Date())
    }

    public var minimumTolerance: SchedulerTimeType.Stride {
        SchedulerTimeType.Stride(0)
    }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let action = Work(action)
        perform { action.run() }
    }

    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let action = Work(action)
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action.run() }
        add(timer, forMode: .default)
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable {
        let action = Work(action)
        let timer = Timer(fire: date.date, interval: interval.magnitude, repeats: true) { _ in action.run() }
        add(timer, forMode: .default)
        return AnyCancellable { timer.invalidate() }
    }
}

/// Scheduled work crossing into a queue's `@Sendable` closure. Combine's schedulers take plain
/// closures and leave thread safety to the caller; so does this.
private struct Work: @unchecked Sendable {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}
