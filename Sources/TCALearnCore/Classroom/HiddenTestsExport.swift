import Foundation

/// What `tca-learn classroom export-tests` writes for the instructor's private repository: for
/// each exercise, everything in its course folder that a grade reads and the student template
/// leaves out — `<lesson>/<exercise>/tests/…` today, and whatever else such a grade needs (the
/// broken feature versions a write-the-test exercise is graded against). It is the
/// complement of `StudentTemplate`'s allowlist, so a grading file added to the course format is
/// kept private by default. `grade --hidden-tests DIR` reads this tree.
enum HiddenTestsExport {
    /// Files of an exercise folder that neither the grade nor the instructor's repository needs:
    /// the metadata and texts come from the pinned tca-learn itself.
    static let courseOnly: Set<String> = ["exercise.json", "README.md", "README.ko.md", "EXPLANATION.md", "EXPLANATION.ko.md"]

    /// The paths, relative to the exercise folder, that the export copies.
    static func hiddenPaths(of exercise: Exercise) throws -> [String] {
        let leftOut = courseOnly.union(exercise.studentRepositoryFiles)
        return try FileManager.default.contentsOfDirectory(atPath: exercise.folder.path)
            .filter { !$0.hasPrefix(".") && !leftOut.contains($0) }
            .sorted()
    }

    /// Copies each exercise's hidden paths to `folder/<lesson>/<exercise>/`, adds a README that
    /// says what the tree is, and returns the exercise paths exported.
    static func write(_ exercises: [Exercise], tool: ToolSource?, to folder: URL, force: Bool) throws -> [String] {
        try StudentTemplate.prepare(folder, force: force, for: .hiddenTests)
        for exercise in exercises {
            let target = folder.appendingPathComponent(exercise.path)
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            for path in try hiddenPaths(of: exercise) {
                try copyReplacingFiles(from: exercise.folder.appendingPathComponent(path), to: target.appendingPathComponent(path))
            }
        }
        try Data(readme(tool: tool).utf8).write(to: folder.appendingPathComponent("README.md"), options: .atomic)
        return exercises.map(\.path)
    }

    /// Copies a file, or a folder file by file: with `--force` the course's files replace those of
    /// the same name, and a check file the instructor added beside them stays.
    private static func copyReplacingFiles(from source: URL, to destination: URL) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: source.path, isDirectory: &isFolder), isFolder.boolValue else {
            if FileManager.default.fileExists(atPath: destination.path) {
                try FileManager.default.removeItem(at: destination)
            }
            try FileManager.default.copyItem(at: source, to: destination)
            return
        }
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            try copyReplacingFiles(from: source.appendingPathComponent(name), to: destination.appendingPathComponent(name))
        }
    }

    static func readme(tool: ToolSource?) -> String {
        let version = tool.map { "tca-learn at `\($0.ref)` (`\($0.repository)`)" } ?? "this version of tca-learn"
        return """
            # Hidden tests for a tca-learn assignment

            Written by `tca-learn classroom export-tests` from \(version). Keep this repository
            private: the students' CI checks it out with a read-only token and grades with
            `tca-learn grade --hidden-tests <this folder>`, which takes each exercise's tests only from
            `<lesson>/<exercise>/tests/` here, never from the student's repository.

            A check may change, but its id and points are the course's (`exercise.json` of the pinned
            tca-learn): keep every check id the exercise declares, or the grade reports it as not run.

            """
    }
}
