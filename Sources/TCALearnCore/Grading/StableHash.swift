import Foundation

/// FNV-1a, 64 bits: a fast, stable hash for cache keys. (Swift's `Hasher` is seeded per process, so
/// it cannot name a cache folder that must be found again by the next run.)
struct StableHash {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
    }

    /// The bytes of `data`, read straight from its buffer (the byte-by-byte iterator of `Data` is
    /// slow in debug builds, which is how `swift run` runs the tool).
    mutating func add(_ data: Data) {
        var value = self.value
        data.withUnsafeBytes { bytes in
            for byte in bytes {
                value ^= UInt64(byte)
                value = value &* 0x0000_0100_0000_01b3
            }
        }
        self.value = value
    }

    mutating func add(_ string: String) {
        add(string.utf8)
        add(CollectionOfOne(0))
    }

    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
