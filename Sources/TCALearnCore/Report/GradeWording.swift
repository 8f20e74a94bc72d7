import GradeRecords
import RenderTrace

/// The grader's facts in words, in one place: the terminal report says them in the learner's
/// language, the CI formats in English (`GradeWording(.en)`), so a crash or a skipped check reads
/// the same wherever it is shown.
struct GradeWording {
    var language: Language

    init(_ language: Language) {
        self.language = language
    }

    private func text(_ en: String, _ ko: String) -> String {
        language.text(en, ko)
    }

    /// A duration as a limit is spoken of: `10 s`, `2.5 s`; `10초` in Korean.
    func seconds(_ value: Double) -> String {
        let number = value == value.rounded() ? "\(Int(value))" : String(format: "%.1f", value)
        return text("\(number) s", "\(number)초")
    }

    // MARK: - Why nothing ran

    /// The learner files that are not in the workbook.
    func missingFiles(_ names: [String]) -> String {
        let list = names.joined(separator: ", ")
        return text(
            "\(list) \(names.count == 1 ? "is" : "are") missing from the workbook, so this exercise cannot be graded.",
            "워크북에 \(list) 파일이 없어 이 연습 문제를 채점할 수 없습니다.")
    }

    /// What was refused and why, for one refusal of the source checks. Never about a comment or
    /// a string: the checks read code only.
    func refusal(_ refusal: SourceRefusal) -> String {
        let found = "`\(refusal.found)`"
        switch refusal.reason {
        case .harness:
            return text(
                "\(found) belongs to the grader. Graded code runs in the same program as the hidden checks, so it may not use or imitate the grader's parts.",
                "\(found) — 채점 도구의 일부입니다. 채점되는 코드는 숨겨진 체크와 같은 프로그램에서 실행되므로 채점 도구의 부분을 쓰거나 흉내 낼 수 없습니다.")
        case .files:
            return text(
                "\(found) reaches for files. Graded code runs on the machine that holds the hidden checks and the solutions, so it may not open, read or write files; no exercise needs to.",
                "\(found) — 파일에 손을 대는 코드입니다. 채점되는 코드는 숨겨진 체크와 해답이 있는 컴퓨터에서 실행되므로 파일을 열거나 읽거나 쓸 수 없습니다. 어떤 연습 문제에도 필요 없습니다.")
                + unqualifiedNote(refusal)
        case .processes:
            return text(
                "\(found) starts or signals processes. Graded code may not start programs or signal the grader; no exercise needs to.",
                "\(found) — 프로세스를 시작하거나 시그널을 보내는 코드입니다. 채점되는 코드는 다른 프로그램을 실행하거나 채점 도구에 시그널을 보낼 수 없습니다. 어떤 연습 문제에도 필요 없습니다.")
                + unqualifiedNote(refusal)
        case .environment:
            return text(
                "\(found) reads the environment or the command line, where the grader keeps its own settings; graded code may not read them.",
                "\(found) — 환경 변수나 명령줄을 읽는 코드입니다. 그곳에는 채점 도구의 설정이 있으므로 채점되는 코드는 읽을 수 없습니다.")
                + unqualifiedNote(refusal)
        case .lowLevel:
            return text(
                "\(found) reaches below Swift (the C library by its module's name, binding symbols, compiler internals), where the rules for graded code could be sidestepped; graded code may not.",
                "\(found) — Swift 아래 단계(모듈 이름으로 부르는 C 라이브러리, 심벌 연결, 컴파일러 내부)에 손을 대는 코드입니다. 그렇게 하면 채점 규칙을 피해 갈 수 있으므로 채점되는 코드에서는 쓸 수 없습니다.")
                + unqualifiedNote(refusal)
        case .memory:
            return text(
                "\(found) reads or writes raw memory, and the grader's own data lives in the same program; graded code may not.",
                "\(found) — 메모리를 직접 읽거나 쓰는 코드입니다. 같은 프로그램 안에 채점 도구의 데이터가 있으므로 채점되는 코드에서는 쓸 수 없습니다.")
                + unqualifiedNote(refusal)
        case .variantSniffing:
            return text(
                "\(found) tells where the feature's code and types lie in memory. Your test runs against the real feature and against broken ones of the same name and shape, and must tell them apart by what they do: send actions and assert on the state.",
                "\(found) — 피처의 코드와 타입이 메모리의 어디에 있는지 알려 줍니다. 여러분의 테스트는 실제 피처와, 이름과 모양이 같은 망가진 피처들에 대해 실행되며, 그것들을 하는 일로 구별해야 합니다. 액션을 보내고 상태를 단언하세요.")
        case .regexLiteral:
            return text(
                "Regular-expression literals (#/…/#) are not read by the grader, and exercises do not need them: use a string.",
                "정규 표현식 리터럴(#/…/#)은 채점 도구가 읽지 않습니다. 연습 문제에는 필요 없으니 문자열을 쓰세요.")
        case .file(let problem):
            return fileProblem(problem, found: found)
        case .predictionNotALiteral(let name, let type):
            return text(
                "`\(name)` must be written out as a value of its type, \(type): numbers, text in quotes, true or false, nil, .name, [ … ] and [key: value], and no names, calls or other code (found \(found)). A prediction is your answer, not a computation.",
                "`\(name)` — 선언된 타입(\(type))의 값을 직접 써야 합니다. 숫자, 따옴표 안의 문자열, true나 false, nil, .이름, [ … ], [키: 값]만 쓸 수 있고 이름, 함수 호출 같은 코드는 쓸 수 없습니다 (찾은 것: \(found)). 예측은 계산이 아니라 답입니다.")
        case .predictionWrongType(let name, let expected):
            return text(
                "`\(name)`: a value of type \(expected) belongs here, not \(found). The starter fixes each prediction's type.",
                "`\(name)` — 이 자리에는 \(expected) 타입의 값을 써야 합니다 (찾은 것: \(found)). 예측의 타입은 시작 코드가 정합니다.")
        case .changedFromStarter(let starter, let predictions):
            let names = predictions.map { "`\($0)`" }.joined(separator: ", ")
            let difference = switch (refusal.found.isEmpty, starter.isEmpty) {
            case (true, _): text("your file ends where the starter has `\(starter)`", "파일이 끝난 자리에 시작 코드는 `\(starter)`")
            case (_, true): text("found \(found) after the end of the starter", "시작 코드가 끝난 뒤에 \(found)")
            default: text("found \(found) where the starter has `\(starter)`", "찾은 것: \(found), 시작 코드: `\(starter)`")
            }
            return text(
                "This differs from the starter: in this exercise only the values of \(names) may change (\(difference)). Put the rest back as it was, or reset the exercise: the starter comes back and your version is kept as a backup.",
                "시작 코드와 다릅니다. 이 연습 문제에서는 \(names)의 값만 바꿀 수 있습니다 (\(difference)). 나머지는 원래대로 되돌리거나 연습 문제를 되돌리세요. 시작 코드가 돌아오고 지금 파일은 백업으로 보관됩니다.")
        case .noPredictionYet(let predictions):
            let names = predictions.map { "`\($0)`" }.joined(separator: ", ")
            return text(
                "Predict first: every prediction still holds the starter's placeholder. Write your answer into \(names); then `check` runs the program and shows what the runtime did beside what you predicted.",
                "먼저 예측하세요. 예측이 모두 아직 시작 코드의 자리표시 값 그대로입니다. \(names)에 답을 쓰면 `check`가 프로그램을 실행하고, 런타임이 한 일을 여러분의 예측 옆에 보여 줍니다.")
        case .redeclaresCheckName(let place):
            let isOperator = refusal.found.first.map { !$0.isLetter && $0 != "_" } ?? false
            let declared = switch (place, isOperator) {
            case (.topLevelType, _): text("Your code declares the type \(found)", "새로 선언한 타입 \(found)")
            case (.topLevel, true): text("Your code declares the operator \(found) at the top level", "맨 위 수준에 선언한 연산자 \(found)")
            case (.topLevel, false): text("Your code declares \(found) at the top level", "맨 위 수준에 선언한 \(found)")
            case (.extensionOf(let type), true): text("Your code declares the operator \(found) in an extension of `\(type)`", "`\(type)`의 확장에 선언한 연산자 \(found)")
            case (.extensionOf(let type), false): text("Your code declares \(found) in an extension of `\(type)`", "`\(type)`의 확장에 선언한 \(found)")
            case (.literalInitializer, _): text("Your code declares \(found), which the starter does not", "새로 선언한 \(found) (시작 코드에는 없음)")
            case (.ownTypeOperator, _): text("Your code declares the operator \(found) in a type of yours, which the starter does not", "여러분의 타입에 새로 선언한 연산자 \(found) (시작 코드에는 없음)")
            }
            if place == .ownTypeOperator {
                return declared + text(
                    ": the grader's checks compare your values with it (`expectEqual`, `==`, a TestStore's state), so yours would decide whether your answer is right. Keep the comparison Swift writes for the type (`Equatable`).",
                    " — 숨겨진 체크는 이 연산자로 여러분의 값을 비교합니다(`expectEqual`, `==`, TestStore의 상태). 그러면 정답인지를 여러분의 연산자가 정하게 됩니다. Swift가 만들어 주는 비교(`Equatable`)를 그대로 쓰세요.")
            }
            if place == .literalInitializer {
                return declared + text(
                    ": the grader's checks compare values with literals (`42`, `\"on\"`), and a literal would then build your type, whose values may equal anything, instead of the value it means. Keep the types the starter gives.",
                    " — 숨겨진 체크는 값을 리터럴(`42`, `\"on\"`)과 비교합니다. 그러면 리터럴이 뜻하는 값 대신 여러분의 타입이 만들어지고, 그 값은 무엇과도 같다고 할 수 있습니다. 시작 코드가 정한 타입을 그대로 쓰세요.")
            }
            return declared + text(
                "; the grader's checks use \(found), so it may not be declared there: the checks would call your code instead of the real thing. Rename yours.",
                " — 숨겨진 체크가 쓰는 이름이라 그 자리에 선언할 수 없습니다. 체크가 원래의 것 대신 이 코드를 부르게 되기 때문입니다. 이름을 바꾸세요.")
        }
    }

