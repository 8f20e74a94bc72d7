import Foundation

/// Notices when the learner saves one of the watched files, by polling each file's size and
/// modification time. Polling keeps this portable (Linux and macOS) and, at a tenth of a second,
/// well inside the 300 ms a learner would notice.
struct SaveWatcher {
    var files: [URL] {
        didSet { lastSeen = Self.fingerprint(files) }
    }
    var pollInterval: TimeInterval = 0.1
    private var lastSeen: [String]

    init(files: [URL]) {
        self.files = files
        lastSeen = Self.fingerprint(files)
    }

    /// Returns once a watched file has changed since the last call (or since `files` was set).
    mutating func waitForSave() {
        while !noticedSave() {
            Thread.sleep(forTimeInterval: pollInterval)
        }
    }

    /// Whether a watched file has changed since the last look (or since `files` was set), without
    /// waiting: for a loop that also reads keys.
    mutating func noticedSave() -> Bool {
        guard Self.fingerprint(files) != lastSeen else { return false }
        // Editors often save in two steps (truncate, then write); let the file settle.
        Thread.sleep(forTimeInterval: 0.05)
        lastSeen = Self.fingerprint(files)
        return true
    }

    /// Takes the files as they are now as seen (after tca-learn itself wrote them: `reset`).
    mutating func acceptCurrentFiles() {
        lastSeen = Self.fingerprint(files)
    }

    /// Size and modification time of each file: enough to notice a save.
    private static func fingerprint(_ files: [URL]) -> [String] {
        files.map { file in
            let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
            let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
            return "\(file.path)|\(modified)|\(size)"
        }
    }
}
