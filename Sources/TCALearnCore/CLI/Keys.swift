import Foundation

/// Single key presses, for an interactive `watch`. The terminal is the real source
/// (`TerminalKeys`); tests hand `watch` a source of their own through `ToolEnvironment.keys`.
protocol KeySource: AnyObject, Sendable {
    /// Starts reading keys one by one, without waiting for Return and without echoing them.
    func start()
    /// Gives the terminal back as it was before `start`.
    func stop()
    /// The next key pressed within `timeout` seconds, or nil.
    func nextKey(timeout: TimeInterval) -> Character?
}

/// The terminal's standard input, with line editing and echo turned off while `watch` runs
/// (`ICANON`, `ECHO`), and Ctrl-C left to send its signal as usual. `stop` restores the settings
/// it found, and so does Ctrl-C (`Interrupt.setCleanup`): a shell never inherits a terminal that
/// no longer echoes.
final class TerminalKeys: KeySource, @unchecked Sendable {
    private let descriptor = STDIN_FILENO
    private let lock = NSLock()
    private var saved: termios?

    /// Whether standard input and output are both a terminal a person types into and reads.
    static var isAvailable: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    func start() {
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0 else { return }
        lock.withLock { saved = settings }
        Interrupt.setCleanup { [self] in stop() }
        var raw = settings
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        tcsetattr(descriptor, TCSANOW, &raw)
    }

    func stop() {
        guard var settings = lock.withLock({ () -> termios? in
            defer { saved = nil }
            return saved
        }) else { return }
        tcsetattr(descriptor, TCSANOW, &settings)
        Interrupt.setCleanup(nil)
    }

    func nextKey(timeout: TimeInterval) -> Character? {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, Int32(timeout * 1000)) > 0 else { return nil }
        // A key may arrive as several bytes (an arrow key is ESC [ A): read them all, keep the first
        // character, and let anything that is not a plain key go.
        var bytes = [UInt8](repeating: 0, count: 16)
        let count = read(descriptor, &bytes, bytes.count)
        if count <= 0 {
            // The terminal is gone (end of input): wait rather than spin.
            Thread.sleep(forTimeInterval: timeout)
            return nil
        }
        guard bytes[0] != 0x1B else { return nil }
        return String(decoding: bytes.prefix(count), as: UTF8.self).first
    }
}