    /// For a C function's name used on its own: it may be the learner's, hiding nothing.
    private func unqualifiedNote(_ refusal: SourceRefusal) -> String {
        guard SourcePolicy.cFunctions[refusal.found] != nil else { return "" }
        return text(
            " If it is a name of your own, rename it: on its own it can mean the C library's function.",
            " 직접 만든 이름이라면 다른 이름으로 바꾸세요. 그대로 쓰면 C 라이브러리의 함수를 뜻할 수 있습니다.")
    }

    private func fileProblem(_ problem: SourceRefusal.FileProblem, found: String) -> String {
        let limit = LearnerFiles.sizeLimit / 1024
        switch problem {
        case .symbolicLink:
            return text(
                "\(found) is a symbolic link. The grader reads only regular files, since a link could lead to a solution or a hidden check: replace it with a file holding your code.",
                "\(found) 파일은 심볼릭 링크입니다. 링크는 해답이나 숨겨진 체크로 이어질 수 있어서 채점 도구는 일반 파일만 읽습니다. 코드를 담은 일반 파일로 바꾸세요.")
        case .workbookIsLink:
            return text(
                "The workbook \(found) is a symbolic link. The grader reads a workbook only from a real folder, since a link could lead to the solutions: commit the workbook folder itself, with your files in it.",
                "워크북 \(found) 폴더는 심볼릭 링크입니다. 링크는 해답으로 이어질 수 있어서 채점 도구는 실제 폴더에 있는 워크북만 읽습니다. 파일이 들어 있는 워크북 폴더 자체를 커밋하세요.")
        case .folderIsLink:
            return text(
                "The folder \(found) is a symbolic link. The grader reads exercise files only from real folders, since a link could lead to the solutions: make it a folder holding your files.",
                "\(found) 폴더는 심볼릭 링크입니다. 링크는 해답으로 이어질 수 있어서 채점 도구는 실제 폴더에 있는 파일만 읽습니다. 파일을 담은 일반 폴더로 바꾸세요.")
        case .notARegularFile:
            return text(
                "\(found) is not a regular file (a pipe, a device or a folder); the grader reads only regular files.",
                "\(found) 항목은 일반 파일이 아닙니다 (파이프, 장치 또는 폴더). 채점 도구는 일반 파일만 읽습니다.")
        case .tooLarge(let bytes):
            return text(
                "\(found) is \(bytes / 1024) KB; the grader reads files of up to \(limit) KB (an exercise's file is a few KB).",
                "\(found) 파일의 크기는 \(bytes / 1024)KB입니다. 채점 도구는 \(limit)KB까지의 파일만 읽습니다 (연습 문제 파일은 몇 KB입니다).")
        case .notUTF8:
            return text(
                "\(found) is not UTF-8 text: save it as UTF-8.",
                "\(found) 파일은 UTF-8 텍스트가 아닙니다. UTF-8로 저장하세요.")
        }
    }

