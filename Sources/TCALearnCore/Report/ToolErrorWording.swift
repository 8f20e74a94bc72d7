import Foundation

// The tool's own errors in words, in English and Korean, next to the grade's (`GradeWording`):
// each error type carries the facts where it is thrown, and says them here. Every message says
// what went wrong and what to do. Commands, options and file names stay as typed in both
// languages; a system's or compiler's own text (`strerror`, compiler output) is quoted as it came.

extension UsageError {
    func message(_ language: Language) -> String {
        func text(_ en: String, _ ko: String) -> String { language.text(en, ko) }
        func quoted(_ words: [String]) -> String { words.map { "\"\($0)\"" }.joined(separator: ", ") }
        let seeHelp = text("Add --help to see how to call this command.", "이 명령을 부르는 방법은 --help를 붙여 보면 나옵니다.")
        switch self {
        case .unknownCommand(let name, let suggestion):
            return text(
                "Unknown command \"\(name)\"." + (suggestion.map { " Did you mean \"\($0)\"?" } ?? "") + " Run \"tca-learn --help\" for the list.",
                "이름이 \"\(name)\"인 명령은 없습니다." + (suggestion.map { " \("\"\($0)\"", .object) 말한 것인가요?" } ?? "")
                    + " 명령 목록은 \"tca-learn --help\"로 볼 수 있습니다.")
        case .unknownOption(let name, let suggestion):
            return text(
                "Unknown option \(name)." + (suggestion.map { " Did you mean \($0)?" } ?? "") + " Add --help to see the options.",
                "\(name) 옵션은 없습니다." + (suggestion.map { " \($0, .object) 말한 것인가요?" } ?? "") + " 옵션 목록은 --help를 붙여 보면 나옵니다.")
        case .missingValue(let name, let valueName):
            return text("\(name) needs a value: \(name) \(valueName).", "\(name)에는 값이 필요합니다: \(name) \(valueName)")
        case .flagTakesNoValue(let name):
            return text("\(name) is a flag and takes no value.", "\(name, .topic) 켜고 끄는 옵션이라 값을 받지 않습니다.")
        case .badValue(let option, let value, let expected):
            return text(
                "\"\(value)\" is not a valid value for \(option); expected \(expected.en).",
                "\("\"\(value)\"", .topic) \(option)에 쓸 수 없는 값입니다. 쓸 수 있는 값: \(expected.text(.ko)).")
        case .missingCommand:
            return text("Missing a command. \(seeHelp)", "명령이 없습니다. 명령 목록은 \"tca-learn --help\"로 볼 수 있습니다.")
        case .missingSubcommand(let choices):
            return text(
                "Missing what to do: " + choices.map { "\"\($0)\"" }.joined(separator: " or ") + ". \(seeHelp)",
                "무엇을 할지 빠졌습니다: \(quoted(choices)) 중 하나를 주세요. \(seeHelp)")
        case .unknownSubcommand(let group, let name, let choices):
            return text(
                "\"\(name)\" is not a valid value for \(group); expected " + choices.map { "\"\($0)\"" }.joined(separator: " or ") + ".",
                "\"tca-learn \(group)\" 뒤에 \("\"\(name)\"", .subject) 올 수 없습니다. \(quoted(choices)) 중 하나를 주세요.")
        case .missingArgument(let what):
            return text("Missing \(what.en). \(seeHelp)", "\(what.text(.ko), .subject) 빠졌습니다. \(seeHelp)")
        case .tooManyArguments(let extra):
            return text(
                "Unexpected argument\(extra.count == 1 ? "" : "s"): \(extra.joined(separator: " ")). \(seeHelp)",
                "필요 없는 인자가 있습니다: \(extra.joined(separator: " ")). \(seeHelp)")
        case .lessonsAndSelection:
            return text(
                "Give either --lessons or a lesson or exercise to grade, not both.",
                "--lessons 옵션과 채점할 강의(또는 연습 문제) 중 하나만 주세요.")
        case .rosterWithWorkbook:
            return text(
                "grade-roster grades the workbooks in its folder; leave out --workbook (grade one workbook with \"grade --workbook\").",
                "\"grade-roster\"는 그 폴더 안의 워크북들을 채점합니다. --workbook은 빼 주세요(워크북 하나는 \"grade --workbook\"으로 채점합니다).")
        case .optionNeedsFormat(let option, let format):
            return text(
                "\(option) belongs to --format \(format).",
                "\(option, .topic) --format \(format)에서만 씁니다.")
        }
    }
}

extension CourseLookupError {
    func message(_ language: Language) -> String {
        func text(_ en: String, _ ko: String) -> String { language.text(en, ko) }
        func quoted(_ words: [String]) -> String { words.map { "\"\($0)\"" }.joined(separator: ", ") }
        switch self {
        case .unknownExercise(let name, let suggestion, let list):
            return text(
                "No exercise is called \"\(name)\"." + (suggestion.map { " Did you mean \"\($0)\"?" } ?? "")
                    + " Run \"\(list)\" to see the exercises.",
                "이름이 \"\(name)\"인 연습 문제는 없습니다." + (suggestion.map { " \("\"\($0)\"", .object) 말한 것인가요?" } ?? "")
                    + " 연습 문제 목록은 \"\(list)\"로 볼 수 있습니다.")
        case .exerciseNotReached(let name, let next, let lessonStart, let check):
            return text(
                "\(name) is not reached yet. You can open any exercise up to \(next) (the first not passed), one you have files for, "
                    + "or the first exercise of any lesson: here \(lessonStart). To grade it anyway: \(check)",
                "\(name)에는 아직 이르지 않았습니다. 열 수 있는 것은 아직 통과하지 못한 첫 연습 문제 \(next)까지, 파일이 있는 연습 문제, "
                    + "그리고 각 강의의 첫 연습 문제(이 강의에서는 \(lessonStart))입니다. 그래도 채점하려면: \(check)")
        case .exerciseNotChosen(let name, let lessons, let widen):
            return text(
                "\(name) is not in the lessons this workbook keeps to (\(lessons))."
                    + (widen.map { " To add its lesson: \($0)" } ?? ""),
                "\(name, .topic) 이 워크북이 따르는 강의(\(lessons))에 들어 있지 않습니다."
                    + (widen.map { " 그 강의를 더하려면: \($0)" } ?? ""))
        case .unknownLessonOrExercise(let name):
            return text(
                "No lesson or exercise is called \"\(name)\". Run \"tca-learn list\" to see them.",
                "이름이 \"\(name)\"인 강의나 연습 문제는 없습니다. 목록은 \"tca-learn list\"로 볼 수 있습니다.")
        case .unknownLessons(let names, let lessons, let tracks) where tracks.isEmpty:
            return text(
                "No lesson is called \(quoted(names)). The lessons are: \(lessons.joined(separator: ", ")).",
                "이름이 \(quoted(names))인 강의는 없습니다. 강의는 \(lessons.joined(separator: ", "))입니다.")
        case .unknownLessons(let names, let lessons, let tracks):
            return text(
                "No lesson or track is called \(quoted(names)). The lessons are: \(lessons.joined(separator: ", ")); the tracks: \(tracks.joined(separator: ", ")).",
                "이름이 \(quoted(names))인 강의나 트랙은 없습니다. 강의: \(lessons.joined(separator: ", ")). 트랙: \(tracks.joined(separator: ", ")).")
        }
    }
}

extension PathError {
    func message(_ language: Language) -> String {
        func text(_ en: String, _ ko: String) -> String { language.text(en, ko) }
        switch self {
        case .noSuchFile(let path):
            return text("There is no file at \(path).", "\(path)에 파일이 없습니다.")
        case .notASwiftFile(let path):
            return text("\(path) is not a .swift file.", "\(path, .topic) .swift 파일이 아닙니다.")
        case .notAFolder(let option, let path):
            switch option {
            case GradeRosterCommand.name:
                return text(
                    "\(path) is not a folder. Give grade-roster the folder that holds one folder per student.",
                    "\(path, .topic) 폴더가 아닙니다. \"grade-roster\"에는 학생마다 폴더가 하나씩 든 폴더를 주세요.")
            default:
                return text("\(option) \(path) is not a folder.", "\(option) \(path, .topic) 폴더가 아닙니다. 폴더를 주세요.")
            }
        case .workbookMissing(let path):
            return text("--workbook \(path) does not exist.", "--workbook \(path, .subject) 없습니다. 있는 워크북 폴더를 주세요.")
        case .outputIsAFolder(let path):
            return text(
                "--output \(path) is a folder. Give the file to write the result to, e.g. \(path)/result.xml.",
                "--output \(path, .topic) 폴더입니다. 결과를 쓸 파일을 주세요(예: \(path)/result.xml).")
        case .rosterEmpty(let path):
            return text(
                "\(path) has no student folders. Put each student's repository (or workbook) in a folder of its own there.",
                "\(path)에 학생 폴더가 없습니다. 학생마다 저장소(또는 워크북)를 그 안의 폴더 하나에 넣어 주세요.")
        case .folderIsAFile(let path, .workbook):
            return text(
                "\(path) is a file. Give a folder for the workbook (it is made if it does not exist).",
                "\(path, .topic) 파일입니다. 워크북을 둘 폴더를 주세요(없으면 만듭니다).")
        case .folderIsAFile(let path, let purpose):
            return text(
                "\(path) is a file. Give a new or empty folder for \(purpose.en).",
                "\(path, .topic) 파일입니다. \(purpose.ko, .object) 둘 새 폴더나 빈 폴더를 주세요.")
        case .folderNotEmpty(let path, let purpose):
            return text(
                "\(path) is not empty. Give a new or empty folder for \(purpose.en), or add --force to write into it (files of the same name are replaced).",
                "\(path, .topic) 비어 있지 않습니다. \(purpose.ko, .object) 둘 새 폴더나 빈 폴더를 주거나, 그 폴더에 쓰려면 --force를 붙이세요(이름이 같은 파일은 바뀝니다).")
        case .courseHasNoLessons(let path):
            return text(
                "The course at \(path) has no Lessons folder. Give a course (a folder with Lessons/) with --course PATH.",
                "\(path)의 코스에는 Lessons 폴더가 없습니다. --course PATH로 코스 폴더(Lessons/가 있는 폴더)를 주세요.")
        case .workbookInCheckout(let path):
            return text(
                "\(path) is the tca-learn checkout itself. Make the workbook in a folder of its own, e.g. tca-learn init ~/tca-workbook.",
                "\(path, .topic) tca-learn 체크아웃 자체입니다. 워크북은 따로 폴더를 만들어 두세요(예: tca-learn init ~/tca-workbook).")
        case .lessonExists(let path):
            return text("\(path) already exists. Give the new lesson another name.", "\(path, .subject) 이미 있습니다. 새 강의에 다른 이름을 주세요.")
        case .notALessonOrCourse(let path):
            return text(
                "\(path) is neither a lesson folder (with lesson.json) nor a course folder (with Lessons/).",
                "\(path, .topic) 강의 폴더(lesson.json이 있는 폴더)도 코스 폴더(Lessons/가 있는 폴더)도 아닙니다.")
        }
    }
}

extension ClassroomError {
    func message(_ language: Language) -> String {
        func text(_ en: String, _ ko: String) -> String { language.text(en, ko) }
        switch self {
        case .unsafeForCI(let option, let value):
            return text(
                "\(option) \"\(value)\" has characters a CI file cannot carry safely; use a plain URL, tag or commit.",
                "\(option) \"\(value)\"에는 CI 파일에 안전하게 넣을 수 없는 문자가 있습니다. 평범한 URL, 태그, 커밋을 주세요.")
        case .noCloneableOrigin(let remote):
            return text(
                (remote.map { "This checkout's origin is \($0), which CI runners cannot clone. " } ?? "This checkout has no origin remote. ")
                    + "Give --tool-repo URL: the HTTPS address of the tca-learn repository (this project or your fork) the students' CI clones the grader from.",
                (remote.map { "이 체크아웃의 \"origin\" 리모트는 \($0)인데, CI 러너가 이 주소로는 클론할 수 없습니다. " } ?? "이 체크아웃에는 \"origin\" 리모트가 없습니다. ")
                    + "--tool-repo URL로 학생들의 CI가 채점 도구를 클론할 tca-learn 저장소(이 프로젝트나 여러분의 포크)의 HTTPS 주소를 주세요.")
        case .notAGitCheckout:
            return text(
                "This checkout is not a git repository. Give --tool-ref REF: a tag or commit of the tca-learn repository, pushed there.",
                "이 체크아웃은 깃 저장소가 아닙니다. --tool-ref REF로 tca-learn 저장소에 푸시된 태그나 커밋을 주세요.")
        case .slashInGitLabRef(let ref):
            return text(
                "--tool-ref \(ref): GitLab cache keys cannot hold \"/\"; use a tag without one, or a commit.",
                "--tool-ref \(ref): 깃랩 캐시 키에는 \"/\"를 넣을 수 없습니다. \"/\"가 없는 태그나 커밋을 주세요.")
        case .classroom50Variables(let names):
            return text(
                "--format classroom50 needs the variables Classroom 50's runner sets: \(names.joined(separator: ", ")) \(names.count == 1 ? "is" : "are") not set. Set them to grade by hand.",
                "--format classroom50에는 Classroom 50 러너가 넣어 주는 환경 변수가 필요한데 \(names.joined(separator: ", ")) 값이 없습니다. 직접 채점하려면 이 변수들을 설정하세요.")
        case .classroom50NoCommit(let path):
            return text(
                "--format classroom50 dates a result by the graded commit, but \(path) is in no git commit. Grade the student's checkout.",
                "--format classroom50은 채점한 커밋의 날짜를 결과에 적는데, \(path, .topic) 어떤 깃 커밋에도 들어 있지 않습니다. 학생 저장소의 체크아웃을 채점하세요.")
        case .badVisibilityFile(let path, let detail):
            return text(
                "--visibility \(path) is not a visibility file (\"classroom gradescope\" writes one): \(detail)",
                "--visibility \(path, .topic) 공개 범위 파일이 아닙니다(\"classroom gradescope\"가 이 파일을 씁니다): \(detail)")
        }
    }
}

extension PathError.FolderPurpose {
    fileprivate var en: String {
        switch self {
        case .workbook: "the workbook"
        case .studentTemplate: "a student template"
        case .hiddenTests: "the hidden tests"
        case .autograder: "the autograder"
        }
    }

