import Foundation

/// The hidden checks' compiled object, kept across grades.
///
/// The checks module sees the learner's code only through `Exercise`'s interface (its
/// `.swiftmodule`, which stays byte for byte the same while only function bodies change, and
/// does not depend on where the files are). So a grade whose interface, checks and runtime were
/// seen before links last time's object instead of compiling the checks again: the common case
/// while a learner works on an exercise. (A given module's interface is part of the key too.)
/// Entries live in `.build/tca-learn/checks/`, out of the graded program's reach; the least
/// recently used go beyond `capacity`.
struct ChecksCache: Sendable {
    var folder: URL
    var capacity = 256

    func key(interface: URL, checks: [URL], given: GivenModule?, compiler: Compiler) throws -> String {
        var hash = StableHash()
        hash.add(compiler.runtime.directory.lastPathComponent)
        hash.add(compiler.backend.name)
        hash.add(given?.interface ?? "no given module")
        hash.add(try Data(contentsOf: interface))
        for file in checks {
            hash.add(file.lastPathComponent)
            hash.add(try Data(contentsOf: file))
        }
        return hash.hex
    }

    /// The cached object for `key`, marked as just used; nil when there is none.
    func object(for key: String) -> URL? {
        let entry = entry(key)
        guard FileManager.default.fileExists(atPath: entry.path) else { return nil }
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: entry.path)
        return entry
    }

    /// Keeps a copy of `object` under `key` (written beside and renamed, so a reader never sees
    /// half a file), then trims the cache. A cache that cannot be written only costs speed.
    func store(_ object: URL, for key: String) {
        let manager = FileManager.default
        try? manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let partial = folder.appendingPathComponent(".\(key)-\(UUID().uuidString)")
        guard (try? manager.copyItem(at: object, to: partial)) != nil else { return }
        if rename(partial.path, entry(key).path) != 0 { try? manager.removeItem(at: partial) }
        trim()
    }

    private func entry(_ key: String) -> URL {
        folder.appendingPathComponent("\(key).o")
    }

    private func trim() {
        let keys: [URLResourceKey] = [.contentModificationDateKey]
        guard let entries = try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: keys),
            entries.count > capacity
        else { return }
        let oldestFirst = entries.sorted {
            let left = (try? $0.resourceValues(forKeys: Set(keys)).contentModificationDate) ?? .distantPast
            let right = (try? $1.resourceValues(forKeys: Set(keys)).contentModificationDate) ?? .distantPast
            return left < right
        }
        for stale in oldestFirst.prefix(entries.count - capacity) {
            try? FileManager.default.removeItem(at: stale)
        }
    }
}
