import Foundation

/// The compiler's side of the conversation: each message is 8 bytes of little-endian length,
/// then that many bytes of JSON, in both directions on standard input and output. Nothing else
/// may be written to standard output.
struct PluginConnection {
    /// The next message, or `nil` when the compiler is done (end of input or a zero length).
    func receive() -> [String: Any]? {
        guard let header = read(count: 8) else { return nil }
        let size = header.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }.littleEndian
        guard size > 0, let body = read(count: Int(size)) else { return nil }
        return (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
    }

    func send(_ message: [String: Any]) {
        guard let body = try? JSONSerialization.data(withJSONObject: message) else { return }
        var size = UInt64(body.count).littleEndian
        var framed = Data(bytes: &size, count: 8)
        framed.append(body)
        FileHandle.standardOutput.write(framed)
    }

    private func read(count: Int) -> Data? {
        var data = Data()
        while data.count < count {
            let chunk = FileHandle.standardInput.readData(ofLength: count - data.count)
            if chunk.isEmpty { return nil }
            data.append(chunk)
        }
        return data
    }
}
