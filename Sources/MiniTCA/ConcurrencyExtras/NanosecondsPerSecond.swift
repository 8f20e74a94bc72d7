#if !canImport(Darwin)
/// Nanoseconds in a second, a millisecond and a microsecond. Apple platforms' C headers define
/// them and TCA-era code uses them (`try await Task.sleep(nanoseconds: NSEC_PER_SEC)`,
/// `receive(_:timeout: NSEC_PER_SEC)`); Linux has no such constants, so they are defined here,
/// with Darwin's type.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
public let NSEC_PER_MSEC: UInt64 = 1_000_000
public let NSEC_PER_USEC: UInt64 = 1_000
#endif
