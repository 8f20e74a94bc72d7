import Foundation

/// The options every command takes, anywhere on the line (`tca-learn --lang ko next`). Inside a
/// workbook made by `tca-learn init`, its settings say the course, the workbook and the language,
/// so none of these is needed there.
struct GlobalOptions {
    @Option("--lang", help: "Language of lessons and messages (default: the workbook's, else from LANG).",
            ko: "강의와 메시지의 언어(기본값: 워크북 설정, 없으면 LANG).")
    var language: Language?
    @Flag("--no-color", help: "Plain text output (also when NO_COLOR is set or output is not a terminal).",
          ko: "색 없이 출력합니다(NO_COLOR가 설정되었거나 출력이 터미널이 아닐 때도).")
    var noColor: Bool
    @Option("--course", help: "Use the course (Lessons/, Solutions/) in PATH instead of the workbook's or this checkout's.",
            ko: "워크북 설정이나 이 체크아웃 대신 PATH의 과정(Lessons/, Solutions/)을 씁니다.")
    var course: URL?
    @Option("--workbook", help: "Keep the learner's files and progress in PATH (default: the workbook you are in, else <course>/workbook).",
            ko: "학습자 파일과 진행 상황을 PATH에 둡니다(기본값: 지금 있는 워크북, 없으면 <course>/workbook).")
    var workbook: URL?
    @Flag("--verbose", help: "After each grade, say how long compiling and running took and how the program was confined.",
          ko: "채점할 때마다 컴파일과 실행에 걸린 시간, 그리고 프로그램을 어떻게 격리했는지 알려 줍니다.")
    var verbose: Bool
    /// Read before parsing (`-h` too); declared so that help lists it and parsing accepts it.
    @Flag("--help", help: "Show help for the command.", ko: "명령의 도움말을 보여 줍니다.")
    var help: Bool

    static let declarations = CommandParser.declarations { _ = GlobalOptions() }
}
