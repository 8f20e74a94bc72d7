import Foundation
import Testing
@testable import TCALearnCore

/// A workbook made with `tca-learn init` anywhere: commands run inside it need no options, and
/// an editor reading its `compile_commands.json` sees the code as the grader compiles it.
@Suite struct WorkbookAnywhereTests {
    @Test func initMakesAWorkbookWhereEveryCommandNeedsNoOptions() throws {
        let fixture = try FixtureCourse(exercises: [CommandTests.first, CommandTests.second])
        defer { fixture.remove() }
        // A folder outside the checkout, with a space in its name.
        let folder = fixture.root.appendingPathComponent("my work")
        let made = ToolRun(["init", folder.path, "--course", fixture.root.path, "--lang", "ko"])
        #expect(made.exitCode == 0, "\(made.stderr)")
        #expect(made.stdout.hasPrefix("\(folder.path)에 워크북을 만들었습니다.\n"))
        #expect(made.stdout.contains("다음: cd '\(folder.path)' && "))
        let settings = try #require(try WorkbookSettings.read(in: folder))
        #expect(settings == WorkbookSettings(course: fixture.root.path, language: .ko, tool: SharedGrader.layout.toolRoot.path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(EditorSupport.fileName).path))

        // Inside it, and in any folder below it: no --course, --workbook or --lang.
        let next = ToolRun(["next"], in: folder)
        #expect(next.exitCode == 0)
        #expect(next.stdout.hasPrefix("# 기초\n"))
        let exercise = folder.appendingPathComponent("01-basics/01-sample")
        #expect(FileManager.default.fileExists(atPath: exercise.appendingPathComponent("Answer.swift").path))
        // Paths are shown from where the learner is.
        #expect(next.stdout.contains("편집:  01-basics/01-sample/Answer.swift  (시작 코드를 새로 복사함)"))
        let check = ToolRun(["check"], in: exercise)
        #expect(check.exitCode == 1)
        #expect(check.stdout.hasPrefix("01-basics/01-sample  예제\n"))
        #expect(!check.stdout.contains("--workbook") && !check.stdout.contains("--course"))
        #expect(try ProgressStore(workbook: Workbook(root: folder)).load().entry(try fixture.load().exercises[0]).attempts == 1)
        // Nothing went to the course's own default workbook.
        #expect(!FileManager.default.fileExists(atPath: fixture.root.appendingPathComponent("workbook").path))

        // init again updates the settings and keeps the learner's work.
        let again = ToolRun(["init"], in: folder)
        #expect(again.stdout.contains("워크북 설정을 갱신했습니다"))
        #expect(try WorkbookSettings.read(in: folder)?.language == .ko)
        #expect(try ProgressStore(workbook: Workbook(root: folder)).load().entry(try fixture.load().exercises[0]).attempts == 1)
        #expect(FileManager.default.fileExists(atPath: exercise.appendingPathComponent("Answer.swift").path))
    }

