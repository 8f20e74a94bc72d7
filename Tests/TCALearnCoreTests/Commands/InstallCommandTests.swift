import Foundation
import Testing
@testable import TCALearnCore

/// `install` on a fresh machine: a home without `~/.local/bin`, a `PATH` without it.
@Suite struct InstallCommandTests {
    /// A home folder of its own, removed afterwards.
    struct Home {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tca-learn-home-\(UUID().uuidString)")
        var bin: URL { root.appendingPathComponent(".local/bin") }
        var link: URL { bin.appendingPathComponent("tca-learn") }

        func run(_ arguments: [String], path: String, language: Language = .en) -> ToolRun {
            var variables = ProcessInfo.neutralEnvironment
            variables["HOME"] = root.path
            variables["PATH"] = path
            variables["SHELL"] = "/bin/zsh"
            return ToolRun(["install", "--lang", language.rawValue] + arguments, variables: variables)
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    static let executable = Bundle.main.executableURL!.resolvingSymlinksInPath().standardizedFileURL

    @Test func installMakesTheFolderLinksTheToolAndSaysHowToPutItOnThePath() throws {
        let home = Home()
        defer { home.remove() }
        try FileManager.default.createDirectory(at: home.root, withIntermediateDirectories: true)
        let first = home.run([], path: "/usr/bin:/bin")
        #expect(first.exitCode == 0, "\(first.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: home.link.path) == Self.executable.path)
        #expect(first.stdout.hasPrefix("Made ~/.local/bin.\nLinked ~/.local/bin/tca-learn → \(Self.executable.path)\n"))
        #expect(first.stdout.contains("~/.local/bin is not on your PATH yet. Add this line to ~/.zshrc, then open a new terminal:\n  export PATH=\"$HOME/.local/bin:$PATH\"\n"))

        // Again, with the folder on the PATH: the link is kept, and the learner can start.
        let again = home.run([], path: "/usr/bin:\(home.bin.path)", language: .ko)
        #expect(again.exitCode == 0)
        #expect(!again.stdout.contains("폴더를 만들었습니다"))
        #expect(again.stdout.contains("~/.local/bin은 PATH에 있으니 이제 어느 폴더에서나 tca-learn을 실행할 수 있습니다."), "\(again.stdout)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: home.link.path) == Self.executable.path)
    }

    @Test func aLinkToAnotherBuildIsReplacedAndAWrapperScriptIsLeftAlone() throws {
        let home = Home()
        defer { home.remove() }
        try FileManager.default.createDirectory(at: home.bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: home.link.path, withDestinationPath: "/nonexistent/.build/debug/tca-learn")
        #expect(home.run([], path: home.bin.path).exitCode == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: home.link.path) == Self.executable.path)

        let scripts = home.root.appendingPathComponent("scripts")
        try FileManager.default.createDirectory(at: scripts, withIntermediateDirectories: true)
        let wrapper = "#!/bin/sh\nexec tca-learn \"$@\"\n"
        try wrapper.write(to: scripts.appendingPathComponent("tca-learn"), atomically: true, encoding: .utf8)
        let refused = home.run(["--bin", scripts.path], path: "/usr/bin")
        #expect(refused.exitCode == 2)
        #expect(refused.stderr.contains("is already there and is not a link"))
        #expect(try String(contentsOf: scripts.appendingPathComponent("tca-learn"), encoding: .utf8) == wrapper)
    }
}
