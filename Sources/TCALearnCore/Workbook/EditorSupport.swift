import Foundation

/// What an editor needs to understand the workbook's files as the grader compiles them:
/// `compile_commands.json` at the workbook's root, which SourceKit-LSP (and so VS Code's Swift
/// extension, Neovim, Helix, any LSP editor) reads. Each learner file gets the grader's own flags
/// (`Compiler.sourceFlags`): the runtime's module folder and the module aliases, so
/// `import SwiftUI` and `import ComposableArchitecture` resolve to the bundled runtime, with
/// diagnostics, completion, and jump to definition into the runtime's own source (the runtime is
/// built with its source locations).
///
/// Written by `init` and `next` for every exercise the learner has reached, so that a new
/// exercise, a course upgrade or a rebuilt runtime (a new cache folder) is picked up.
struct EditorSupport {
    static let fileName = "compile_commands.json"

    var compiler: Compiler

    /// One compilation database entry: the file, its folder, and the command that compiles it.
    struct Entry: Codable, Equatable {
        var directory: String
        var file: String
        var arguments: [String]
    }

    /// An entry per learner file of each exercise whose folder is in the workbook. The files of
    /// one exercise are one module, as in a grade, so each entry lists them all.
    func entries(course: Course, workbook: Workbook) -> [Entry] {
        course.exercises.flatMap { exercise -> [Entry] in
            let folder = workbook.folder(for: exercise)
            let files = workbook.files(for: exercise).filter { FileManager.default.fileExists(atPath: $0.path) }
            // The copies of the given files too (a write-the-test exercise's feature), which the
            // learner's test uses; the grader compiles the course's own.
            let given = exercise.given.map { folder.appendingPathComponent($0) }.filter { FileManager.default.fileExists(atPath: $0.path) }
            let arguments = [compiler.toolchain.swiftc] + compiler.sourceFlags(.library) + (files + given).map(\.path)
            return files.map { Entry(directory: folder.path, file: $0.path, arguments: arguments) }
        }
    }

    /// Writes the database, unless it already says the same (an editor watching it would reload).
    func write(course: Course, workbook: Workbook) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .withoutEscapingSlashes]
        let data = try encoder.encode(entries(course: course, workbook: workbook))
        let file = workbook.root.appendingPathComponent(Self.fileName)
        guard FileManager.default.contents(atPath: file.path) != data else { return }
        try FileManager.default.createDirectory(at: workbook.root, withIntermediateDirectories: true)
        try data.write(to: file, options: .atomic)
    }
}
