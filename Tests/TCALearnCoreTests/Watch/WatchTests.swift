import Foundation
import Testing
@testable import TCALearnCore

/// `watch` as a learner uses it: on a terminal with single keys (keys handed in by the test, and
/// once the real program in a pseudo-terminal), and through a pipe as plain, line-flushed text.
@Suite struct WatchTests {
    typealias Learner = CommandTests.Learner

    @Test(.timeLimit(.minutes(3))) func keysWorkThroughALessonAndAPassWaitsForN() throws {
        let learner = try Learner.twoLessons()
        defer { learner.fixture.remove() }
        let keys = ScriptedKeys()
        let watch = WatchRun(learner.options + ["--lang", "en"], keys: keys)
        defer { watch.stop() }

        // Entering the lesson: its text and the exercise, on a cleared screen under the progress bar.
        try watch.waitFor("Save the file to check it, or press c.")
        #expect(keys.started)
        #expect(watch.stdout.hasPrefix(WatchWording.clearScreen + "Progress [........................] 0/2 exercises · 0/2 points\n\n# Basics\n"))
        #expect(watch.stdout.contains("n next · h hint · l list · r reset · t full trace · p picture · c check · q quit"))

        var mark = watch.stdout.endIndex
        keys.press("c")
        try watch.waitFor("Score 0/1", after: mark)
        #expect(watch.stdout[mark...].hasPrefix(WatchWording.clearScreen))
        #expect(watch.stdout[mark...].contains("✗ t (1 pt)"))

        mark = watch.stdout.endIndex
        keys.press("h")
        try watch.waitFor("Hint 1/2  h1", after: mark)
        keys.press("n")
        try watch.waitFor("This exercise has not passed yet", after: mark)

        // A save grades; a pass waits for n.
        try watch.save(CommandTests.first.solution, to: learner.file("01-sample"), until: "Press n for the next exercise.")
        #expect(watch.stdout.contains("✓ Passed. Score 1/1"))
        // p draws the last grade as a picture in the workbook.
        mark = watch.stdout.endIndex
        keys.press("p")
        let picture = learner.workbook.appendingPathComponent(".trace/sample.html")
        try watch.waitFor("Picture of the trace: \(picture.absoluteString)", after: mark)
        #expect(try String(contentsOf: picture, encoding: .utf8).contains("01-basics/01-sample  Sample"))
        mark = watch.stdout.endIndex
        keys.press("l")
        try watch.waitFor("  ✓ 01-sample  Sample", after: mark)
        #expect(watch.stdout[mark...].contains("Progress [############............] 1/2 exercises · 1/2 points"))
        #expect(!watch.stdout.contains("Exercise 2/2"))
        // On a screen that must hold it: the other lessons are a line each, `list` has them all.
        try watch.waitFor("Every lesson's exercises: ", after: mark)
        #expect(watch.stdout[mark...].contains("\n02-more  More  0/1\n\nEvery lesson's exercises: "))
        #expect(watch.stdout[mark...].components(separatedBy: "01-sample  Sample").count == 2)

        mark = watch.stdout.endIndex
        keys.press("n")
        try watch.waitFor("Exercise 2/2 · 02-more/01-sample", after: mark)
        #expect(watch.stdout[mark...].contains("# More\n"))
        // Inside watch, the way on is a save or a key, not another command.
        try watch.waitFor("Save the file to check it, or press c.", after: mark)
        #expect(!watch.stdout[mark...].contains("Then:") && !watch.stdout[mark...].contains("Stuck? "))
        // t before anything is graded says so, instead of doing nothing.
        mark = watch.stdout.endIndex
        keys.press("t")
        try watch.waitFor("Nothing graded yet for this exercise: save the file or press c", after: mark)

        // r resets, keeping the learner's version.
        let second = learner.workbook.appendingPathComponent("02-more/01-sample/Answer.swift")
        try "// mine\n".write(to: second, atomically: true, encoding: .utf8)
        try watch.waitFor("does not compile", after: mark)
        mark = watch.stdout.endIndex
        keys.press("r")
        try watch.waitFor("Put the starter of 02-more/01-sample back? Your version is moved to .backups/ first.", after: mark)
        #expect(try String(contentsOf: second, encoding: .utf8) == "// mine\n")
        keys.press("y")
        try watch.waitFor("Restored the starter: ", after: mark)
        #expect(try String(contentsOf: second, encoding: .utf8) == CommandTests.first.starter)
        #expect(watch.stdout[mark...].contains("Your version was moved to "))

        keys.press("q")
        try watch.waitForExit()
        #expect(watch.exitCode == 0)
        #expect(keys.stopped)
    }

