import Foundation

struct InitCommand: Command {
    static let name = "init"
    static let summary = Localized(
        en: "Make a workbook folder anywhere; every command run inside it then needs no options.",
        ko: "아무 곳에나 워크북 폴더를 만듭니다. 그 안에서 실행하는 명령에는 옵션이 필요 없습니다.")
    static let discussion = Localized(
        en: """
            Writes tca-learn.json in DIR (default: the current folder) with the course, the language
            (--lang, or your LANG) and where tca-learn is. Your exercise files, progress and backups
            live in DIR; starters are copied as you reach them (tca-learn next). It also writes
            compile_commands.json, so an editor with SourceKit-LSP (VS Code, Neovim…) opened on DIR
            completes against the bundled SwiftUI and TCA. With --lessons the workbook keeps to the
            lessons you choose, or a track (tca-today: lessons 1–3 and 9–11, today's TCA). Running init
            again in a workbook updates its settings and keeps everything else.
            """,
        ko: """
            DIR(기본값: 현재 폴더)에 과정, 언어(--lang 또는 LANG), tca-learn 위치를 담은 tca-learn.json을
            씁니다. 연습 문제 파일, 진행 상황, 백업은 DIR에 저장되고, 시작 코드는 연습 문제에 이를 때마다
            복사됩니다(tca-learn next). compile_commands.json도 함께 써서, SourceKit-LSP를 쓰는 편집기
            (VS Code, Neovim 등)로 DIR을 열면 내장 SwiftUI와 TCA에 맞춰 자동 완성됩니다. --lessons를 주면
            고른 강의나 트랙(tca-today: 1–3강과 9–11강, 요즘 TCA)만 따릅니다. 이미 워크북인 폴더에서 다시
            실행하면 설정만 갱신하고 나머지는 그대로 둡니다.
            """)

    @Argument("DIR", help: "the folder to make the workbook in (default: the current folder)",
              ko: "워크북을 만들 폴더(기본값: 현재 폴더)")
    var folderArgument: URL?
    @Option("--lessons", help: "Keep to these lessons, e.g. 01-state,02-binding, or a track: tca-1.0, tca-today (default: the whole course; \"all\" goes back to it).",
            ko: "이 강의들만 따릅니다. 예: 01-state,02-binding, 또는 트랙 tca-1.0, tca-today(기본값: 과정 전체, \"all\"로 되돌림).")
    var lessons: LessonSelection?

    func run(_ context: Context) throws -> Int32 {
        let style = context.style
        let folder = folderArgument ?? context.environment.directory
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw PathError.folderIsAFile(folder.path, for: .workbook)
        }
        if ProjectLayout.isToolRoot(folder) {
            throw PathError.workbookInCheckout(folder.path)
        }
        let existing = try WorkbookSettings.read(in: folder)
        let course = context.options.course?.path ?? existing?.course ?? context.layout.courseRoot.path
        guard FileManager.default.fileExists(atPath: URL(fileURLWithPath: course).appendingPathComponent("Lessons").path) else {
            throw PathError.courseHasNoLessons(course)
        }
        let loaded = try CourseLoader.load(lessons: URL(fileURLWithPath: course).appendingPathComponent("Lessons"),
                                           solutions: URL(fileURLWithPath: course).appendingPathComponent("Solutions"))
        let chosen = lessons?.names == ["all"] ? nil : lessons?.names.joined(separator: ",") ?? existing?.lessons
        let chosenLessons = try chosen.flatMap(LessonSelection.init(argument:)).map { try $0.lessons(in: loaded) }
        let settings = WorkbookSettings(
            course: course, language: context.options.language ?? existing?.language ?? style.language,
            tool: context.layout.toolRoot.path, lessons: chosen)
        try settings.write(in: folder)

        // The runtime is built now (once per machine), so the editor and the first check are ready.
        let workbook = Workbook(root: folder)
        try EditorSupport(compiler: context.grader().compiler).write(course: loaded, workbook: workbook)

        let words = SetupWording(style: style)
        context.print(words.madeWorkbook(style.path(folder), updated: existing != nil))
        if let chosenLessons {
            context.print(words.lessons(chosenLessons.map(\.slug).joined(separator: ", ")))
        }
        context.print(words.workbookFiles)
        // Said as it works from inside the workbook, where the learner goes next.
        let inside = folder.path == context.environment.directory.path
        let invocation = Context.invocation(
            executable: context.environment.executable, toolRoot: context.layout.toolRoot, directory: folder,
            path: context.environment.variables["PATH"] ?? "")
        let start = (inside ? "" : "cd \(shellQuoted(displayPath(folder, from: context.environment.directory))) && ") + invocation + " next"
        context.print(words.next(start))
        return ExitCode.success
    }
}