    fileprivate var ko: String {
        switch self {
        case .workbook: "워크북"
        case .studentTemplate: "학생용 템플릿"
        case .hiddenTests: "숨겨진 테스트"
        case .autograder: "자동 채점기"
        }
    }
}

extension HiddenTestsError {
    func message(_ language: Language) -> String {
        switch self {
        case .notAFolder(let path):
            return language.text("--hidden-tests \(path) is not a folder.", "--hidden-tests \(path, .topic) 폴더가 아닙니다. 폴더를 주세요.")
        case .missing(let paths):
            return language.text(
                "Hidden tests are missing: \(paths.joined(separator: ", ")). Export them again with \"tca-learn classroom export-tests\".",
                "숨겨진 테스트가 없습니다: \(paths.joined(separator: ", ")). \"tca-learn classroom export-tests\"로 다시 내보내 주세요.")
        }
    }
}

extension ProgressError {
    func message(_ language: Language) -> String {
        switch self {
        case .unreadable(let path):
            language.text(
                "Your progress file \(path) could not be read (was it edited by hand, or cut short?), so tca-learn stopped before grading or recording anything and left the file as it is. Move it aside (mv \(path) \(path).old) to start counting afresh; your exercise files are not affected.",
                "진행 파일 \(path, .object) 읽을 수 없어(직접 고쳤거나 중간에 잘렸나요?) tca-learn은 채점하거나 기록하기 전에 멈췄고 파일은 그대로 두었습니다. 처음부터 다시 세려면 파일을 옮겨 두세요(mv \(path) \(path).old). 연습 문제 파일은 그대로입니다.")
        case .newerVersion(let path, let version):
            language.text(
                "Your progress file \(path) was written by a newer tca-learn (progress format \(version); this one reads format \(Progress.currentVersion)), so tca-learn stopped before grading or recording anything and left the file as it is. Update tca-learn (git pull, then swift build), or move the file aside (mv \(path) \(path).old) to start counting afresh with this version.",
                "진행 파일 \(path, .topic) 더 새로운 tca-learn이 썼습니다(진행 형식 \(version), 이 버전이 읽는 형식은 \(Progress.currentVersion)). 그래서 tca-learn은 채점하거나 기록하기 전에 멈췄고 파일은 그대로 두었습니다. tca-learn을 새로 받거나(git pull 다음 swift build), 이 버전으로 처음부터 다시 세려면 파일을 옮겨 두세요(mv \(path) \(path).old).")
        }
    }
}

extension WorkbookError {
    func message(_ language: Language) -> String {
        switch reason {
        case .readOnly:
            language.text(
                "Cannot write \(path): the folder is read-only for you. Make the workbook writable (chmod -R u+w on its folder), or name a writable one with --workbook.",
                "\(path)에 쓸 수 없습니다. 이 폴더는 여러분에게 읽기 전용입니다. 워크북 폴더에 쓰기 권한을 주거나(chmod -R u+w), --workbook으로 쓸 수 있는 워크북을 주세요.")
        case .diskFull:
            language.text(
                "Cannot write \(path): the disk is full. Free some space and run the command again.",
                "\(path)에 쓸 수 없습니다. 디스크가 꽉 찼습니다. 공간을 비운 다음 명령을 다시 실행하세요.")
        case .other(let detail):
            language.text(
                "Cannot write \(path) (\(detail)). Check that the workbook folder is yours and writable, or name another with --workbook.",
                "\(path)에 쓸 수 없습니다(\(detail)). 워크북 폴더가 여러분의 것이고 쓸 수 있는지 확인하거나, --workbook으로 다른 워크북을 주세요.")
        }
    }
}

extension WorkbookSettingsError {
    func message(_ language: Language) -> String {
        switch self {
        case .unreadable(let path):
            language.text(
                "The workbook settings \(path) could not be read (was it edited by hand?). Run \"tca-learn init\" in that folder to write them again; your exercise files and progress are kept.",
                "워크북 설정 \(path, .object) 읽을 수 없습니다(직접 고쳤나요?). 그 폴더에서 \"tca-learn init\"을 실행하면 다시 씁니다. 연습 문제 파일과 진행 기록은 그대로 남습니다.")
        case .newerVersion(let path, let version):
            language.text(
                "The workbook settings \(path) are version \(version), newer than this tca-learn understands. Update tca-learn (git pull, then build it again).",
                "워크북 설정 \(path, .topic) 버전 \(version)으로, 이 tca-learn이 읽을 수 있는 것보다 새롭습니다. tca-learn을 새로 받으세요(git pull 다음 다시 빌드).")
        case .courseMissing(let settings, let course):
            language.text(
                "The course named in \(settings) is not at \(course) any more. Run \"tca-learn init --course PATH\" in the workbook to point it at the course; your exercise files and progress are kept.",
                "\(settings)에 적힌 코스가 이제 \(course)에 없습니다. 워크북에서 \"tca-learn init --course PATH\"를 실행해 코스를 다시 가리키게 하세요. 연습 문제 파일과 진행 기록은 그대로 남습니다.")
        }
    }
}

extension CourseError {
    /// Each problem is said as `lesson check` says it, in English: it is for the course's author.
    func message(_ language: Language) -> String {
        language.text(
            "The course has \(problems.count) problem\(problems.count == 1 ? "" : "s"):",
            "코스에 문제가 \(problems.count)개 있습니다. 코스를 만든 사람이 고쳐야 하며, 아래 설명은 작성자를 위해 영어로 씁니다:")
            + "\n" + problems.map { "  - \($0)" }.joined(separator: "\n")
    }
}

extension TemplateError {
    func message(_ language: Language) -> String {
        language.text(
            "The new lesson does not pass its own check (a problem in tca-learn, please report it):",
            "새 강의가 자기 검사를 통과하지 못합니다(tca-learn의 문제이니 알려 주세요):")
            + "\n" + problems.map { "  - \($0)" }.joined(separator: "\n")
    }
}

extension LayoutError {
    func message(_ language: Language) -> String {
        switch self {
        case .notFound:
            language.text(
                "Could not find the tca-learn checkout (a folder with Package.swift and Sources/MiniSwiftUI). Run tca-learn from inside it, or set TCA_LEARN_HOME to it.",
                "tca-learn 체크아웃(Package.swift와 Sources/MiniSwiftUI가 있는 폴더)을 찾지 못했습니다. 그 안에서 tca-learn을 실행하거나 TCA_LEARN_HOME에 그 폴더를 지정하세요.")
        case .badHome(let path):
            language.text(
                "TCA_LEARN_HOME is \(path), but that folder has no Package.swift and Sources/MiniSwiftUI.",
                "TCA_LEARN_HOME이 \(path, .direction) 되어 있지만 그 폴더에는 Package.swift와 Sources/MiniSwiftUI가 없습니다. 체크아웃 폴더를 지정하세요.")
        }
    }
}

extension InstallError {
    func message(_ language: Language) -> String {
        switch self {
        case .noExecutable:
            language.text(
                "Could not tell where this tca-learn program is. Link it by hand: ln -s \"$PWD/.build/release/tca-learn\" ~/.local/bin/tca-learn",
                "실행 중인 tca-learn 프로그램의 위치를 알 수 없습니다. 직접 링크하세요: ln -s \"$PWD/.build/release/tca-learn\" ~/.local/bin/tca-learn")
        case .noHome:
            language.text(
                "HOME is not set, so there is no ~/.local/bin. Give the folder for the link with --bin DIR.",
                "HOME이 설정되어 있지 않아 ~/.local/bin을 알 수 없습니다. 링크를 둘 폴더를 --bin DIR로 주세요.")
        case .fileInTheWay(let path):
            language.text(
                "\(path) is already there and is not a link (a wrapper script?); it is left as it is. Remove it to link this tca-learn, or give another folder with --bin DIR.",
                "\(path, .subject) 이미 있고 링크가 아닙니다(래퍼 스크립트일 수 있습니다). 그대로 두었습니다. 이 tca-learn을 링크하려면 그 파일을 지우거나 --bin DIR로 다른 폴더를 주세요.")
        }
    }
}

extension ChildProcessError {
    func message(_ language: Language) -> String {
        switch self {
        case .couldNotStart(let path, let step, let reason):
            language.text("Could not start \(path) (\(step)): \(reason).", "\(path, .object) 시작하지 못했습니다(\(step)): \(reason)")
        case .noPipe:
            language.text("Could not create a pipe to talk to a child process.", "자식 프로세스와 주고받을 파이프를 만들지 못했습니다.")
        }
    }
}

extension ToolchainError {
    func message(_ language: Language) -> String {
        switch self {
        case .notFound:
            language.text(
                "Could not find the Swift compiler (swiftc). Install Swift 6.3 and put its bin folder on your PATH, or set TCA_LEARN_SWIFTC to the compiler's path.",
                "Swift 컴파일러(swiftc)를 찾지 못했습니다. Swift 6.3을 설치하고 그 bin 폴더를 PATH에 넣거나, TCA_LEARN_SWIFTC에 컴파일러 경로를 지정하세요.")
        case .overrideNotExecutable(let path):
            language.text(
                "TCA_LEARN_SWIFTC is set to \(path), which is not an executable file.",
                "TCA_LEARN_SWIFTC가 \(path, .direction) 되어 있지만 실행할 수 있는 파일이 아닙니다. 컴파일러 경로를 지정하세요.")
        }
    }
}

extension RuntimeCacheError {
    func message(_ language: Language) -> String {
        switch self {
        case .missingSources(let path):
            language.text(
                "The runtime sources are missing at \(path). Is this a complete tca-learn checkout?",
                "\(path)에 런타임 소스가 없습니다. tca-learn 체크아웃이 온전한지 확인하세요.")
        case .buildFailed(let module, let output):
            language.text(
                "Building the course runtime (\(module)) failed. This is a problem in tca-learn, not in your code; please report it with this output:",
                "코스 런타임(\(module))을 빌드하지 못했습니다. 여러분의 코드가 아니라 tca-learn의 문제이니 아래 출력과 함께 알려 주세요:")
                + "\n" + output
        }
    }
}

extension ConfinementError {
    func message(_ language: Language) -> String {
        switch self {
        case .landlock(let reason):
            language.text(
                "Could not prepare the grade's confinement (Landlock): \(reason). Set \(Confinement.environmentSwitch)=off to grade without it (see README, \"Threat model\").",
                "채점 격리(Landlock)를 준비하지 못했습니다: \(reason). 격리 없이 채점하려면 \(Confinement.environmentSwitch)=off로 지정하세요(README의 \"Threat model\" 참고).")
        }
    }
}

extension GivenModuleError {
    func message(_ language: Language) -> String {
        switch self {
        case .doesNotCompile(let files, let output):
            language.text(
                "The exercise's given files (\(files.joined(separator: ", "))) do not compile; this is a problem in the lesson:",
                "연습 문제에 주어진 파일(\(files.joined(separator: ", ")))이 컴파일되지 않습니다. 강의의 문제입니다:")
                + "\n" + output
        case .notKept(let path):
            language.text("Could not keep the compiled given files in \(path).", "컴파일한 주어진 파일을 \(path)에 남기지 못했습니다.")
        }
    }
}