    @Test(.timeLimit(.minutes(3))) func tShowsTheWholeTraceTheReportFolded() throws {
        let learner = try Learner([LearnerLoopTests.counter])
        defer { learner.fixture.remove() }
        _ = learner.run(["next"])
        let keys = ScriptedKeys()
        let watch = WatchRun(learner.options + ["--lang", "en"], keys: keys)
        defer { watch.stop() }
        try watch.waitFor("(this check's trace: press t)")
        #expect(watch.stdout.components(separatedBy: "What the runtime did — ").count == 2)
        let mark = watch.stdout.endIndex
        keys.press("t")
        try watch.waitFor("q quit", after: mark)
        #expect(watch.stdout[mark...].components(separatedBy: "What the runtime did — ").count == 4)
        keys.press("q")
        try watch.waitForExit()
    }

    // MARK: - The real program

    /// The built `tca-learn`, beside this test bundle (`swift test` builds every product).
    static var tool: URL {
        Bundle.main.executableURL!.deletingLastPathComponent().appendingPathComponent("tca-learn")
    }

    @Test(.timeLimit(.minutes(3))) func onAPseudoTerminalKeysNeedNoReturnAndTheTerminalIsRestored() throws {
        let learner = try Learner()
        defer { learner.fixture.remove() }
        _ = learner.run(["next"])
        for ending in ["q", "Ctrl-C"] {
            let terminal = try PseudoTerminal()
            defer { terminal.closeFollower() }
            let process = Process()
            process.executableURL = Self.tool
            process.arguments = ["watch", "--no-color", "--lang", "en"] + learner.options
            process.currentDirectoryURL = learner.fixture.root
            process.environment = ProcessInfo.neutralEnvironment
            process.standardInput = terminal.follower
            process.standardOutput = terminal.follower
            process.standardError = terminal.follower
            #expect(terminal.isEditingLines)
            try process.run()
            defer { if process.isRunning { process.terminate() } }

            try terminal.waitFor("q quit")
            // Line editing and echo are off while watch runs: a key arrives on its own.
            #expect(!terminal.isEditingLines)
            terminal.type("h")
            try terminal.waitFor("Hint ")
            if ending == "q" {
                terminal.type("q")
            } else {
                kill(process.processIdentifier, SIGINT)
            }
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(ending)")
            try terminal.waitFor(ending == "q" ? "Stopped watching." : "Stopped watching. Your progress is saved.")
            #expect(terminal.isEditingLines, "the terminal is given back as it was, after \(ending)")
        }
    }

    @Test(.timeLimit(.minutes(3))) func aTerminalThatDrawsLinksGetsClickablePathsAndNoColorGetsPlainOnes() throws {
        let learner = try Learner()
        defer { learner.fixture.remove() }
        func next(_ environment: [String: String]) throws -> String {
            let terminal = try PseudoTerminal()
            defer { terminal.closeFollower() }
            let process = Process()
            process.executableURL = Self.tool
            process.arguments = ["next", "--lang", "en"] + learner.options.filter { $0 != "--no-color" }
            process.environment = ProcessInfo.neutralEnvironment.merging(["TERM": "xterm-256color"]) { $1 }.merging(environment) { $1 }
            process.standardInput = terminal.follower
            process.standardOutput = terminal.follower
            process.standardError = terminal.follower
            try process.run()
            process.waitUntilExit()
            try terminal.waitFor("Stuck?")
            return terminal.text
        }
        let linked = try next(["TERM_PROGRAM": "vscode", "NO_COLOR": ""])
        #expect(linked.contains("\u{1B}]8;;file://\(learner.file("01-sample").path)\u{1B}\\"))
        let plain = try next(["TERM_PROGRAM": "vscode", "NO_COLOR": "1"])
        #expect(plain.contains(learner.file("01-sample").path))
        #expect(!plain.contains("\u{1B}]8;;"))
        #expect(!plain.contains("\u{1B}["))
    }

