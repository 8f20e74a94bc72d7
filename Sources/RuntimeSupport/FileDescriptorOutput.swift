#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to file descriptors without Foundation (the runtimes do not link it). The runtime,
/// the harness and the engine all use this one loop.
public enum FileDescriptorOutput {
    /// Standard error, where runtime warnings go (as in Xcode's console).
    public static func writeToStandardError(_ text: String) {
        writeAll(text, to: 2)
    }

    /// Writes every byte, retrying short writes; gives up silently when the reader is gone.
    public static func writeAll(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) {
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, base + offset, bytes.count - offset)
            if written <= 0 { return }
            offset += written
        }
    }
}

/// The C `write`, named apart from the methods above.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}
