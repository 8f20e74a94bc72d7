import Foundation
import Testing
@testable import TCALearnCore

/// A command declared the way every command is, for the parser's tests.
private struct SampleCommand: Command {
    static let name = "sample"
    static let summary = Localized(en: "A command for these tests.", ko: "이 테스트용 명령")

    @Argument("EXERCISE", help: "the exercise", ko: "연습 문제")
    var exercise: String?
    @Flag("--all", help: "Every one.", ko: "전부.")
    var all: Bool
    @Option("--format", help: "What to write.", ko: "출력 형식.")
    var format = GradeCommand.Format.text
    @Option("--time-limit", help: "How long.", ko: "얼마나 오래.")
    var timeLimit: TimeLimit?

    func run(_ context: Context) throws -> Int32 { 0 }
}

/// A command with a required argument.
private struct FileCommand: Command {
    static let name = "file"
    static let summary = Localized(en: "Needs a file.", ko: "파일이 필요합니다.")

    @Argument("FILE", help: "the file to read", ko: "읽을 파일")
    var file: String

    func run(_ context: Context) throws -> Int32 { 0 }
}

@Suite struct ArgumentsTests {
    @Test func declaredOptionsAreReadBackTyped() throws {
        let (globals, sample) = try CommandParser.parse(["ex1", "--all", "--lang", "ko", "--format=json", "--time-limit", "2.5"], as: SampleCommand.self)
        #expect(sample.exercise == "ex1")
        #expect(sample.all)
        #expect(sample.format == .json)
        #expect(sample.timeLimit?.seconds == 2.5)
        #expect(globals.language == .ko)
        #expect(!globals.noColor)

        let (_, defaults) = try CommandParser.parse([], as: SampleCommand.self)
        #expect(defaults.exercise == nil && !defaults.all && defaults.format == .text && defaults.timeLimit == nil)
        // `--` ends the options: what follows is a positional even if it looks like an option.
        #expect(try CommandParser.parse(["--", "--all"], as: SampleCommand.self).1.exercise == "--all")
        #expect(try CommandParser.parse(["notes.txt"], as: FileCommand.self).1.file == "notes.txt")
    }

    @Test func mistakesSayWhatToDo() {
        func message(_ words: [String], _ command: (some Command).Type = SampleCommand.self) -> String {
            do {
                _ = try CommandParser.parse(words, as: command)
                return "accepted"
            } catch {
                return "\(error)"
            }
        }
        #expect(message(["--time-limit"]) == "--time-limit needs a value: --time-limit SECONDS.")
        #expect(message(["--all=yes"]) == "--all is a flag and takes no value.")
        #expect(message(["--lnag", "ko"]).contains("Did you mean --lang?"))
        #expect(message(["--format", "yaml"]) == "\"yaml\" is not a valid value for --format; expected text, json, junit, annotations, classroom50, gradescope, prairielearn or classroom.")
        #expect(message(["--time-limit", "0"]).contains("expected a number of seconds between 0 and 600"))
        #expect(message(["a", "b"]).hasPrefix("Unexpected argument: b."))
        #expect(message([], FileCommand.self).hasPrefix("Missing the file to read."))
    }

    @Test func helpComesFromTheDeclarations() throws {
        let help = CommandEntry(SampleCommand.self).help(path: "tca-learn sample", language: .en)
        #expect(help.contains("Usage: tca-learn sample [EXERCISE] [options]"))
        #expect(help.contains("  --format text|json|junit|annotations|classroom50|gradescope|prairielearn|classroom  What to write."))
        #expect(help.contains("  --time-limit SECONDS"))
        #expect(help.contains("  --lang en|ko"))
        #expect(CommandEntry(FileCommand.self).help(path: "tca-learn file", language: .en).contains("Usage: tca-learn file FILE [options]"))
        // A group lists its subcommands, each with its own usage.
        let lesson = try #require(CommandLineTool.commands.first { $0.name == "lesson" })
        let groupHelp = lesson.help(path: "tca-learn lesson", language: .en)
        #expect(groupHelp.contains("Usage: tca-learn lesson new SLUG [options]\n       tca-learn lesson check [PATH] [options]"))
    }

    @Test func helpIsKoreanUnderLangKo() throws {
        let check = ToolRun(["check", "--help", "--lang", "ko"])
        #expect(check.stdout.hasPrefix("tca-learn check — 연습 문제를 지금 채점합니다(기본값: 현재 연습 문제).\n\n사용법: tca-learn check [EXERCISE] [옵션]\n"))
        #expect(check.stdout.contains("\n옵션:\n  --full-trace "))
        #expect(check.stdout.contains("  --lang en|ko     강의와 메시지의 언어"))
        #expect(ToolRun(["--lang=ko", "help", "lesson"]).stdout.contains("하위 명령:\n  new    강의 뼈대를 만듭니다"))
        #expect(ToolRun(["reset", "--help", "--lang", "ko"]).stdout.hasPrefix("tca-learn reset — 연습 문제를 시작 코드로 되돌립니다. 지금 코드는 백업으로 보관합니다.\n"))
        #expect(ToolRun(["--help"], variables: ["LANG": "ko_KR.UTF-8"]).stdout.contains("명령:\n  init "))
        // Every command, option and argument says itself in both languages, and the Korean is Korean.
        let hangul = try Regex("[가-힣]")
        func entries(_ list: [CommandEntry]) -> [CommandEntry] { list.flatMap { [$0] + entries($0.subcommands) } }
        for entry in entries(CommandLineTool.commands) {
            let texts = [entry.summary] + (entry.discussion.en.isEmpty ? [] : [entry.discussion]) + entry.declarations.map(\.help)
            for text in texts {
                #expect(text.ko?.contains(hangul) == true, "\(entry.name): \(text.en)")
            }
        }
        for declaration in GlobalOptions.declarations {
            #expect(declaration.help.ko?.contains(hangul) == true, "\(declaration.name)")
        }
    }

