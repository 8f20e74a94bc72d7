import Foundation
import Testing
@testable import TCALearnCore

/// The trace's picture in a real browser: headless Chromium opens the page of real grades, steps
/// through them by the page's address (`#t=TRACE&s=STEP`, which its script reads), and the test
/// reads back what the script drew. Each run has every host name resolve to nothing, and the page
/// counts what it fetched: nothing.
///
/// A screenshot of the picture of each lesson 1 exercise's starter is kept in
/// `.build/trace-pictures/` (with the page beside it), to look at.
@Suite(.serialized) struct TracePictureBrowserTests {
    static let browser: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            for name in ["chromium", "chromium-browser", "google-chrome"] {
                let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
        }
        return nil
    }()

    static let artifacts = SharedGrader.layout.toolRoot.appendingPathComponent(".build/trace-pictures")

    /// The browser, headless, with a profile of its own and no way to reach any host.
    private func chromium(_ arguments: [String]) throws -> String {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = Self.browser
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
            "--user-data-dir=\(profile.path)", "--host-resolver-rules=MAP * ~NOTFOUND", "--virtual-time-budget=5000",
        ] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The page's document after its script drew `#t=trace&s=step`.
    private func dom(_ page: URL, trace: Int, step: Int) throws -> String {
        try chromium(["--dump-dom", page.absoluteString + "#t=\(trace)&s=\(step)"])
    }

    /// The grade of `exercise` with the course's starter (or its solution), as a page in the artifacts folder.
    private func page(
        _ exercise: Exercise, solved: Bool = false, language: Language = .en, edit: (URL) throws -> Void = { _ in }
    ) throws -> (URL, TracePicture) {
        let workbook = FileManager.default.temporaryDirectory.appendingPathComponent("picture-workbook-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: workbook) }
        let book = Workbook(root: workbook)
        if solved {
            try FileManager.default.createDirectory(at: book.folder(for: exercise), withIntermediateDirectories: true)
            for name in exercise.files {
                try FileManager.default.copyItem(at: exercise.solutionFolder.appendingPathComponent(name), to: book.folder(for: exercise).appendingPathComponent(name))
            }
        } else {
            try book.ensureCopy(of: exercise)
        }
        try edit(book.folder(for: exercise))
        let result = try SharedGrader.grader.grade(exercise, learnerFolder: book.folder(for: exercise))
        let picture = TracePicture(grade: result, exercise: exercise, learnerFiles: book.files(for: exercise), style: Style(color: false, language: language))
        try FileManager.default.createDirectory(at: Self.artifacts, withIntermediateDirectories: true)
        let file = Self.artifacts.appendingPathComponent(exercise.id + (solved ? "-solved" : "") + ".html")
        try TracePicturePage.html(picture).write(to: file, atomically: true, encoding: .utf8)
        return (file, picture)
    }

    private func exercise(_ path: String) throws -> Exercise {
        try #require(try CourseLoader.load(SharedGrader.layout).exercises.first { $0.path == path })
    }

    /// The text of each element of `className` (`<… class="className…">text</…>`) in order.
    private func texts(_ dom: String, tag: String, className: String) -> [String] {
        let pattern = "<\(tag) class=\"\(className)\"[^>]*>([^<]*)</\(tag)>"
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.matches(in: dom, range: NSRange(dom.startIndex..., in: dom)).compactMap { match in
            Range(match.range(at: 1), in: dom).map { String(dom[$0]).replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"") }
        }
    }

    @Test(.enabled(if: browser != nil, "Chromium is not installed (apt-get install chromium): the picture was not opened in a browser"))
    func aLearnerStepsThroughTheCounterAndSeesTheTapRunNothing() throws {
        let (page, picture) = try page(try exercise("01-state/01-counter"))
        let failed = try #require(picture.traces.firstIndex { $0.status == "fail" })
        let steps = picture.traces[failed].steps
        for index in steps.indices {
            let dom = try dom(page, trace: failed, step: index)
            #expect(dom.contains("data-step=\"\(index)\""))
            #expect(dom.contains("data-resources=\"0\""))
            // The timeline marks the step shown; the slider says it.
            #expect(dom.range(of: "aria-current=\"step\"[^>]*>" + NSRegularExpression.escapedPattern(for: steps[index].title) + "</button>", options: .regularExpression) != nil)
        }
        let mount = try dom(page, trace: failed, step: 0)
        #expect(texts(mount, tag: "span", className: "name") == ["Counter", "Button \"Increment: 0\""])
        #expect(mount.contains("class=\"node created ran\""))
        #expect(texts(mount, tag: "span", className: "body") == ["↻ @self"])
        // The tap: nothing written, no body ran; the check's verdict is beside it.
        let tap = try dom(page, trace: failed, step: steps.count - 1)
        #expect(texts(tap, tag: "span", className: "body").isEmpty)
        #expect(texts(tap, tag: "li", className: "item quiet") == ["Nothing happened: no state was written and no body ran."])
        #expect(texts(tap, tag: "dd", className: "expected") == ["[\"Increment: 1\"]"])
        #expect(texts(tap, tag: "dd", className: "actual") == ["[\"Increment: 0\"]"])
    }

    @Test(.enabled(if: browser != nil, "Chromium is not installed (apt-get install chromium): the picture was not opened in a browser"))
    func theTCALaneShowsTheReducersTheDiffAndTheArrowToTheBodyItReran() throws {
        let (page, picture) = try page(try exercise("05-binding-reducer/01-unhandled-binding"), solved: true, language: .ko)
        let trace = picture.selected
        let last = picture.traces[trace].steps.count - 1
        let dom = try dom(page, trace: trace, step: last)
        #expect(dom.contains("<html lang=\"ko\">"))
        #expect(dom.contains("<span class=\"text\">BindingReducer — 본 상태: "))
        #expect(dom.range(of: "BindingReducer — 본 상태:.*Reduce — 본 상태:", options: .regularExpression) != nil)
        #expect(texts(dom, tag: "span", className: "text").filter { $0.hasPrefix("-") || $0.hasPrefix("+") } == ["-   _isSoundEnabled: false", "+   _isSoundEnabled: true"])
        #expect(dom.contains("class=\"item minus nested\"") && dom.contains("class=\"item plus nested\""))
        #expect(texts(dom, tag: "span", className: "body") == ["↻ _viewStore"])
        // One arrow (a curve and its head) from the announcement to WithViewStore.
        #expect(dom.range(of: #"data-path="SettingsView/WithViewStore"[^>]*data-cause="\d+""#, options: .regularExpression) != nil)
        #expect(dom.components(separatedBy: "<path ").count - 1 == 2)
        // The reducers and the case that handled the action are lit in the source.
        #expect(texts(dom, tag: "li", className: "lit").map { $0.trimmingCharacters(in: .whitespaces) } == ["BindingReducer()", "Reduce { state, action in", "case .binding:"])
    }

    @Test(.enabled(if: browser != nil, "Chromium is not installed (apt-get install chromium): the picture was not opened in a browser"))
    func aPredictionIsShownBesideWhatTheRuntimeDid() throws {
        let (page, picture) = try page(try exercise("01-state/04-predict-body-runs")) { folder in
            let file = folder.appendingPathComponent("Prediction.swift")
            let starter = try String(contentsOf: file, encoding: .utf8)
            try starter.replacingOccurrences(of: "\"Screen\": 0", with: "\"Screen\": 5").write(to: file, atomically: true, encoding: .utf8)
        }
        let trace = try #require(picture.traces.firstIndex { $0.label == "Your prediction for Screen.body" })
        #expect(picture.traces[trace].status == "fail")
        let dom = try dom(page, trace: trace, step: picture.traces[trace].steps.count - 1)
        #expect(dom.contains("<dt>The runtime</dt><dd class=\"expected\">3</dd><dt>Your prediction</dt><dd class=\"actual\">5</dd>"))
        // The prediction's line is lit in the source, beside the views whose bodies ran.
        #expect(texts(dom, tag: "li", className: "lit").contains("let predictedBodyRuns: [String: Int] = ["))
        // Before the last step, the verdict says where it is.
        let first = try self.dom(page, trace: trace, step: 0)
        #expect(first.contains("The check looked after step \(picture.traces[trace].steps.count)."))
    }

    /// A screenshot of each lesson 1 starter's picture (or its solution's, when the starter is not
    /// graded), at the step its check decided on.
    @Test(.enabled(if: browser != nil, "Chromium is not installed (apt-get install chromium): no screenshots were taken"))
    func everyLessonOneExerciseHasAScreenshot() throws {
        let course = try CourseLoader.load(SharedGrader.layout)
        let lesson = try #require(course.lessons.first)
        for exercise in lesson.exercises {
            // An untouched predict-the-trace starter is not graded (no prediction is made yet):
            // its solution's picture then.
            var (page, picture) = try page(exercise)
            if picture.traces.isEmpty {
                (page, picture) = try self.page(exercise, solved: true)
            }
            #expect(!picture.traces.isEmpty, "\(exercise.id) recorded no trace")
            let shot = Self.artifacts.appendingPathComponent(exercise.id + ".png")
            try? FileManager.default.removeItem(at: shot)
            _ = try chromium(["--window-size=1400,1000", "--screenshot=\(shot.path)", page.absoluteString])
            let size = (try? FileManager.default.attributesOfItem(atPath: shot.path)[.size] as? Int) ?? 0
            #expect(size > 10_000, "\(exercise.id): no screenshot at \(shot.path)")
        }
    }
}