    /// `init --lessons` keeps the workbook to the lessons chosen: `next` starts there, and `open`
    /// opens their exercises as far as reached, and the first of each lesson, and says what it
    /// can open when it refuses.
    @Test func initWithLessonsKeepsNextAndOpenToThem() throws {
        var more = FixtureCourse.ExerciseFixture(slug: "01-more", id: "more")
        more.starter = CommandTests.first.starter
        let fixture = try FixtureCourse(
            exercises: [CommandTests.first, CommandTests.second],
            moreLessons: [FixtureCourse.LessonFixture(exercises: [more, FixtureCourse.ExerciseFixture(slug: "02-last", id: "last")])])
        defer { fixture.remove() }
        let folder = fixture.root.appendingPathComponent("mine")
        let made = ToolRun(["init", folder.path, "--course", fixture.root.path, "--lang", "en", "--lessons", "02-more"])
        #expect(made.exitCode == 0, "\(made.stderr)")
        #expect(made.stdout.contains("Lessons: 02-more (tca-learn list, next and open keep to them)."))
        #expect(try WorkbookSettings.read(in: folder)?.lessons == "02-more")
        #expect(ToolRun(["next"], in: folder).stdout.hasPrefix("# More\n"))

        let outside = ToolRun(["open", "01-basics/01-sample"], in: folder)
        #expect(outside.exitCode == 2)
        #expect(outside.stderr.contains("01-basics/01-sample is not in the lessons this workbook keeps to (02-more). To add its lesson: "), "\(outside.stderr)")
        #expect(outside.stderr.contains(" init --lessons 02-more,01-basics"))
        #expect(ToolRun(["open", "01-basics/01-sample", "--lang", "ko"], in: folder).stderr.contains(
            "01-basics/01-sample은 이 워크북이 따르는 강의(02-more)에 들어 있지 않습니다. 그 강의를 더하려면: "))
        let ahead = ToolRun(["open", "02-last"], in: folder)
        #expect(ahead.exitCode == 2)
        #expect(ahead.stderr.contains(
            "02-more/02-last is not reached yet. You can open any exercise up to 02-more/01-more (the first not passed), one you have files for, or the first exercise of any lesson: here 02-more/01-more."),
            "\(ahead.stderr)")

        // Back to the whole course: a later lesson's first exercise opens before the earlier
        // lessons are passed; the rest of that lesson waits.
        #expect(ToolRun(["init", "--lessons", "all"], in: folder).exitCode == 0)
        #expect(try WorkbookSettings.read(in: folder)?.lessons == nil)
        #expect(ToolRun(["open", "02-more/01-more"], in: folder).exitCode == 0)
        #expect(ToolRun(["open", "01-basics/02-second"], in: folder).exitCode == 2)
    }

    @Test func outsideAnyWorkbookTheCommandsSayWhichWorkbookTheyUse() throws {
        let fixture = try FixtureCourse()
        defer { fixture.remove() }
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("tca-learn-elsewhere-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let course = ["--course", fixture.root.path, "--no-color"]
        let outside = ToolRun(["list"] + course, in: elsewhere)
        #expect(outside.exitCode == 0)
        let used = fixture.root.appendingPathComponent("workbook").path
        #expect(outside.stderr.contains("Using the workbook in \(used) (no workbook in this folder). To make your own here: "), "\(outside.stderr)")
        #expect(outside.stderr.contains(" init --course \(fixture.root.path)"))
        #expect(ToolRun(["next", "--lang", "ko"] + course, in: elsewhere).stderr.contains("이 폴더에는 워크북이 없어 \(used)의 워크북을 씁니다."))
        // In the course's folder the default workbook is the expected one; a named one is known.
        #expect(!ToolRun(["list"] + course, in: fixture.root).stderr.contains("Using the workbook"))
        #expect(!ToolRun(["list", "--workbook", used] + course, in: elsewhere).stderr.contains("Using the workbook"))
    }

    @Test func aWorkbookWhoseCourseMovedOrWhoseSettingsAreBrokenSaysWhatToDo() throws {
        let fixture = try FixtureCourse()
        defer { fixture.remove() }
        let folder = fixture.root.appendingPathComponent("workbook")
        try WorkbookSettings(course: "/nonexistent/course", language: nil, tool: "/nonexistent/tool").write(in: folder)
        let moved = ToolRun(["list"], in: folder)
        #expect(moved.exitCode == 2)
        #expect(moved.stderr.contains("is not at /nonexistent/course any more. Run \"tca-learn init --course PATH\""))
        try "{".write(to: folder.appendingPathComponent(WorkbookSettings.fileName), atomically: true, encoding: .utf8)
        #expect(ToolRun(["list"], in: folder).stderr.contains("could not be read"))
        #expect(ToolRun(["init", SharedGrader.layout.toolRoot.path]).stderr.contains("is the tca-learn checkout itself"))
    }

    @Test func compileCommandsGiveEachReachedFileTheGradersFlags() throws {
        let learner = try CommandTests.Learner()
        defer { learner.fixture.remove() }
        _ = learner.run(["next"])
        let database = learner.workbook.appendingPathComponent(EditorSupport.fileName)
        var entries = try JSONDecoder().decode([EditorSupport.Entry].self, from: Data(contentsOf: database))
        #expect(entries.map(\.file) == [learner.file("01-sample").path])
        let flags = SharedGrader.grader.compiler.sourceFlags(.library)
        #expect(entries[0].arguments == [SharedGrader.grader.compiler.toolchain.swiftc] + flags + [learner.file("01-sample").path])
        #expect(flags.contains("SwiftUI=MiniSwiftUI") && flags.contains("ComposableArchitecture=MiniTCA"))

        // Kept current: the next exercise reached is added.
        try learner.write(CommandTests.first.solution, to: "01-sample")
        _ = learner.run(["check"])
        _ = learner.run(["next"])
        entries = try JSONDecoder().decode([EditorSupport.Entry].self, from: Data(contentsOf: database))
        #expect(entries.map(\.file) == [learner.file("01-sample").path, learner.file("02-second").path])
    }

    @Test func compileCommandsTakeInTheFilesACheckOfAnExerciseNeverOpenedCopies() throws {
        let learner = try CommandTests.Learner()
        defer { learner.fixture.remove() }
        _ = learner.run(["next"])
        // The second exercise is checked by name before `next` ever reached it: its starter is
        // copied, and the editor must know the copy as the grader compiles it.
        _ = learner.run(["check", "02-second"])
        let database = learner.workbook.appendingPathComponent(EditorSupport.fileName)
        let entries = try JSONDecoder().decode([EditorSupport.Entry].self, from: Data(contentsOf: database))
        #expect(entries.map(\.file) == [learner.file("01-sample").path, learner.file("02-second").path])
    }

    /// The toolchain's SourceKit-LSP (found where the compiler is) on a workbook: without the
    /// compilation database `import SwiftUI` is "no such module"; with the one `next` writes it
    /// resolves to the runtime, completion lists the runtime's API and jump to definition lands
    /// in the runtime's own source.
    @Test(.timeLimit(.minutes(5))) func sourceKitLSPResolvesTheRuntimeThroughTheCompilationDatabase() throws {
        let server = URL(fileURLWithPath: SharedGrader.grader.compiler.toolchain.swiftc).deletingLastPathComponent().appendingPathComponent("sourcekit-lsp")
        try #require(FileManager.default.isExecutableFile(atPath: server.path), "no sourcekit-lsp beside \(SharedGrader.grader.compiler.toolchain.swiftc)")
        var view = FixtureCourse.ExerciseFixture()
        view.starter = """
            import SwiftUI

            struct Counter: View {
                @State private var value = 0
                var body: some View {
                    Button("Count: \\(value)") { value += 1 }
                }
            }

            import ComposableArchitecture

            struct Feature: Reducer {
                struct State: Equatable { var count = 0 }
                enum Action { case tapped }
                func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
            }

            """
        view.solution = view.starter
        view.checks = "import LessonTesting\n\n@MainActor\nfunc hiddenChecks(_ grade: Grade) {\n    grade.check(\"answer\") { _ in }\n}\n"
        let learner = try CommandTests.Learner([view])
        defer { learner.fixture.remove() }
        try learner.write(view.starter, to: "01-sample")
        let file = learner.file("01-sample")
        let text = view.starter

        let bare = try LanguageServer(server, root: learner.workbook)
        defer { bare.stop() }
        let unresolved = try bare.open(file, text: text)
        #expect(unresolved.contains { $0.contains("No such module 'SwiftUI'") }, "the check below would prove nothing")

        _ = learner.run(["next"])
        let editor = try LanguageServer(server, root: learner.workbook)
        defer { editor.stop() }
        let diagnostics = try editor.open(file, text: text)
        #expect(!diagnostics.contains { $0.localizedCaseInsensitiveContains("no such module") }, "\(diagnostics)")

        let buttonLine = 5
        let definition = try editor.definition(file, line: buttonLine, character: 10)
        #expect(definition.contains { $0.hasPrefix(SharedGrader.layout.toolRoot.appendingPathComponent("Sources/MiniSwiftUI").path) }, "\(definition)")
        // A property wrapper, and TCA's types, land in their own files of the runtime.
        let state = try editor.definition(file, line: 3, character: 5)
        #expect(state.contains { $0.hasPrefix(SharedGrader.layout.toolRoot.appendingPathComponent("Sources/MiniSwiftUI").path) }, "\(state)")
        let reducer = try editor.definition(file, line: 11, character: "struct Feature: Red".count)
        #expect(reducer.contains { $0.hasPrefix(SharedGrader.layout.toolRoot.appendingPathComponent("Sources/MiniTCA").path) }, "\(reducer)")

        // A modifier typed after a view: the runtime's modifiers are offered.
        let probe = text + "func probe() { _ = Text(\"x\").pad }\n"
        let probeLine = probe.split(separator: "\n", omittingEmptySubsequences: false).count - 2
        let completions = try editor.complete(file, text: probe, line: probeLine, character: "func probe() { _ = Text(\"x\").pad".count)
        #expect(completions.contains { $0.hasPrefix("padding") }, "\(completions.prefix(20))")

        // And a store's API, after `store.`.
        let storeProbe = text + "func probe(store: StoreOf<Feature>) { store. }\n"
        let storeLine = storeProbe.split(separator: "\n", omittingEmptySubsequences: false).count - 2
        let storeCompletions = try editor.complete(file, text: storeProbe, line: storeLine, character: "func probe(store: StoreOf<Feature>) { store.".count)
        #expect(storeCompletions.contains { $0.hasPrefix("send") }, "\(storeCompletions.prefix(20))")
    }
}

