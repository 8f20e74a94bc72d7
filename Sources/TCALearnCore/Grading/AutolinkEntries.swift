import Foundation

/// The libraries a Swift object asks to be linked with (`import Foundation` asks for
/// `-lFoundation`…), read from its `.swift1_autolink_entries` section: what
/// `swift-autolink-extract` prints, without starting a process for it. Only ELF objects carry the
/// section (Linux, where the direct link is used); anything else gives no entries.
enum AutolinkEntries {
    static func read(_ object: URL) -> [String] {
        guard let data = try? Data(contentsOf: object, options: .mappedIfSafe) else { return [] }
        return data.withUnsafeBytes { entries(in: $0) }
    }

    private static func entries(in bytes: UnsafeRawBufferPointer) -> [String] {
        // A 64-bit little-endian ELF file: "\u{7f}ELF", class 2, data 1.
        guard bytes.count >= 64, bytes[0] == 0x7f, bytes[1] == 0x45, bytes[2] == 0x4c, bytes[3] == 0x46,
            bytes[4] == 2, bytes[5] == 1
        else { return [] }
        func integer<T: FixedWidthInteger>(_ offset: Int, _: T.Type) -> T? {
            guard offset >= 0, offset + MemoryLayout<T>.size <= bytes.count else { return nil }
            return T(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: T.self))
        }
        guard let tableOffset = integer(0x28, UInt64.self), let entrySize = integer(0x3A, UInt16.self),
            let count = integer(0x3C, UInt16.self), let namesIndex = integer(0x3E, UInt16.self), entrySize >= 64
        else { return [] }
        /// (name offset, file offset, size) of section `index`.
        func section(_ index: Int) -> (name: Int, offset: Int, size: Int)? {
            let header = Int(tableOffset) + index * Int(entrySize)
            guard let name = integer(header, UInt32.self), let offset = integer(header + 0x18, UInt64.self),
                let size = integer(header + 0x20, UInt64.self), Int(offset) + Int(size) <= bytes.count
            else { return nil }
            return (Int(name), Int(offset), Int(size))
        }
        guard let names = section(Int(namesIndex)) else { return [] }
        let wanted = Array(".swift1_autolink_entries".utf8)
        for index in 0..<Int(count) {
            guard let candidate = section(index) else { continue }
            let start = names.offset + candidate.name
            guard start + wanted.count < names.offset + names.size,
                zip(wanted.indices, wanted).allSatisfy({ bytes[start + $0] == $1 }), bytes[start + wanted.count] == 0
            else { continue }
            let content = bytes[candidate.offset..<(candidate.offset + candidate.size)]
            return content.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        }
        return []
    }
}