    @Test(.timeLimit(.minutes(3))) func throughAPipeEachReportArrivesAsItIsPrinted() throws {
        let learner = try Learner()
        defer { learner.fixture.remove() }
        let process = Process()
        process.executableURL = Self.tool
        process.arguments = ["watch", "--lang", "en"] + learner.options
        process.environment = ProcessInfo.neutralEnvironment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        var received = Data()
        let deadline = Date().addingTimeInterval(120)
        while !String(decoding: received, as: UTF8.self).contains("save to re-check"), Date() < deadline {
            let chunk = pipe.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            received += chunk
        }
        let text = String(decoding: received, as: UTF8.self)
        // Plain text, while watch is still running: nothing waits in a buffer.
        #expect(text.contains("✗ t (1 pt)"))
        #expect(text.contains("save to re-check"))
        #expect(!text.contains("\u{1B}["))
        #expect(process.isRunning)
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    /// Through a pipe, a pass moves on by itself: the next exercise is introduced with the file
    /// watch now watches, and no command to start (`check`, `watch`) that is already running.
    @Test(.timeLimit(.minutes(3))) func throughAPipeMovingOnSaysWhatIsWatchedNotWhatToRun() throws {
        let learner = try Learner()
        defer { learner.fixture.remove() }
        _ = learner.run(["next"])
        try learner.write(CommandTests.first.solution, to: "01-sample")
        let process = Process()
        process.executableURL = Self.tool
        process.arguments = ["watch", "--lang", "en"] + learner.options
        process.environment = ProcessInfo.neutralEnvironment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        var received = Data()
        let deadline = Date().addingTimeInterval(120)
        while !String(decoding: received, as: UTF8.self).contains("save to check it"), Date() < deadline {
            let chunk = pipe.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            received += chunk
        }
        let text = String(decoding: received, as: UTF8.self)
        let introduction = try #require(text.components(separatedBy: "Exercise 2/2").last)
        #expect(introduction.contains("Watching ") && introduction.contains("01-basics/02-second/Answer.swift — save to check it, Ctrl-C to stop."), "\(text)")
        #expect(!introduction.contains("Then:") && !introduction.contains("Stuck? "))
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
    }
}

/// A pseudo-terminal: the test holds the leader end, the program gets the follower as its
/// standard input and output, as it would get a terminal window.
final class PseudoTerminal: @unchecked Sendable {
    let leader: Int32
    let follower: FileHandle
    private let lock = NSLock()
    private var received = Data()
    private var reader: Thread?

    init() throws {
        // The C library's pseudo-terminal calls, looked up by name: Swift's Glibc module leaves
        // them out (they are X/Open extensions), Darwin has them; the lookup works on both.
        typealias Open = @convention(c) (Int32) -> Int32
        typealias Prepare = @convention(c) (Int32) -> Int32
        typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
        let library = dlopen(nil, RTLD_NOW)
        func function<T>(_ name: String, as type: T.Type) throws -> T {
            guard let address = dlsym(library, name) else { throw WatchTimeout(description: "no \(name) in the C library") }
            return unsafeBitCast(address, to: type)
        }
        let openLeader = try function("posix_openpt", as: Open.self)
        let grant = try function("grantpt", as: Prepare.self)
        let unlock = try function("unlockpt", as: Prepare.self)
        let followerName = try function("ptsname", as: Name.self)
        leader = openLeader(O_RDWR | O_NOCTTY)
        guard leader >= 0, grant(leader) == 0, unlock(leader) == 0, let name = followerName(leader) else {
            throw WatchTimeout(description: "no pseudo-terminal")
        }
        let followerDescriptor = open(name, O_RDWR | O_NOCTTY)
        guard followerDescriptor >= 0 else { throw WatchTimeout(description: "no pseudo-terminal follower") }
        follower = FileHandle(fileDescriptor: followerDescriptor, closeOnDealloc: true)
        let leader = leader
        let thread = Thread { [weak self] in
            // The leader belongs to this thread and is closed here, when reading ends (no
            // follower is left open). Closed by another thread while this one may still call
            // `read`, its number could be handed to the next file the test process opens (a
            // grade's object file, in a test running beside this one), and this loop would eat
            // that file's bytes.
            defer { close(leader) }
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(leader, &buffer, buffer.count)
                guard count > 0, let self else { return }
                self.lock.withLock { self.received.append(contentsOf: buffer.prefix(count)) }
            }
        }
        thread.start()
        reader = thread
    }

    var text: String { lock.withLock { String(decoding: received, as: UTF8.self) } }

    /// Whether the terminal is in its usual line-editing mode (canonical input, echo on).
    var isEditingLines: Bool {
        var settings = termios()
        tcgetattr(follower.fileDescriptor, &settings)
        return settings.c_lflag & tcflag_t(ICANON) != 0 && settings.c_lflag & tcflag_t(ECHO) != 0
    }

    func type(_ text: String) {
        _ = text.utf8CString.withUnsafeBufferPointer { write(leader, $0.baseAddress, $0.count - 1) }
    }

    func waitFor(_ expected: String, seconds: Double = 90) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while !text.contains(expected) {
            guard Date() < deadline else { throw WatchTimeout(description: "no \"\(expected)\" on the terminal:\n\(text)") }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// Closes the test's follower end. Once the program on the terminal has ended too, the reader
    /// thread sees the terminal hang up and closes the leader.
    func closeFollower() {
        try? follower.close()
    }
}