    /// Compiling ran past its own limit.
    func compileTimedOut(_ limit: Double) -> String {
        text("Compiling your code took longer than \(seconds(limit)) and was stopped: is a file very large, or is there an expression the compiler cannot work out (a long chain of literals and operators)? Make it smaller or simpler.",
             "코드를 컴파일하는 데 \(seconds(limit)) 넘게 걸려 중단했습니다. 파일이 아주 크거나, 컴파일러가 풀지 못하는 식(리터럴과 연산자가 길게 이어진 식)이 있지 않나요? 더 작게, 더 단순하게 바꿔 보세요.")
    }

    /// The program's results were not believed, and why.
    func resultsRejected(_ rejection: Rejection) -> String {
        text("The grader did not accept this program's results (\(reason(rejection))). Only the grader writes to its result channel; no check counts.",
             "채점 도구가 이 프로그램의 결과를 받아들이지 않았습니다 (\(reason(rejection))). 결과 채널에는 채점 도구만 쓸 수 있으므로, 어떤 체크도 인정되지 않습니다.")
    }

    private func reason(_ rejection: Rejection) -> String {
        switch rejection {
        case .afterDone:
            text("a record came after the last one", "마지막 기록 뒤에 기록이 또 왔습니다")
        case .notAsked(let id):
            text("a check it was not asked to run started: \(id ?? "no name")", "실행하라고 하지 않은 체크가 시작되었습니다: \(id ?? "이름 없음")")
        case .startedWhileRunning(let id, let running):
            text("\(id) started while \(running) was running", "\(running) 체크가 실행 중인데 \(id) 체크가 시작되었습니다")
        case .startedTwice(let id):
            text("\(id) started twice", "\(id) 체크가 두 번 시작되었습니다")
        case .finishedNotRunning(let id):
            text("a check finished that was not running: \(id ?? "no name")", "실행 중이 아닌 체크가 끝났습니다: \(id ?? "이름 없음")")
        case .doneWhileRunning(let id):
            text("the end came while \(id) was running", "\(id) 체크가 실행 중인데 끝났다는 기록이 왔습니다")
        }
    }