/// Just enough of a Language Server Protocol client to ask SourceKit-LSP what an editor would:
/// JSON-RPC messages framed by `Content-Length`, over the server's standard input and output.
final class LanguageServer: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let lock = NSLock()
    private var buffer = Data()
    private var messages: [[String: Any]] = []
    private var nextID = 1
    /// The version of the document's text, one more with each change.
    private var version = 1

    init(_ executable: URL, root: URL) throws {
        process.executableURL = executable
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.withLock {
                self.buffer.append(data)
                self.takeMessages()
            }
        }
        try process.run()
        _ = try request("initialize", ["processId": NSNull(), "rootUri": root.absoluteString, "capabilities": [String: Any]()])
        notify("initialized", [:])
    }

    /// Opens `file` with `text` and returns the messages of the first diagnostics published for it.
    func open(_ file: URL, text: String) throws -> [String] {
        notify("textDocument/didOpen", ["textDocument": ["uri": file.absoluteString, "languageId": "swift", "version": 1, "text": text]])
        let published = try wait { message -> [String: Any]? in
            guard message["method"] as? String == "textDocument/publishDiagnostics",
                let params = message["params"] as? [String: Any], params["uri"] as? String == file.absoluteString
            else { return nil }
            return params
        }
        return (published["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
    }

    /// The files (paths) a jump to definition at the position lands in.
    func definition(_ file: URL, line: Int, character: Int) throws -> [String] {
        let result = try request("textDocument/definition", position(file, line, character))
        let locations = result as? [[String: Any]] ?? (result as? [String: Any]).map { [$0] } ?? []
        return locations.compactMap { ($0["uri"] as? String).flatMap(URL.init(string:))?.path }
    }

    /// The labels completion offers at the position, after replacing the file's text.
    func complete(_ file: URL, text: String, line: Int, character: Int) throws -> [String] {
        version += 1
        notify("textDocument/didChange", ["textDocument": ["uri": file.absoluteString, "version": version], "contentChanges": [["text": text]]])
        let result = try request("textDocument/completion", position(file, line, character))
        let items = (result as? [String: Any])?["items"] as? [[String: Any]] ?? result as? [[String: Any]] ?? []
        return items.compactMap { ($0["filterText"] as? String) ?? ($0["label"] as? String) }
    }

    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        output.fileHandleForReading.readabilityHandler = nil
    }

    private func position(_ file: URL, _ line: Int, _ character: Int) -> [String: Any] {
        ["textDocument": ["uri": file.absoluteString], "position": ["line": line, "character": character]]
    }

    private func request(_ method: String, _ params: [String: Any]) throws -> Any? {
        let id = lock.withLock { () -> Int in
            defer { nextID += 1 }
            return nextID
        }
        send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        let response: [String: Any] = try wait { $0["id"] as? Int == id && $0["method"] == nil ? $0 : nil }
        return response["result"]
    }

    private func notify(_ method: String, _ params: [String: Any]) {
        send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    private func send(_ message: [String: Any]) {
        let body = try! JSONSerialization.data(withJSONObject: message)
        input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    /// The first message (received so far or later) that `match` picks, consumed.
    private func wait<T>(seconds: Double = 120, _ match: ([String: Any]) -> T?) throws -> T {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let found = lock.withLock { () -> T? in
                for (index, message) in messages.enumerated() {
                    if let value = match(message) {
                        messages.remove(at: index)
                        return value
                    }
                }
                return nil
            }
            if let found { return found }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw WatchTimeout(description: "sourcekit-lsp did not answer in \(seconds) s")
    }

    /// Splits the buffer into messages (called with the lock held).
    private func takeMessages() {
        let separator = Data("\r\n\r\n".utf8)
        while let end = buffer.range(of: separator) {
            let header = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
            guard let length = header.split(separator: "\r\n").compactMap({ line -> Int? in
                let parts = line.split(separator: ":", maxSplits: 1)
                return parts.count == 2 && parts[0].lowercased() == "content-length" ? Int(parts[1].trimmingCharacters(in: .whitespaces)) : nil
            }).first, buffer.distance(from: end.upperBound, to: buffer.endIndex) >= length else { return }
            let body = buffer[end.upperBound..<buffer.index(end.upperBound, offsetBy: length)]
            if let message = try? JSONSerialization.jsonObject(with: body) as? [String: Any] {
                messages.append(message)
            }
            buffer = Data(buffer[buffer.index(end.upperBound, offsetBy: length)...])
        }
    }
}
