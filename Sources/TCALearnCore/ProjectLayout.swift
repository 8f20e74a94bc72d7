import Foundation

/// Where tca-learn's own files are (the runtime sources it compiles learner code against), where
/// the course is (`Lessons/`, `Solutions/`) and where the learner's workbook lives.
///
/// The tool's root is found from, in order: `TCA_LEARN_HOME`, the folders above the running
/// executable (`.build/release/tca-learn` sits inside the checkout, also when started through a
/// symbolic link), the checkout a workbook's settings name, the folders above the current
/// directory, and last the checkout this engine was compiled from.
public struct ProjectLayout: Sendable {
    var toolRoot: URL
    var courseRoot: URL
    var workbook: URL

    /// The runtime modules, in build order (each may import the ones before it).
    static let runtimeModules = [
        "RuntimeSupport", "RenderTrace", "MiniCombine", "MiniSwiftUI", "MiniTCA", "MiniTCANetworking", "MiniTCAXCTest",
        "MiniTCATesting", "GradeRecords", "LessonTesting",
    ]

    public init(toolRoot: URL, courseRoot: URL? = nil, workbook: URL? = nil) {
        self.toolRoot = toolRoot.standardizedFileURL
        self.courseRoot = (courseRoot ?? toolRoot).standardizedFileURL
        self.workbook = (workbook ?? self.courseRoot.appendingPathComponent("workbook")).standardizedFileURL
    }

    public static func locateToolRoot(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executable: URL? = Bundle.main.executableURL,
        directory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        recorded: URL? = nil,
        compiledFrom sourceFile: String = #filePath
    ) throws -> URL {
        if let home = environment["TCA_LEARN_HOME"], !home.isEmpty {
            let url = URL(fileURLWithPath: home)
            guard isToolRoot(url) else { throw LayoutError.badHome(home) }
            return url
        }
        func root(above start: URL) -> URL? {
            var candidate = start.standardizedFileURL
            while candidate.path != "/" {
                if isToolRoot(candidate) { return candidate }
                candidate.deleteLastPathComponent()
            }
            return nil
        }
        if let executable, let found = root(above: executable.resolvingSymlinksInPath().deletingLastPathComponent()) {
            return found
        }
        if let recorded, isToolRoot(recorded) {
            return recorded.standardizedFileURL
        }
        if let found = root(above: directory) ?? root(above: URL(fileURLWithPath: sourceFile).deletingLastPathComponent()) {
            return found
        }
        throw LayoutError.notFound
    }

    static func isToolRoot(_ url: URL) -> Bool {
        let fileManager = FileManager.default
        return fileManager.fileExists(atPath: url.appendingPathComponent("Package.swift").path)
            && fileManager.fileExists(atPath: url.appendingPathComponent("Sources/MiniSwiftUI").path)
    }

    var lessonsFolder: URL { courseRoot.appendingPathComponent("Lessons") }
    public var solutionsFolder: URL { courseRoot.appendingPathComponent("Solutions") }
    var cacheFolder: URL { toolRoot.appendingPathComponent(".build/tca-learn") }

    func runtimeSourceFolder(_ module: String) -> URL {
        toolRoot.appendingPathComponent("Sources").appendingPathComponent(module)
    }
}

enum LayoutError: ToolError {
    case notFound
    case badHome(String)
}
