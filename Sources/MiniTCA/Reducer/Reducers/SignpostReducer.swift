import Foundation

/// Marks each action this reducer handles, and the effects it starts, as signpost intervals for
/// Instruments. TCA 1.x's `signpost(_:log:)`. There is no Instruments here: the reducer runs as
/// it is, so code that turns signposts on compiles and behaves the same.
extension Reducer {
    public func signpost(_ prefix: String = "", log: OSLog = .default) -> _SignpostReducer<Self> {
        _SignpostReducer(base: self, prefix: prefix, log: log)
    }
}

/// What `signpost(_:log:)` builds.
public struct _SignpostReducer<Base: Reducer>: Reducer {
    let base: Base
    let prefix: String
    let log: OSLog

    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        base.reduce(into: &state, action: action)
    }
}

#if !canImport(os)
/// The log a `signpost` would write to. Apple's `OSLog`, which Linux does not have: `.default`,
/// `.disabled` and `OSLog(subsystem:category:)`, with nothing behind them.
public final class OSLog: @unchecked Sendable {
    public let subsystem: String
    public let category: String

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    public static let `default` = OSLog(subsystem: "", category: "default")
    public static let disabled = OSLog(subsystem: "", category: "disabled")
}
#else
import os
#endif
