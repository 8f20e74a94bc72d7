#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The compiler's side of the conversation: each message is 8 bytes of little-endian length,
/// then that many bytes of JSON, in both directions on standard input and output. Nothing else
/// may be written to standard output.
struct PluginConnection {
    /// The next message, or `nil` when the compiler is done (end of input or a zero length).
    func receive() -> [String: Any]? {
        guard let header = readBytes(count: 8) else { return nil }
        let size = header.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        guard size > 0, let body = readBytes(count: Int(size)) else { return nil }
        return JSON.parse(body) as? [String: Any]
    }

    func send(_ message: [String: Any]) {
        let body = Array(JSON.serialize(message).utf8)
        let size = UInt64(body.count)
        let header = (0..<8).map { UInt8(truncatingIfNeeded: size >> (8 * $0)) }
        writeBytes(header + body)
    }

    private func readBytes(count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                read(0, buffer.baseAddress! + filled, count - filled)
            }
            if got < 0 && errno == EINTR { continue }
            if got <= 0 { return nil }
            filled += got
        }
        return bytes
    }

    private func writeBytes(_ bytes: [UInt8]) {
        var written = 0
        while written < bytes.count {
            let put = bytes.withUnsafeBytes { buffer in
                write(1, buffer.baseAddress! + written, bytes.count - written)
            }
            if put < 0 && errno == EINTR { continue }
            if put <= 0 { return }
            written += put
        }
    }
}