    /// A learner declaration the hidden checks cannot tell from the grader's own.
    func clash(_ clash: Diagnostic.Clash) -> String {
        text("This declaration has the same name as `\(clash.name)` in \(clash.module), which the grader uses, so the hidden checks cannot tell them apart: rename yours.",
             "이 선언은 채점 도구가 쓰는 \(clash.module)의 `\(clash.name)`과 이름이 같아서 숨겨진 체크가 둘을 구별할 수 없습니다. 직접 만든 쪽의 이름을 바꾸세요.")
    }

    /// An attribute the compiler does not know: not Swift's, and not provided by the runtime as
    /// imported. The real libraries' attributes the runtime leaves out are named with their
    /// library; anything else may be a typo or a missing import.
    func unknownAttribute(_ name: String) -> String {
        if let library = Self.uncoveredAttributes[name] {
            return text("`@\(name)` comes from \(library), which this course's runtime does not cover (README, “What the runtime covers”, lists what it does); write this part without it.",
                        "`@\(name)`은(는) \(library)의 기능인데, 이 코스의 런타임은 이를 지원하지 않습니다(지원 범위는 README의 “What the runtime covers”에 있습니다). 이 부분은 그것 없이 작성하세요.")
        }
        return text("`@\(name)` is not an attribute Swift or this course's runtime provides (README, “What the runtime covers”, lists the SwiftUI and TCA it does): check its spelling, and that the file imports its library (`import ComposableArchitecture`, `import SwiftUI`).",
                    "`@\(name)`은(는) Swift에도, 이 코스의 런타임에도 없는 속성입니다(런타임이 지원하는 SwiftUI와 TCA의 범위는 README의 “What the runtime covers”에 있습니다). 철자를 확인하고, 그 라이브러리를 파일에서 import했는지(`import ComposableArchitecture`, `import SwiftUI`) 확인하세요.")
    }

