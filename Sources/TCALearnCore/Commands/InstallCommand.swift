import Foundation

struct InstallCommand: Command {
    static let name = "install"
    static let summary = Localized(
        en: "Link this tca-learn into ~/.local/bin, so that it runs from any folder.",
        ko: "이 tca-learn을 ~/.local/bin에 링크해서 어느 폴더에서나 실행할 수 있게 합니다.")
    static let discussion = Localized(
        en: """
            Makes the folder (default: ~/.local/bin) if it does not exist, puts a symbolic link named
            tca-learn to the program you ran there (a link made before is replaced; any other file
            is left alone), and says whether the folder is on your PATH and, if not, the line that
            puts it there. The link finds its checkout by itself. Run it from a release build:
            swift build -c release && .build/release/tca-learn install.
            """,
        ko: """
            폴더(기본값: ~/.local/bin)가 없으면 만들고, 지금 실행한 프로그램을 가리키는 tca-learn 심볼릭 링크를
            그 안에 둡니다(전에 만든 링크는 바꾸고, 링크가 아닌 파일은 건드리지 않습니다). 그 폴더가 PATH에
            있는지 알려 주고, 없으면 PATH에 넣는 줄을 보여 줍니다. 링크는 체크아웃을 스스로 찾습니다. 릴리스
            빌드로 실행하세요: swift build -c release && .build/release/tca-learn install
            """)

    @Option("--bin", value: "DIR", help: "the folder to put the link in (default: ~/.local/bin)",
            ko: "링크를 둘 폴더(기본값: ~/.local/bin)")
    var binArgument: URL?

    func run(_ context: Context) throws -> Int32 {
        let style = context.style
        let variables = context.environment.variables
        guard let executable = context.environment.executable?.resolvingSymlinksInPath().standardizedFileURL else {
            throw InstallError.noExecutable
        }
        let home = variables["HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
        guard let folder = binArgument ?? home?.appendingPathComponent(".local/bin") else { throw InstallError.noHome }
        let link = folder.appendingPathComponent("tca-learn")
        let fileManager = FileManager.default

        let madeFolder = !fileManager.fileExists(atPath: folder.path)
        try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        if let existing = try? fileManager.destinationOfSymbolicLink(atPath: link.path) {
            if URL(fileURLWithPath: existing, relativeTo: folder).standardizedFileURL.path != executable.path {
                try fileManager.removeItem(at: link)
            }
        } else if fileManager.fileExists(atPath: link.path) {
            throw InstallError.fileInTheWay(link.path)
        }
        if !fileManager.fileExists(atPath: link.path) {
            try fileManager.createSymbolicLink(at: link, withDestinationURL: executable)
        }

        let words = SetupWording(style: style)
        let shownFolder = displayHome(folder, home: home)
        if madeFolder {
            context.print(words.madeFolder(shownFolder))
        }
        context.print(words.linked(displayHome(link, home: home), to: executable.path))
        let onPath = (variables["PATH"] ?? "").split(separator: ":").contains {
            URL(fileURLWithPath: String($0)).standardizedFileURL.path == folder.standardizedFileURL.path
        }
        if onPath {
            context.print(words.onPath(shownFolder))
        } else {
            let shell = URL(fileURLWithPath: variables["SHELL"] ?? "/bin/sh").lastPathComponent
            let profile = shell == "zsh" ? "~/.zshrc" : shell == "bash" ? "~/.bashrc" : "~/.profile"
            let export = "export PATH=\"\(displayHome(folder, home: home, variable: true)):$PATH\""
            context.print(words.notOnPath(shownFolder, profile: profile))
            context.print("  " + export)
        }
        return ExitCode.success
    }

    /// `path` with the home folder written `~` (or `$HOME` for a shell line, where `~` inside
    /// quotes is not expanded).
    private func displayHome(_ url: URL, home: URL?, variable: Bool = false) -> String {
        let path = url.standardizedFileURL.path
        guard let home = home?.standardizedFileURL.path, path == home || path.hasPrefix(home + "/") else { return path }
        return (variable ? "$HOME" : "~") + path.dropFirst(home.count)
    }
}

/// Why `install` could not link the tool.
enum InstallError: ToolError {
    /// The path of the running program is unknown.
    case noExecutable
    /// No `HOME` to find `~/.local/bin` in, and no `--bin`.
    case noHome
    /// A file that is not a link of ours is where the link goes.
    case fileInTheWay(String)
}
