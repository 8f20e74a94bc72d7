import Foundation

/// What the instructor's commands say besides the grades (`grade`, `grade-roster`, and what the
/// `classroom` commands wrote), in English and Korean.
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

    /// `classroom new`: what went into the student template.
    func wroteTemplate(to folder: String, lessons: Int, exercises: Int, points: Int, files: Int) -> String {
        let counts = [(lessons, "lesson"), (exercises, "exercise"), (points, "point"), (files, "file")]
            .map { count, noun in "\(count) \(noun)\(count == 1 ? "" : "s")" }
        return style.text(
            "Wrote a student template to \(folder): \(counts.joined(separator: ", ")).",
            "학생용 템플릿을 \(folder)에 썼습니다. 강의 \(lessons)개, 연습 문제 \(exercises)개, \(points)점, 파일 \(files)개입니다.")
    }

    /// Which tca-learn grades the template's pushes, and what the teacher must make sure of.
    func gradesWith(ref: String, from repository: String) -> String {
        style.text(
            "It grades with tca-learn \(ref) from \(repository): make sure that ref is pushed there.",
            "채점은 \(repository)의 tca-learn \(ref)로 합니다. 그 ref가 그곳에 푸시되어 있는지 확인하세요.")
    }

    /// The grader's repository is a local path: fine for a try on this machine, useless to CI.
    func notCloneableByCI(_ repository: String) -> String {
        style.text(
            "Warning: \(repository) is no https:// address, so the students' CI cannot clone the grader from it and every push would be \"not graded\". Use it only to try the template on this machine; give --tool-repo https://… for the students.",
            "경고: \(repository, .topic) https:// 주소가 아니어서 학생들의 CI가 그곳에서 채점기를 받아 올 수 없고, 모든 푸시가 \"not graded\"가 됩니다. 이 컴퓨터에서 템플릿을 시험할 때만 쓰고, 학생용으로는 --tool-repo https://…를 주세요.")
    }

    /// The teacher's next step after `classroom new`, for a CI file or for Classroom 50.
    func nextForTemplate(classroom50: Bool) -> String {
        classroom50
            ? style.text(
                "Next: push template/ as the assignment's template repository, copy autograder/autograder.py to your classroom's autograders/<assignment>/, set runtime.json as the assignment's runtime, and follow \"Classroom 50\" in tca-learn's README.",
                "다음 단계: template/을 과제의 템플릿 저장소로 푸시하고, autograder/autograder.py를 수업의 autograders/<assignment>/에 복사하고, runtime.json을 과제의 runtime으로 정한 뒤 tca-learn README의 \"Classroom 50\"을 따르세요.")
            : style.text(
                "Next: commit it, push it to a repository of its own, and follow \"Classroom grading\" in tca-learn's README.",
                "다음 단계: 커밋해서 따로 만든 저장소에 푸시하고, tca-learn README의 \"Classroom grading\"을 따르세요.")
    }

    /// `classroom export-tests`: how many exercises' hidden tests went where.
    func wroteHiddenTests(exercises: Int, to folder: String) -> String {
        style.text(
            "Wrote the hidden tests of \(exercises) exercise\(exercises == 1 ? "" : "s") to \(folder). Keep that repository private.",
            "연습 문제 \(exercises)개의 숨겨진 테스트를 \(folder)에 썼습니다. 그 저장소는 비공개로 두세요.")
    }

    /// `classroom gradescope`: the autograder archive, what it grades, and how to change what
    /// students see.
    func wroteGradescopeAutograder(_ file: String, points: Int, checks: Int, hidden: Int, ref: String, from repository: String, settings: String) -> String {
        style.text(
            "Wrote \(file): \(points) points, \(checks) checks (\(hidden) not shown at once). It grades with tca-learn \(ref) from \(repository).\nUpload it as the assignment's autograder; edit \(settings) beside it and run this again to change what students see.",
            "\(file, .object) 썼습니다. \(points)점, 체크 \(checks)개(그중 \(hidden)개는 바로 보이지 않음)이며, 채점은 \(repository)의 tca-learn \(ref)로 합니다.\n과제의 autograder로 올리세요. 학생에게 보일 것을 바꾸려면 옆의 \(settings, .object) 고치고 이 명령을 다시 실행하세요.")
    }

    /// `classroom prairielearn`: the image recipe and the next steps.
    func wrotePrairieLearnImage(_ files: [String], to folder: String, ref: String) -> String {
        style.text(
            "Wrote \(files.joined(separator: ", ")) to \(folder). Build and push the image (docker build -t YOUR-REGISTRY/tca-learn-grader:\(ref) .), then follow \"PrairieLearn\" in tca-learn's README.",
            "\(files.joined(separator: ", ")) 파일을 \(folder)에 썼습니다. 이미지를 빌드해 푸시한 뒤(docker build -t YOUR-REGISTRY/tca-learn-grader:\(ref) .) tca-learn README의 \"PrairieLearn\"을 따르세요.")
    }
}