    /// Attributes of libraries TCA code meets that the runtime does not stand in for.
    private static let uncoveredAttributes = [
        "Fetch": "SQLiteData", "FetchAll": "SQLiteData", "FetchOne": "SQLiteData",
        "Table": "StructuredQueries (SQLiteData)", "Column": "StructuredQueries (SQLiteData)",
        "Model": "SwiftData", "Query": "SwiftData",
    ]

    /// A compiler message as the learner reads it: a clash or an unknown attribute worded as
    /// one, anything else as the compiler said it.
    func message(_ diagnostic: Diagnostic) -> String {
        diagnostic.clash.map(clash) ?? diagnostic.unknownAttribute.map(unknownAttribute)
            ?? diagnostic.expandedFrom.map { inExpansion(of: $0, diagnostic.message) } ?? diagnostic.message
    }

    /// An error in the code a macro wrote for the learner's declaration, said at their attribute.
    func inExpansion(of macro: String, _ message: String) -> String {
        text("in the code `@\(macro)` writes for this declaration: \(message)",
             "`@\(macro)`\(Particle.subject.form(after: macro)) 이 선언에 써 넣는 코드에서: \(message)")
    }

    /// Grading itself failed; `detail` is the tool's own description of the error.
    func gradingError(_ detail: String) -> String {
        text("This exercise could not be graded (a problem of tca-learn or this machine, not of the code): \(detail)",
             "이 연습 문제를 채점하지 못했습니다 (코드가 아니라 tca-learn 또는 이 컴퓨터의 문제입니다): \(detail)")
    }

    // MARK: - Crashes

    /// What a learner reads about a crash: the runtime's own message when it left one, else the
    /// cause. A clean `exit(0)` is said as such whatever was printed before it.
    func crash(_ crash: CrashReport) -> String {
        if crash.cause == .exit(0) { return cause(crash.cause) }
        return crash.runtimeMessage ?? cause(crash.cause)
    }

    /// Why the program stopped, from its termination alone (never from what it printed).
    func cause(_ cause: CrashReport.Cause) -> String {
        switch cause {
        case .signal(let signal):
            text("The program was stopped by signal \(signal) (\(signalName(signal))).",
                 "시그널 \(signal)번 (\(signalName(signal)))")
        case .exit(0):
            text("The program ended in the middle of the checks with exit code 0. Graded code must not call exit().",
                 "검사 도중에 종료 코드 0으로 끝났습니다. exit() 호출은 채점되는 코드에서 허용되지 않습니다.")
        case .exit(let code):
            text("The program exited with code \(code) before the checks finished.",
                 "검사가 끝나기 전에 스스로 종료했습니다 (종료 코드 \(code)).")
        }
    }

    func signalName(_ signal: Int32) -> String {
        switch signal {
        case 4: text("illegal instruction: usually a Swift runtime trap such as fatalError or an out-of-range index",
                     "잘못된 명령어: 보통 fatalError나 범위를 벗어난 인덱스 같은 Swift 런타임 트랩")
        case 6: text("abort", "강제 중단")
        case 9: text("killed: usually the memory limit", "강제 종료: 보통 메모리 한도 초과")
        case 11: text("segmentation fault: often an endless recursion", "세그멘테이션 오류: 끝없는 재귀인 경우가 많음")
        case 25: text("file size limit: far too much output", "파일 크기 한도: 출력이 지나치게 많음")
        default: text("signal \(signal)", "그 밖의 시그널")
        }
    }

    // MARK: - Checks

