import Foundation

/// Where a trace's picture (`TracePicture`) is written and how it is opened: `check --html`,
/// `play --html` and the p key of `watch`.
enum PictureFile {
    /// Where a grade's picture goes unless `--html=FILE` says: the workbook's `.trace` folder, one
    /// file per exercise, so that the learner's exercise folders hold only their code.
    static func forGrade(of exercise: Exercise, in workbook: Workbook) -> URL {
        workbook.root.appendingPathComponent(".trace").appendingPathComponent(exercise.id + ".html")
    }

    /// Writes a grade's picture: to `file`, or by default into the workbook.
    static func write(_ grade: RecordedGrade, workbook: Workbook, to file: URL?, open: Bool, context: Context) throws {
        let picture = TracePicture(grade: grade.result, exercise: grade.exercise, learnerFiles: workbook.files(for: grade.exercise), style: context.style)
        try write(picture, to: file ?? forGrade(of: grade.exercise, in: workbook), open: open, context: context)
    }

    /// Where a play's picture goes unless told: beside the file, `Name.trace.html`.
    static func forPlay(of file: URL) -> URL {
        file.deletingPathExtension().appendingPathExtension("trace.html")
    }

    /// Writes the page, says where as a `file://` address (which terminals make clickable), and
    /// opens it in the browser when `open`.
    static func write(_ picture: TracePicture, to file: URL, open: Bool, context: Context) throws {
        let page = try TracePicturePage.html(picture)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(page.utf8).write(to: file, options: .atomic)
        let words = PictureWording(style: context.style)
        context.print(words.written(at: file.absoluteURL.absoluteString))
        if open, !Self.open(file) {
            context.print(words.noBrowser)
        }
    }

    /// The system's own opener (`open` on macOS, `xdg-open` elsewhere), not waited for.
    private static func open(_ file: URL) -> Bool {
        #if os(macOS)
        let opener = "open"
        #else
        let opener = "xdg-open"
        #endif
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [opener, file.absoluteURL.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus == 0
        } catch {
            return false
        }
    }
}
