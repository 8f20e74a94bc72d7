import Foundation
import Testing
@testable import TCALearnCore

@Suite struct ArgumentsTests {
    let specs: [OptionSpec] = [.flag("--all", help: ""), .option("--lang", value: "en|ko", help: "")]

    @Test func parsesFlagsOptionsAndPositionals() throws {
        let parsed = try ParsedArguments.parse(["ex1", "--all", "--lang", "ko", "--", "--not-an-option"], specs: specs)
        #expect(parsed.has("--all"))
        #expect(parsed.value("--lang") == "ko")
        #expect(parsed.positionals == ["ex1", "--not-an-option"])
        #expect(try ParsedArguments.parse(["--lang=en"], specs: specs).value("--lang") == "en")
    }

    @Test func mistakesSayWhatToDo() {
        #expect(throws: UsageError.self) { try ParsedArguments.parse(["--lang"], specs: specs) }
        #expect(throws: UsageError.self) { try ParsedArguments.parse(["--all=yes"], specs: specs) }
        do {
            _ = try ParsedArguments.parse(["--lnag", "ko"], specs: specs)
            Issue.record("an unknown option was accepted")
        } catch {
            #expect("\(error)".contains("Did you mean --lang?"))
        }
    }

    @Test func unknownCommandsAndBadValuesExitWithTwo() {
        #expect(CommandLineTool.main(["chekc"]) == 2)
        #expect(CommandLineTool.main(["list", "--lang", "fr"]) == 2)
        #expect(CommandLineTool.main(["--help"]) == 0)
    }

    @Test func languageComesFromTheEnvironment() {
        #expect(Language.fromEnvironment(["LANG": "ko_KR.UTF-8"]) == .ko)
        #expect(Language.fromEnvironment(["LANG": "en_US.UTF-8", "LC_ALL": "ko_KR.UTF-8"]) == .ko)
        #expect(Language.fromEnvironment([:]) == .en)
    }

    @Test func suggestedCommandsAreTheOnesThatWorkInTheLearnersShell() {
        let checkout = URL(fileURLWithPath: "/home/me/tca-learn")
        let built = URL(fileURLWithPath: "/home/me/tca-learn/.build/x86_64-unknown-linux-gnu/debug/tca-learn")
        #expect(Context.invocation(executable: built, toolRoot: checkout) == "swift run tca-learn")
        #expect(Context.invocation(executable: URL(fileURLWithPath: "/usr/local/bin/tca-learn"), toolRoot: checkout) == "tca-learn")
        // A sibling folder whose name merely starts the same is not the checkout's build folder.
        let sibling = URL(fileURLWithPath: "/home/me/tca-learn/.build-old/debug/tca-learn")
        #expect(Context.invocation(executable: sibling, toolRoot: checkout) == "tca-learn")
    }

    @Test func globalOptionsMayComeBeforeTheCommand() {
        #expect(CommandLineTool.commandIndex(in: ["--lang", "ko", "next"]) == 2)
        #expect(CommandLineTool.commandIndex(in: ["--workbook", "/tmp/wb", "--no-color", "check", "ex1"]) == 3)
        #expect(CommandLineTool.commandIndex(in: ["--lang=ko", "list"]) == 1)
        #expect(CommandLineTool.commandIndex(in: ["check", "--workbook", "/tmp/wb"]) == 0)
        #expect(CommandLineTool.commandIndex(in: ["--lang", "ko"]) == nil)
    }
}
