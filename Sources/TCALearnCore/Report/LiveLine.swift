import Foundation

/// One line on standard error that says what the tool is busy with, redrawn in place and gone
/// when the work is done: a spinner while a grade runs, the step the runtime build is at. Only
/// on a terminal a person watches (`isLive`); in a pipe, a file or a CI log it draws nothing, so
/// logs and captured output hold results, not animation.
final class LiveLine: @unchecked Sendable {
    private let output: Output
    let isLive: Bool
    private let lock = NSLock()
    /// What the spinner says, while one turns.
    private var label: String?
    /// A step of the work, shown instead of the label while it lasts.
    private var detail: String?
    /// The spinner's frame; nil when none turns.
    private var frame: Int?
    private static let frames = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")

    init(output: Output, isLive: Bool) {
        self.output = output
        self.isLive = isLive
    }

    /// Whether progress may be drawn live: standard error is a terminal, not a dumb one, and not
    /// a CI runner's (whose logs keep every redraw).
    static func isLive(output: Output, environment: [String: String]) -> Bool {
        output.isTerminal(.standardError) && environment["CI"] == nil && environment["TERM"] != "dumb"
    }

    /// Shows `text` as the line until the next one (live only).
    func show(_ text: String) {
        lock.withLock {
            detail = text
            redraw()
        }
    }

    /// A line that stays: above the live line on a terminal, as a plain line elsewhere.
    func say(_ text: String) {
        lock.withLock {
            detail = nil
            write((isLive ? "\r\u{1B}[2K" : "") + text + "\n")
            redraw()
        }
    }

    /// Runs `work` with `label` behind a spinner; the line is gone when it returns (or throws).
    func spinning<T>(_ label: String, _ work: () throws -> T) rethrows -> T {
        guard isLive else { return try work() }
        lock.withLock {
            self.label = label
            frame = 0
            redraw()
        }
        let done = DispatchSemaphore(value: 0)
        let stopped = DispatchSemaphore(value: 0)
        Thread { [self] in
            while done.wait(timeout: .now() + 0.1) == .timedOut {
                lock.withLock {
                    frame = (frame ?? 0) + 1
                    redraw()
                }
            }
            stopped.signal()
        }.start()
        defer {
            done.signal()
            stopped.wait()
            lock.withLock {
                self.label = nil
                detail = nil
                frame = nil
                write("\r\u{1B}[2K")
            }
        }
        return try work()
    }

    private func redraw() {
        guard isLive, let text = detail ?? label else { return }
        let spinner = frame.map { "\(Self.frames[$0 % Self.frames.count]) " } ?? ""
        write("\r\u{1B}[2K" + spinner + text)
    }

    private func write(_ text: String) {
        output.write(text, to: .standardError)
    }
}
