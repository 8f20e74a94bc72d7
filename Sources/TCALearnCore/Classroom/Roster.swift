import Foundation

/// `grade-roster DIR`: a class's submissions, one folder each (as GitHub Classroom's assistant
/// or `gh classroom clone student-repos` downloads them), graded on this machine.
struct Roster {
    struct Student: Sendable {
        /// The folder's name without the prefix every folder shares (`hw1-alice` → `alice`).
        var name: String
        var folder: URL
        /// The submission's `workbook/`, or the folder itself when it holds the lessons directly.
        var workbook: Workbook
    }

    var students: [Student]

    /// The student folders in `folder`, by name; a file or a hidden folder is no student. A link
    /// to a folder is one: the roster is the instructor's (a student's `workbook` that is a link
    /// is refused when graded). `excluding`: the folder the grades go to, when it is in the roster,
    /// so that a second run does not grade it as a student.
    init(folder: URL, excluding output: URL? = nil) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw PathError.notAFolder(option: GradeRosterCommand.name, path: displayPath(folder))
        }
        let folders = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { entry in
                var isFolder: ObjCBool = false
                return !entry.lastPathComponent.hasPrefix(".")
                    && entry.standardizedFileURL.path != output?.standardizedFileURL.path
                    && FileManager.default.fileExists(atPath: entry.path, isDirectory: &isFolder) && isFolder.boolValue
            }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        guard !folders.isEmpty else {
            throw PathError.rosterEmpty(displayPath(folder))
        }
        let names = Self.names(folders.map(\.lastPathComponent))
        students = zip(names, folders).map { name, folder in
            let real = folder.resolvingSymlinksInPath()
            let inner = real.appendingPathComponent("workbook")
            var isFolder: ObjCBool = false
            let hasWorkbook = FileManager.default.fileExists(atPath: inner.path, isDirectory: &isFolder) && isFolder.boolValue
            return Student(name: name, folder: folder, workbook: Workbook(root: hasWorkbook ? inner : real))
        }
    }

    /// Folder names without the longest prefix, up to a `-`, that all of them share: downloads are
    /// named `<assignment>-<user>`. One folder keeps its whole name.
    static func names(_ folders: [String]) -> [String] {
        guard folders.count > 1, var common = folders.first else { return folders }
        for folder in folders.dropFirst() {
            common = String(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        guard let dash = common.lastIndex(of: "-") else { return folders }
        let prefix = common[...dash].count
        return folders.map { String($0.dropFirst(prefix)) }
    }

    /// Grades every student's workbook as one pool of exercises, reporting each to `progress`.
    func grade(_ exercises: [Exercise], course: Course, hiddenTests: URL?, grader: Grader, progress: RosterProgress) throws -> [RosterSummary.Entry] {
        let plans = try students.map { student in
            try WorkbookGrading.Plan(course: course, exercises: exercises, workbook: student.workbook, hiddenTests: hiddenTests)
        }
        let graded = WorkbookGrading(grader: grader).grade(plans) { plan, exercise in
            progress.finished(exercise, student: plan)
        }
        return zip(zip(students, plans), graded).map { pair, graded in
            let (student, plan) = pair
            var firstPredictions: [String: FirstPrediction] = [:]
            for (index, exercise) in graded.enumerated() where plan.linkedWorkbook == nil {
                firstPredictions[exercise.exercise.id] = FirstPrediction.find(
                    exercise.exercise, repository: student.folder, learnerFolder: plan.learnerFolders[index],
                    testsFolder: plan.testsFolders[index], current: exercise.result, grader: grader)
            }
            return RosterSummary.Entry(student: student.name, folder: student.folder.lastPathComponent, graded: graded, firstPredictions: firstPredictions)
        }
    }
}
