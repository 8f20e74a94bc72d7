/// The README of a student template, in English and Korean: how to work in the workbook, how to
/// run the checks locally with the launcher, and how each push is graded.
struct StudentReadme {
    var template: StudentTemplate

    private var lessonRows: [(slug: String, title: Localized, exercises: Int, points: Int)] {
        template.lessons.map { lesson in
            (lesson.slug, lesson.title, lesson.exercises.count, lesson.exercises.reduce(0) { $0 + $1.totalPoints })
        }
    }

    private var firstExercise: Exercise? { template.exercises.first }
    private var tool: ToolSource { template.tool }

    private func table(_ language: Language, header: String) -> String {
        ([header, "|---|---|---|"] + lessonRows.map { row in
            "| `\(row.slug)`: \(row.title.text(language).replacingOccurrences(of: "|", with: "\\|")) | \(row.exercises) | \(row.points) |"
        }).joined(separator: "\n")
    }

    var english: String {
        let example = firstExercise.map { "workbook/\($0.path)/" } ?? "workbook/<lesson>/<exercise>/"
        let lesson = template.lessons.first.map { "workbook/\($0.slug)/README.md" } ?? "workbook/<lesson>/README.md"
        return """
            # SwiftUI state and TCA: your workbook

            한국어: [README.ko.md](README.ko.md)

            This repository is your workbook for tca-learn: \(template.exercises.count) exercises in \(template.lessons.count) \(template.lessons.count == 1 ? "lesson" : "lessons"), \(template.maxPoints) points.
            You predict, break and fix small SwiftUI and TCA programs; hidden checks grade each one, and a
            trace of what the runtime did explains the result.

            \(table(.en, header: "| lesson | exercises | points |"))

            ## How to work

            Each exercise is a folder of `workbook/`: `\(example)` holds its instructions
            (`README.md`, in Korean `README.ko.md`) and the file you edit. Each lesson's folder starts with
            the lesson itself (`\(lesson)`): read it before its exercises.

            - Edit the files the instructions name, and keep the names they use: the checks call them.
            - Commit and push whenever you like. Every push is graded; the last one counts.

            ## Run the checks on your machine

            You need Swift \(CIConfiguration.swiftVersion) (Linux, or macOS 14 or later) and git. In this folder:

            ```sh
            ./tca-learn next     # the next exercise: its instructions and the file to edit
            ./tca-learn check    # grade it, with the trace that explains the result
            ./tca-learn watch    # grade it again on every save
            ./tca-learn hint     # the next hint, from a nudge to nearly the answer
            ./tca-learn list     # the lessons and your progress
            ```

            The first run gets tca-learn (`\(tool.repository)` at `\(tool.ref)`, the version that
            grades your pushes) into `.tca-learn/` and builds it, which takes a few minutes; git ignores
            that folder. `./tca-learn` works from any folder of this repository (`../../../tca-learn check`
            inside an exercise's folder), and the commands it suggests are written for where you are.
            Once an exercise passes, `./tca-learn solution EXERCISE` shows the reference solution.

            ## How your work is graded

            \(gradingSteps(.en))

            Each check earns its own points, so a half-done exercise earns part of them. An exercise whose
            file is missing, that does not compile, or that is refused (its code reaches for files,
            processes or the grader) earns nothing; when it crashes or runs out of time, the checks it
            did not finish earn nothing. The report says which. If the grader itself cannot run, the
            submission says "not graded", never a grade: push again, or tell your instructor.

            \(template.ci.map { "Keep `\($0.path)` and `tca-learn` as they are: they belong" } ?? "Keep `tca-learn` as it is: it belongs") to the grading, not to your work.

            """
    }

