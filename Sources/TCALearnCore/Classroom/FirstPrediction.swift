import Foundation

/// Whether a student's first prediction of a predict-the-trace exercise was right, as their
/// repository's history shows it. The learner's own record of it (`.progress.json`) is written by
/// the learner's machine, is ignored by git and could say anything, so the teacher's grade never
/// reads it. A clone of the repository has the commits the student pushed instead: the first one
/// whose prediction file holds a prediction (not the starter's placeholders) is graded as it was
/// then. It is reported beside the score and never changes it: it is the first prediction the
/// student *committed* (predictions tried between two commits are not in the history), and a
/// student who rewrites their history rewrites it too.
struct FirstPrediction: Sendable, Equatable {
    var right: Bool
    /// The commit that holds it.
    var commit: String

    /// At most this many commits that touched the file are read, oldest first.
    static let commitLimit = 200

    /// The first committed prediction of `exercise` in the student's git repository `repository`
    /// (a folder of the roster; git looks no higher), whose files are in `learnerFolder`, graded
    /// with `testsFolder`'s checks. Nil for another kind of exercise, a folder that is no
    /// repository (a download) or a shallow clone, or no commit with a prediction. `current` is the grade of the
    /// files as they are now: a first prediction that is still the file's content is not graded
    /// again.
    static func find(_ exercise: Exercise, repository: URL, learnerFolder: URL, testsFolder: URL, current: GradeResult, grader: Grader) -> FirstPrediction? {
        let ceiling = repository.standardizedFileURL.deletingLastPathComponent().path
        func git(_ arguments: [String], raw: Bool = false) -> String? {
            Self.git(arguments, in: learnerFolder, ceiling: ceiling, raw: raw)
        }
        // A shallow clone's oldest commit holds whatever came before it: its first is no first.
        guard exercise.kind == .predictTheTrace, !exercise.files.isEmpty,
              git(["rev-parse", "--is-shallow-repository"]) == "false",
              let log = git(["rev-list", "--reverse", "HEAD", "--"] + exercise.files) else { return nil }
        let commits = log.split(separator: "\n").map(String.init).filter { $0.count == 40 }.prefix(commitLimit)
        let now = exercise.files.map { try? Data(contentsOf: learnerFolder.appendingPathComponent($0)) }
        for commit in commits {
            let then = exercise.files.map { git(["cat-file", "blob", "\(commit):./\($0)"], raw: true) }
            guard then.allSatisfy({ $0 != nil }) else { continue }
            if then == now.map({ $0.map { String(decoding: $0, as: UTF8.self) } }) {
                if let verdict = verdict(current) { return FirstPrediction(right: verdict, commit: commit) }
                continue
            }
            guard let result = grade(exercise, files: then.compactMap { $0 }, testsFolder: testsFolder, grader: grader),
                  let verdict = verdict(result) else { continue }
            return FirstPrediction(right: verdict, commit: commit)
        }
        return nil
    }

    /// Right or wrong when the prediction was graded; nil when it was not one (placeholders, a
    /// changed view, a file that did not compile).
    private static func verdict(_ result: GradeResult) -> Bool? {
        switch result.status {
        case .passed: return true
        case .someChecksFailed, .crashed, .timedOut: return false
        default: return nil
        }
    }

    private static func grade(_ exercise: Exercise, files: [String], testsFolder: URL, grader: Grader) -> GradeResult? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tca-learn-first-prediction-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (name, text) in zip(exercise.files, files) {
                let file = folder.appendingPathComponent(name)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file)
            }
            return try grader.grade(exercise, learnerFolder: folder, testsFolder: testsFolder)
        } catch {
            return nil
        }
    }

    /// git's answer, or nil when git is missing, the folder is no repository or git says no. Only
    /// plumbing that reads objects (`rev-parse`, `rev-list`, `cat-file`): nothing a student's repository
    /// configures (hooks, filters, a pager, an fsmonitor) runs.
    private static func git(_ arguments: [String], in folder: URL, ceiling: String, raw: Bool) -> String? {
        let process = Process()
        process.environment = ProcessInfo.processInfo.environment.merging(["GIT_CEILING_DIRECTORIES": ceiling]) { $1 }
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "safe.directory=*", "-c", "core.fsmonitor=false", "--no-pager", "-C", folder.path] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        return raw ? text : text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
