import Foundation

/// Where tca-learn's own files are (the runtime sources it compiles learner code against), where
/// the course is (`Lessons/`, `Solutions/`) and where the learner's workbook lives.
///
/// The tool's root is found from, in order: `TCA_LEARN_HOME`, the folders above the running
/// executable (`.build/debug/tca-learn` sits inside the checkout), the folders above the current
/// directory, and last the checkout this engine was compiled from.
public struct ProjectLayout: Sendable {
    public var toolRoot: URL
    public var courseRoot: URL
    public var workbook: URL

    /// The runtime modules, in build order (each may import the ones before it).
    static let runtimeModules = ["RenderTrace", "MiniCombine", "MiniSwiftUI", "MiniTCA", "LessonTesting"]

    public init(toolRoot: URL, courseRoot: URL? = nil, workbook: URL? = nil) {
        self.toolRoot = toolRoot.standardizedFileURL
        self.courseRoot = (courseRoot ?? toolRoot).standardizedFileURL
        self.workbook = (workbook ?? self.courseRoot.appendingPathComponent("workbook")).standardizedFileURL
    }

    public static func locateToolRoot(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        compiledFrom sourceFile: String = #filePath
    ) throws -> URL {
        if let home = environment["TCA_LEARN_HOME"], !home.isEmpty {
            let url = URL(fileURLWithPath: home)
            guard isToolRoot(url) else { throw LayoutError.badHome(home) }
            return url
        }
        var starts: [URL] = []
        if let executable = Bundle.main.executableURL {
            starts.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        starts.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        starts.append(URL(fileURLWithPath: sourceFile).deletingLastPathComponent())
        for start in starts {
            var candidate = start.standardizedFileURL
            while candidate.path != "/" {
                if isToolRoot(candidate) { return candidate }
                candidate.deleteLastPathComponent()
            }
        }
        throw LayoutError.notFound
    }

    static func isToolRoot(_ url: URL) -> Bool {
        let fileManager = FileManager.default
        return fileManager.fileExists(atPath: url.appendingPathComponent("Package.swift").path)
            && fileManager.fileExists(atPath: url.appendingPathComponent("Sources/MiniSwiftUI").path)
    }

    public var lessonsFolder: URL { courseRoot.appendingPathComponent("Lessons") }
    public var solutionsFolder: URL { courseRoot.appendingPathComponent("Solutions") }
    var cacheFolder: URL { toolRoot.appendingPathComponent(".build/tca-learn") }

    func runtimeSourceFolder(_ module: String) -> URL {
        toolRoot.appendingPathComponent("Sources").appendingPathComponent(module)
    }
}

enum LayoutError: Error, CustomStringConvertible {
    case notFound
    case badHome(String)

    var description: String {
        switch self {
        case .notFound:
            "Could not find the tca-learn checkout (a folder with Package.swift and Sources/MiniSwiftUI). Run tca-learn from inside it, or set TCA_LEARN_HOME to it."
        case .badHome(let path):
            "TCA_LEARN_HOME is \(path), but that folder has no Package.swift and Sources/MiniSwiftUI."
        }
    }
}
