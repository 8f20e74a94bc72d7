#if !canImport(Darwin)
/// Nanoseconds in a second. Apple platforms' C headers define it and TCA-era code uses it
/// (`try await Task.sleep(nanoseconds: NSEC_PER_SEC)`, `receive(_:timeout: NSEC_PER_SEC)`);
/// Linux has no such constant, so it is defined here, with Darwin's type.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
#endif