    var korean: String {
        let example = firstExercise.map { "workbook/\($0.path)/" } ?? "workbook/<강의>/<연습 문제>/"
        let lesson = template.lessons.first.map { "workbook/\($0.slug)/README.ko.md" } ?? "workbook/<강의>/README.ko.md"
        return """
            # SwiftUI 상태와 TCA: 나의 워크북

            English: [README.md](README.md)

            이 리포지토리는 tca-learn 워크북입니다. 강의 \(template.lessons.count)개, 연습 문제 \(template.exercises.count)개, 모두 \(template.maxPoints)점입니다.
            작은 SwiftUI·TCA 프로그램의 동작을 예측하고, 고장 내고, 고칩니다. 숨겨진 체크가 연습 문제마다
            채점하고, 런타임이 한 일을 담은 트레이스가 결과를 설명합니다.

            \(table(.ko, header: "| 강의 | 연습 문제 | 점수 |"))

            ## 공부하는 방법

            연습 문제마다 `workbook/` 안에 폴더가 하나씩 있습니다. `\(example)`에는 설명(`README.ko.md`,
            영어는 `README.md`)과 고칠 파일이 있습니다. 강의 폴더에는 강의 본문(`\(lesson)`)이 먼저
            있으니, 연습 문제보다 먼저 읽으세요.

            - 설명이 말하는 파일만 고치고, 설명에 나오는 이름은 그대로 두세요. 체크가 그 이름을 부릅니다.
            - 언제든 커밋하고 푸시하세요. 푸시할 때마다 채점되고, 마지막 푸시의 점수가 남습니다.

            ## 내 컴퓨터에서 체크 실행하기

            Swift \(CIConfiguration.swiftVersion)(Linux, 또는 macOS 14 이상)과 git이 필요합니다. 이 폴더에서 실행합니다.

            ```sh
            ./tca-learn --lang ko next     # 다음 연습 문제: 설명과 고칠 파일
            ./tca-learn --lang ko check    # 채점하고, 결과를 설명하는 트레이스를 보여 줍니다
            ./tca-learn --lang ko watch    # 저장할 때마다 다시 채점합니다
            ./tca-learn --lang ko hint     # 다음 힌트: 살짝 방향을 주는 것부터 답에 가까운 것까지
            ./tca-learn --lang ko list     # 강의와 진도
            ```

            처음 실행하면 tca-learn(`\(tool.repository)`의 `\(tool.ref)`, 푸시를 채점하는 바로 그 버전)을
            `.tca-learn/`에 받아 빌드합니다. 몇 분 걸리고, git은 이 폴더를 무시합니다. 한국어 `LANG`을 쓰면
            `--lang ko`는 빼도 됩니다. `./tca-learn`은 이 리포지토리의 어느 폴더에서든 쓸 수 있고(연습 문제
            폴더 안에서는 `../../../tca-learn check`), tca-learn이 권하는 명령도 지금 있는 폴더에 맞춰 나옵니다.
            연습 문제를 통과하면 `./tca-learn solution EXERCISE`로 해답을 볼 수 있습니다.

            ## 채점 방식

            \(gradingSteps(.ko))

            체크마다 자기 점수가 있어서, 절반만 푼 연습 문제도 그만큼 점수를 받습니다. 파일이 없거나,
            컴파일되지 않거나, 거부된(코드가 파일, 프로세스, 채점기에 손을 댄 경우) 연습 문제는 0점입니다.
            크래시하거나 시간 제한을 넘기면 끝나지 않은 체크가 0점입니다. 보고서가 그 이유를 말해 줍니다.
            채점기 자체가 돌지 못하면 그 제출은 점수 대신 "채점되지 않음"으로 남습니다. 다시 푸시하거나 선생님께 알리세요.

            \(template.ci.map { "`\($0.path)`과 `tca-learn`은" } ?? "`tca-learn`은") 그대로 두세요. 채점에 쓰는 파일이지 여러분의 작업이 아닙니다.

            """
    }

    private func gradingSteps(_ language: Language) -> String {
        switch (template.ci, language) {
        case (nil, .en):
            """
            When you submit (on every push, or with `gh student submit`, as your instructor set it up),
            Classroom 50 grades your repository in GitHub Actions:

            1. your instructor's autograder runs tca-learn at the version above, from a folder of its own; your repository is only read;
            2. it grades every exercise of this assignment with the course's checks, or with your instructor's hidden ones;
            3. the submission's release shows "tca-learn: X/Y points" and a PASS/FAIL table of every check, with why each one failed.
            """
        case (nil, .ko):
            """
            제출하면(선생님이 정한 대로 푸시할 때마다, 또는 `gh student submit`으로) Classroom 50이
            GitHub Actions에서 리포지토리를 채점합니다.

            1. 선생님의 자동 채점기가 위 버전의 tca-learn을 별도 폴더에서 실행합니다. 여러분의 리포지토리는 읽기만 합니다.
            2. 이 과제의 모든 연습 문제를 강의의 체크로, 또는 선생님의 숨겨진 체크로 채점합니다.
            3. 제출의 릴리스에 "tca-learn: X/Y points"와 체크마다 PASS/FAIL 표가 나오고, 실패한 체크는 그 이유도 나옵니다.
            """
        case (.github, .en):
            """
            On every push, GitHub Actions runs the workflow "tca-learn grade" (in the Actions tab):

            1. it checks out tca-learn at the version above into a folder of its own; your repository is only read;
            2. it grades every exercise of this assignment with the course's checks, or with your instructor's hidden ones;
            3. the run's summary shows "tca-learn: X/Y points" and a table of every check with its points, then why each failed one failed; the job succeeds once every check passes.
            """
        case (.gitlab, .en):
            """
            On every push, a GitLab pipeline runs the job `grade`:

            1. it checks out tca-learn at the version above into a folder of its own; your repository is only read;
            2. it grades every exercise of this assignment with the course's checks, or with your instructor's hidden ones;
            3. the pipeline's Tests tab lists each check and, when it failed, why; the job succeeds once every check passes, and its log ends with "Points X/Y".
            """
        case (.github, .ko):
            """
            푸시할 때마다 GitHub Actions가 "tca-learn grade" 워크플로를 실행합니다(Actions 탭).

            1. 위 버전의 tca-learn을 별도 폴더에 받습니다. 여러분의 리포지토리는 읽기만 합니다.
            2. 이 과제의 모든 연습 문제를 강의의 체크로, 또는 선생님의 숨겨진 체크로 채점합니다.
            3. 실행 요약에 "tca-learn: X/Y points"와 체크마다 점수를 적은 표가 나오고, 실패한 체크는 그 이유도 나옵니다. 모든 체크를 통과하면 작업이 성공합니다.
            """
        case (.gitlab, .ko):
            """
            푸시할 때마다 GitLab 파이프라인이 `grade` 작업을 실행합니다.

            1. 위 버전의 tca-learn을 별도 폴더에 받습니다. 여러분의 리포지토리는 읽기만 합니다.
            2. 이 과제의 모든 연습 문제를 강의의 체크로, 또는 선생님의 숨겨진 체크로 채점합니다.
            3. 파이프라인의 Tests 탭에 체크마다 결과와 실패한 이유가 나옵니다. 모든 체크를 통과하면 작업이 성공하고, 로그는 "Points X/Y"로 끝납니다.
            """
        }
    }
}