    @Test func unknownCommandsAndBadValuesExitWithTwo() {
        let misspelt = ToolRun(["chekc"])
        #expect(misspelt.exitCode == 2)
        #expect(misspelt.stderr == "tca-learn: Unknown command \"chekc\". Did you mean \"check\"? Run \"tca-learn --help\" for the list.\n")
        #expect(ToolRun(["list", "--lang", "fr"]).exitCode == 2)
        #expect(ToolRun(["lesson"]).exitCode == 2)
        #expect(ToolRun(["lesson", "publish"]).exitCode == 2)
        let help = ToolRun(["--help"])
        #expect(help.exitCode == 0)
        #expect(help.stdout.contains("Commands:\n  init "))
        #expect(ToolRun(["help", "lesson", "check"]).stdout.hasPrefix("tca-learn lesson check — "))
        #expect(ToolRun(["grade", "-h"]).stdout.hasPrefix("tca-learn grade — "))
    }

    @Test func languageComesFromTheEnvironment() {
        #expect(Language.fromEnvironment(["LANG": "ko_KR.UTF-8"]) == .ko)
        #expect(Language.fromEnvironment(["LANG": "en_US.UTF-8", "LC_ALL": "ko_KR.UTF-8"]) == .ko)
        #expect(Language.fromEnvironment([:]) == .en)
    }

    @Test func suggestedCommandsAreTheOnesThatWorkInTheLearnersShell() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tca-learn-invocation-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let checkout = root.appendingPathComponent("tca-learn")
        let built = checkout.appendingPathComponent(".build/debug/tca-learn")
        let bin = root.appendingPathComponent("bin")
        let elf = Data([0x7F, 0x45, 0x4C, 0x46, 0, 0])
        func makeExecutable(_ file: URL, _ contents: Data) throws {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        }
        try makeExecutable(built, elf)
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let workbook = root.appendingPathComponent("workbook")
        func invocation(in directory: URL, path: String = "/usr/bin") -> String {
            Context.invocation(executable: built, toolRoot: checkout, directory: directory, path: path)
        }
        // In the checkout, the build there is what `swift run` starts.
        #expect(invocation(in: checkout) == "swift run tca-learn")
        #expect(invocation(in: checkout.appendingPathComponent("Lessons")) == "swift run tca-learn")
        // Outside it `swift run` cannot work: the path does, or the name once it is on the PATH.
        #expect(invocation(in: workbook) == built.path)
        try FileManager.default.createSymbolicLink(at: bin.appendingPathComponent("tca-learn"), withDestinationURL: built)
        #expect(invocation(in: workbook, path: "/usr/bin:" + bin.path) == "tca-learn")
        // A wrapper script on the PATH runs it too; another program of the same name does not.
        try FileManager.default.removeItem(at: bin.appendingPathComponent("tca-learn"))
        try makeExecutable(bin.appendingPathComponent("tca-learn"), Data("#!/bin/sh\nexec \(built.path) \"$@\"\n".utf8))
        #expect(invocation(in: workbook, path: bin.path) == "tca-learn")
        try FileManager.default.removeItem(at: bin.appendingPathComponent("tca-learn"))
        try makeExecutable(bin.appendingPathComponent("tca-learn"), elf + Data([1]))
        #expect(invocation(in: workbook, path: bin.path) == built.path)
        // A sibling folder whose name merely starts the same is not the checkout's build folder.
        let sibling = checkout.appendingPathComponent(".build-old/debug/tca-learn")
        try makeExecutable(sibling, elf)
        #expect(Context.invocation(executable: sibling, toolRoot: checkout, directory: checkout, path: "") == sibling.path)
    }

    @Test func globalOptionsMayComeBeforeTheCommand() {
        #expect(CommandLineTool.commandIndex(in: ["--lang", "ko", "next"]) == 2)
        #expect(CommandLineTool.commandIndex(in: ["--workbook", "/tmp/wb", "--no-color", "check", "ex1"]) == 3)
        #expect(CommandLineTool.commandIndex(in: ["--lang=ko", "list"]) == 1)
        #expect(CommandLineTool.commandIndex(in: ["check", "--workbook", "/tmp/wb"]) == 0)
        #expect(CommandLineTool.commandIndex(in: ["--lang", "ko"]) == nil)
    }
}
