#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The Foundation values a feature's state often holds, printed as swift-custom-dump prints them:
/// `UUID(00000000-0000-0000-0000-000000000007)`, `Date(1970-01-01T00:00:00.000Z)` (an instant in
/// UTC, to the millisecond) and `URL(https://example.com)`. Their mirrors say little (a `UUID`'s
/// shows no digits), and a test store's diff must show the id or the date that differs.
enum FoundationDump {
    static func dumpDescription(of value: Any) -> String? {
        switch value {
        case let uuid as UUID: "UUID(\(uuid.uuidString))"
        case let date as Date: "Date(\(instant.format(date)))"
        case let url as URL: "URL(\(url.absoluteString))"
        default: nil
        }
    }

    private static let instant = Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: TimeZone(identifier: "UTC")!)
}