    /// The line under a check that did not run or did not finish; nil when the program never ran,
    /// which the grade's status says once for all its checks.
    func notRun(_ reason: CheckOutcome.NotRunReason, in result: GradeResult, timeLimit: Double) -> String? {
        switch reason {
        case .programNotRun:
            nil
        case .crashedDuringThisCheck:
            text("The program stopped during this check: \(result.crash.map(crash) ?? "it crashed").",
                 "이 체크를 실행하는 중에 프로그램이 멈췄습니다: \(result.crash.map(crash) ?? "비정상 종료")")
        case .runningAtTimeLimit:
            text("This check was still running after \(seconds(timeLimit)): is there an endless loop, or a view that keeps invalidating itself?",
                 "\(seconds(timeLimit))가 지나도 이 체크가 끝나지 않았습니다. 끝없는 반복문이나, 자기 자신을 계속 무효화하는 뷰가 있지 않나요?")
        case .programStoppedBefore:
            text("Not run: the program stopped before this check.", "실행되지 않음: 이 체크보다 먼저 프로그램이 멈췄습니다.")
        case .notInHiddenTests:
            text("The hidden tests have no check with this id (a problem in the lesson, not your code).",
                 "숨겨진 테스트에 이 식별자의 체크가 없습니다 (코드가 아니라 강의의 문제입니다).")
        case .resultsRejected:
            nil
        case .passedButTestFailsOnReference:
            text("Not counted: your test fails on the correct feature too, so its failure here does not tell this bug apart.",
                 "점수에 넣지 않음: 여러분의 테스트가 올바른 피처에서도 실패하므로, 여기서의 실패로는 이 버그를 가려낼 수 없습니다.")
        }
    }

    // MARK: - How the grade went

    /// How the graded program was confined, as `--verbose` and the JSON formats say it.
    func confinement(_ mechanism: Confinement.Mechanism) -> String {
        switch mechanism {
        case .landlockAndSeccomp(let abi) where mechanism.closesProc:
            text("Landlock (ABI \(abi)) and seccomp", "Landlock (ABI \(abi))와 seccomp")
        case .landlockAndSeccomp(let abi):
            text("Landlock (ABI \(abi)) and seccomp, /proc left open (this kernel is too old to close it)",
                 "Landlock (ABI \(abi))와 seccomp, /proc은 열려 있음 (이 커널은 너무 오래되어 닫을 수 없습니다)")
        case .seccompOnly:
            text("seccomp only (this kernel has no Landlock, so files are not confined)",
                 "seccomp만 (이 커널에는 Landlock이 없어 파일 접근은 막지 못합니다)")
        case .sandboxExec:
            "sandbox-exec"
        case .none(.turnedOff):
            text("none (turned off with \(Confinement.environmentSwitch)=off)", "없음 (\(Confinement.environmentSwitch)=off로 껐습니다)")
        case .none(.unavailable):
            text("none (this system offers nothing the tool can use)", "없음 (이 시스템에는 쓸 수 있는 격리 기능이 없습니다)")
        }
    }

    /// `--verbose`'s line after a grade: where the time went and how the program was confined.
    func details(_ result: GradeResult) -> String {
        let time = String(format: "%.2f", result.compileSeconds)
        let run = String(format: "%.2f", result.runSeconds)
        let cached = result.checksFromCache ? text(" (hidden checks from the cache)", " (숨겨진 체크는 캐시에서)") : ""
        return text("Compiled in \(time) s\(cached), ran in \(run) s; confinement: \(confinement(result.confinement)).",
                    "컴파일 \(time)초\(cached), 실행 \(run)초, 격리: \(confinement(result.confinement)).")
    }

    // MARK: - Output

    /// After the part of a check's output that was kept.
    var checkOutputCut: String {
        let kilobytes = CheckResult.outputLimit / 1024
        return text("… (output cut after \(kilobytes) KB)", "… (\(kilobytes)KB 이후의 출력은 잘렸습니다)")
    }

    /// The program as a whole printed more than the grader keeps.
    var programOutputCut: String {
        let kilobytes = ChildProcess.outputLimit / 1024
        return text("The program printed more than \(kilobytes) KB; only the start was kept.",
                    "프로그램 출력이 \(kilobytes)KB를 넘어 앞부분만 남겼습니다.")
    }
}

extension CheckFailure {
    /// The check's own words for the failure, in `language` where the check gave them.
    func message(_ language: Language) -> String {
        Localized(en: message, ko: messageKo).text(language)
    }

    /// Why it failed, in `language` where the check said it.
    func why(_ language: Language) -> String? {
        let text = Localized(en: why ?? "", ko: whyKo).text(language)
        return text.isEmpty ? nil : text
    }
}
