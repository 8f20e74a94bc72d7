/// What `init` and `install` say, in the learner's language: what was made, and the next command.
struct SetupWording {
    var style: Style

    /// `init`: `shown`, the workbook's folder as the terminal shows it.
    func madeWorkbook(_ shown: String, updated: Bool) -> String {
        updated
            ? style.text("Updated the workbook settings in \(shown); your files and progress are as they were.",
                         "\(shown)의 워크북 설정을 갱신했습니다. 파일과 진행 상황은 그대로입니다.")
            : style.text("Made a workbook in \(shown).", "\(shown)에 워크북을 만들었습니다.")
    }

    /// `init --lessons`: the lessons the workbook keeps to, by their folders.
    func lessons(_ slugs: String) -> String {
        style.text("Lessons: \(slugs) (tca-learn list, next and open keep to them).",
                   "강의: \(slugs)(tca-learn list, next, open이 이 강의들만 따릅니다).")
    }

    /// What `init` wrote beside the learner's files.
    var workbookFiles: String {
        style.dim(style.text(
            "  \(WorkbookSettings.fileName): the course, the language and where tca-learn is\n  \(EditorSupport.fileName): for your editor (open the folder in VS Code, Neovim… with Swift support)",
            "  \(WorkbookSettings.fileName): 과정, 언어, tca-learn 위치\n  \(EditorSupport.fileName): 편집기용(VS Code, Neovim 등 Swift 지원 편집기로 폴더를 여세요)"))
    }

    /// The command to type next, as the learner can type it.
    func next(_ command: String) -> String {
        style.text("Next: ", "다음: ") + command
    }

    /// `install`: `folder`, the folder made, as the terminal shows it (`~` for home).
    func madeFolder(_ folder: String) -> String {
        style.text("Made \(folder).", "\(folder) 폴더를 만들었습니다.")
    }

    func linked(_ link: String, to executable: String) -> String {
        style.text("Linked \(link) → \(executable)", "링크를 만들었습니다: \(link) → \(executable)")
    }

    func onPath(_ folder: String) -> String {
        style.text(
            "\(folder) is on your PATH: tca-learn now runs from any folder. Start with: tca-learn init ~/tca-workbook",
            "\(folder, .topic) PATH에 있으니 이제 어느 폴더에서나 tca-learn을 실행할 수 있습니다. 시작: tca-learn init ~/tca-workbook")
    }

    /// `profile`: the shell's startup file the line goes into (`~/.zshrc`).
    func notOnPath(_ folder: String, profile: String) -> String {
        style.text(
            "\(folder) is not on your PATH yet. Add this line to \(profile), then open a new terminal:",
            "\(folder, .topic) 아직 PATH에 없습니다. 이 줄을 \(profile)에 넣고 새 터미널을 여세요:")
    }
}
