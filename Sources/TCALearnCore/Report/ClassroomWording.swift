import Foundation

/// What the instructor's grading commands say besides the grades (`grade`, `grade-roster`), in
/// English and Korean.
struct ClassroomWording {
    var style: Style

    /// `file`, `course`: as the instructor's terminal shows them.
    func ignoredSettings(_ file: String, course: String) -> String {
        style.text(
            "Ignored \(file): a grade takes the course from this tool (\(course)) or --course, never from the workbook it grades.",
            "\(file, .topic) 읽지 않았습니다. 채점은 과정을 이 도구(\(course))나 --course에서 가져오며, 채점하는 워크북에서는 가져오지 않습니다.")
    }

    /// The progress bar's words: `done` of `total` exercises graded, `studentsDone` of `students`
    /// students through.
    func rosterProgress(studentsDone: Int, of students: Int) -> String {
        style.text(" exercises graded, \(studentsDone)/\(students) students", " 채점, 학생 \(studentsDone)/\(students)명")
    }

    /// The last line of `grade-roster`: how much was graded, how fast, and where the files are.
    func graded(students: Int, exercises: Int, seconds: Double, writtenTo folder: String) -> String {
        let grades = students * exercises
        let perSecond = String(format: "%.1f", Double(grades) / max(seconds, 0.001))
        let time = String(format: "%.0f", seconds)
        let (csv, json) = (RosterSummary.csvFile, RosterSummary.jsonFile)
        return style.text(
            "Graded \(students) students × \(exercises) exercises (\(grades) grades) in \(time) s, \(perSecond) grades/s. Wrote \(csv) and \(json) to \(folder).",
            "학생 \(students)명 × 연습 문제 \(exercises)개(채점 \(grades)건)를 \(time)초 만에 채점했습니다(초당 \(perSecond)건). \(csv, .with) \(json, .object) \(folder)에 썼습니다.")
    }
}
