#if canImport(XCTest) && !canImport(ObjectiveC)
// Where a failure raised with no file and line of its own (TCA's runtime warnings under XCTest)
// is put. XCTest on Apple platforms reads the call stack for such a failure and shows it at the
// innermost frame of the test's own code; this does the same from the stack's line tables. Only
// the program's own code (the learner's file, compiled with line tables) has them: the runtimes
// and the toolchain's libraries do not, so the first frame that has one is the learner's.
import Foundation
import Runtime

/// The call site's file, as `#fileID` says it (`Playground/KettleTests.swift`), and its line in
/// `line`; nil when no frame of the program's own code is on the stack. The file's text lives as
/// long as the program (each file once), as a literal's does.
@_cdecl("tca_learn_xctest_call_site")
public func xctestCallSite(_ line: UnsafeMutablePointer<UInt>) -> UnsafePointer<CChar>? {
    guard let frames = try? Backtrace.capture().symbolicated()?.frames else { return nil }
    for frame in frames {
        guard let symbol = frame.symbol, let location = symbol.sourceLocation, location.line > 0 else { continue }
        line.pointee = UInt(location.line)
        let file = URL(fileURLWithPath: location.path).lastPathComponent
        return CallSiteFiles.shared.text(moduleName(symbol.rawName).map { "\($0)/\(file)" } ?? file)
    }
    return nil
}

/// The module a mangled Swift symbol belongs to: `$s10Playground…` → `Playground`.
private func moduleName(_ mangled: String) -> String? {
    guard mangled.hasPrefix("$s") else { return nil }
    let rest = mangled.dropFirst(2)
    let digits = rest.prefix { $0.isNumber }
    guard let length = Int(digits), length > 0 else { return nil }
    let name = rest.dropFirst(digits.count).prefix(length)
    return name.count == length ? String(name) : nil
}

private final class CallSiteFiles: @unchecked Sendable {
    static let shared = CallSiteFiles()
    private let lock = NSLock()
    private var texts: [String: UnsafePointer<CChar>] = [:]

    func text(_ file: String) -> UnsafePointer<CChar> {
        lock.withLock {
            if let text = texts[file] { return text }
            let text = UnsafePointer(strdup(file)!)
            texts[file] = text
            return text
        }
    }
}
#endif
