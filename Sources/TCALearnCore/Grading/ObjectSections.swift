import Foundation

/// Reads the section names of a compiled ELF object: the learner's module must have no code that
/// runs before `main` or after it ends (`.init_array`, `.preinit_array`, `.ctors`, `.fini_array`,
/// `.dtors`). Before `main`, the harness has not yet read its descriptor 3, which holds the
/// run's nonce. The source policy refuses the attributes that put code there (`@section`,
/// `@_section`); this holds whatever spelling a compiler accepts next. Microseconds: only the
/// section headers are read.
enum ObjectSections {
    static let refusedPrefixes = [".init_array", ".preinit_array", ".ctors", ".fini_array", ".dtors"]

    /// The first section of `object` that runs code around `main`, if any. `nil` too for a file
    /// that is not a 64-bit little-endian ELF object (macOS's Mach-O is not read).
    static func codeAroundMain(in object: URL) -> String? {
        guard let data = try? Data(contentsOf: object), data.count > 64,
              data.starts(with: [0x7F, 0x45, 0x4C, 0x46]), data[data.startIndex + 4] == 2, data[data.startIndex + 5] == 1
        else { return nil }
        let bytes = [UInt8](data)
        func integer(_ offset: Int, _ size: Int) -> Int? {
            guard offset >= 0, offset + size <= bytes.count else { return nil }
            return (0..<size).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
        }
        guard let headers = integer(0x28, 8), let entrySize = integer(0x3A, 2), let count = integer(0x3C, 2),
              let namesIndex = integer(0x3E, 2), entrySize >= 0x40, namesIndex < count,
              let namesOffset = integer(headers + namesIndex * entrySize + 0x18, 8)
        else { return nil }
        for index in 0..<count {
            guard let nameOffset = integer(headers + index * entrySize, 4) else { return nil }
            var end = namesOffset + nameOffset
            guard end >= 0, end < bytes.count else { continue }
            let start = end
            while end < bytes.count, bytes[end] != 0 { end += 1 }
            let name = String(decoding: bytes[start..<end], as: UTF8.self)
            if refusedPrefixes.contains(where: { name.hasPrefix($0) }) { return name }
        }
        return nil
    }
}
