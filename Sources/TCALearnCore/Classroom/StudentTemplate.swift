import Foundation

/// What `tca-learn classroom new` writes: the template of the students' repositories. It is made
/// from an allowlist — each selected lesson's text, each exercise's instructions and the files the
/// learner works with, a student README, a `.gitignore`, a launcher and the CI file — so nothing
/// else of the course reaches a student: no solutions, no hidden tests, no explanations (they are
/// shown once an exercise passes and may hold its answer), no grader sources.
///
/// ```
/// README.md, README.ko.md          how to work, run the checks, how grading works
/// .gitignore                       keeps workbook/, ignores the launcher's .tca-learn/
/// tca-learn                        the launcher: gets the grader's version of tca-learn once
/// .github/workflows/classroom.yml  (or .gitlab-ci.yml; none for Classroom 50)
/// workbook/01-state/README.md, README.ko.md             the lesson
/// workbook/01-state/01-counter/README.md, README.ko.md  the instructions
/// workbook/01-state/01-counter/Counter.swift            the starter
/// ```
struct StudentTemplate {
    var lessons: [Lesson]
    /// The CI file that grades each push; nil when a platform grades (Classroom 50 brings its
    /// own workflow, `.github/workflows/autograde.yaml`, a name the template must not take).
    var ci: CIProvider?
    var tool: ToolSource
    /// Whether the whole course is selected (the CI file then grades every lesson the pinned
    /// tca-learn has, and names none).
    var isWholeCourse: Bool

    var exercises: [Exercise] { lessons.flatMap(\.exercises) }
    /// The lessons as `--lessons` takes them; nil for the whole course.
    var assignmentLessons: [String]? { isWholeCourse ? nil : lessons.map(\.slug) }
    var maxPoints: Int { exercises.reduce(0) { $0 + $1.totalPoints } }

    /// The texts a folder of the course shows to learners, in both languages, when there.
    static let instructions = ["README.md", "README.ko.md"]

    /// Every file of the template, by its path in the repository, with where it comes from.
    func files() -> [(path: String, content: Content)] {
        var files: [(String, Content)] = [
            ("README.md", .text(StudentReadme(template: self).english)),
            ("README.ko.md", .text(StudentReadme(template: self).korean)),
            (".gitignore", .text(Self.gitignore)),
            ("tca-learn", .executable(Launcher.script(tool, lessons: isWholeCourse ? nil : lessons.map(\.slug)))),
        ]
        if let ci {
            files.append((ci.path, .text(CIConfiguration(provider: ci, tool: tool, lessons: assignmentLessons).render())))
        }
        for lesson in lessons {
            for name in Self.instructions where FileManager.default.fileExists(atPath: lesson.folder.appendingPathComponent(name).path) {
                files.append(("workbook/\(lesson.slug)/\(name)", .copy(lesson.folder.appendingPathComponent(name))))
            }
            for exercise in lesson.exercises {
                let names = Self.instructions.filter { FileManager.default.fileExists(atPath: exercise.folder.appendingPathComponent($0).path) }
                    + exercise.studentRepositoryFiles
                for name in names {
                    files.append(("workbook/\(exercise.path)/\(name)", .copy(exercise.folder.appendingPathComponent(name))))
                }
            }
        }
        return files
    }

    enum Content {
        case text(String)
        case executable(String)
        case copy(URL)
    }

    /// Writes the template into `folder`, which must be empty or missing unless `force` (then the
    /// template's files replace those of the same name, and others stay). Returns the paths written.
    @discardableResult
    func write(to folder: URL, force: Bool) throws -> [String] {
        try Self.prepare(folder, force: force, for: .studentTemplate)
        let files = files()
        for (path, content) in files {
            let target = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            switch content {
            case .text(let text):
                try Data(text.utf8).write(to: target, options: .atomic)
            case .executable(let text):
                try Data(text.utf8).write(to: target, options: .atomic)
                try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: target.path)
            case .copy(let source):
                try Data(contentsOf: source).write(to: target, options: .atomic)
            }
        }
        return files.map(\.path)
    }

    /// Makes sure `folder` can take new files: missing (created), empty, or `force`.
    static func prepare(_ folder: URL, force: Bool, for purpose: PathError.FolderPurpose) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                throw PathError.folderIsAFile(displayPath(folder), for: purpose)
            }
            let contents = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            if !contents.isEmpty, !force {
                throw PathError.folderNotEmpty(displayPath(folder), for: purpose)
            }
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// The workbook is the students' work, so it is committed; what the launcher downloads and
    /// what the learner commands keep for themselves is not.
    static let gitignore = """
        # The tca-learn checkout the launcher builds (./tca-learn); never part of a submission.
        /.tca-learn/
        # Kept by the learner commands for you alone: progress, earlier versions after "reset", the
        # trace's pictures (check --html), and what "init" and "next" write with this machine's
        # paths (settings, editor support).
        /workbook/.progress.json
        /workbook/.backups/
        /workbook/.trace/
        /workbook/\(WorkbookSettings.fileName)
        /workbook/\(EditorSupport.fileName)
        .DS_Store

        """
}

extension Exercise {
    /// The code files a student's repository holds for this exercise: the files the learner edits
    /// and the given files their test reads beside them (the grader compiles the course's own).
    var studentRepositoryFiles: [String] { files + given }
}
