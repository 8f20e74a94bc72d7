import Foundation

/// `tca-learn.json` at the root of a workbook made by `tca-learn init`: which course it follows,
/// in which language, and where the tool is. Every command run inside the workbook, or in any
/// folder below it, finds this file and needs no `--course`, `--workbook` or `--lang`.
struct WorkbookSettings: Codable, Sendable, Equatable {
    static let fileName = "tca-learn.json"
    static let currentVersion = 1

    var version = WorkbookSettings.currentVersion
    /// The course folder (the one holding `Lessons/` and `Solutions/`), absolute.
    var course: String
    /// The language lessons and messages are shown in; nil follows `LANG`.
    var language: Language?
    /// The tca-learn checkout (its runtime sources and build cache), absolute. Used when the
    /// running `tca-learn` cannot find its checkout by itself (a copied binary).
    var tool: String
    /// The lessons the learner chose to work through (`init --lessons`: lessons or a track, as
    /// typed); nil: the whole course. `list`, `next` and `open` keep to them.
    var lessons: String?

    /// The workbook whose settings apply in `directory`: the nearest folder at or above it with a
    /// `tca-learn.json`.
    static func find(from directory: URL) throws -> (root: URL, settings: WorkbookSettings)? {
        guard let root = root(from: directory), let settings = try read(in: root) else { return nil }
        return (root, settings)
    }

    /// The nearest folder at or above `directory` with a `tca-learn.json`, read or not.
    static func root(from directory: URL) -> URL? {
        var folder = directory.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(fileName).path) { return folder }
            guard folder.path != "/" else { return nil }
            folder.deleteLastPathComponent()
        }
    }

    /// The settings of the workbook at `root`, nil when it has none.
    static func read(in root: URL) throws -> WorkbookSettings? {
        let file = root.appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        let settings: WorkbookSettings
        do {
            settings = try JSONDecoder().decode(WorkbookSettings.self, from: data)
        } catch {
            throw WorkbookSettingsError.unreadable(file.path)
        }
        guard settings.version <= currentVersion else {
            throw WorkbookSettingsError.newerVersion(file.path, settings.version)
        }
        return settings
    }

    func write(in root: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try (encoder.encode(self) + Data("\n".utf8)).write(to: root.appendingPathComponent(Self.fileName), options: .atomic)
    }
}

enum WorkbookSettingsError: ToolError {
    case unreadable(String)
    case newerVersion(String, Int)
    case courseMissing(settings: String, course: String)
}
