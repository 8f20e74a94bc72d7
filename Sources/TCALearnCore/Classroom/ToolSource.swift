import Foundation

/// Where the students' CI gets the grader: a repository CI can clone (this project or an
/// instructor's fork) and a ref pinned in it (a tag or a commit). The workflow checks it out into
/// a folder of its own, so the grade never runs code from the student's repository.
struct ToolSource: Equatable {
    var repository: String
    var ref: String

    /// The variable naming the grader's checkout in every template (a workflow's `env`, the
    /// Classroom 50 grader image), spelled once.
    static let checkoutVariable = "TCA_LEARN_DIR"

    /// The options as given, or what this checkout says: its `origin` remote and the commit it is
    /// at. An SSH address, given or found, becomes the HTTPS one CI can clone without a key.
    static func resolve(repository: String?, ref: String?, toolRoot: URL) throws -> ToolSource {
        let repository = try repository.map { cloneableAddress($0) ?? $0 } ?? originOfCheckout(toolRoot)
        let ref = try ref ?? commitOfCheckout(toolRoot)
        try checkSafe(repository, option: "--tool-repo")
        try checkSafe(ref, option: "--tool-ref")
        return ToolSource(repository: repository, ref: ref)
    }

    /// Both values go into YAML and into shell variables: characters that could end a quoted
    /// value or start an expansion are refused rather than escaped.
    static func checkSafe(_ value: String, option: String) throws {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~:/@+%="))
        guard !value.isEmpty, value.unicodeScalars.allSatisfy({ allowed.contains($0) && $0.isASCII }) else {
            throw ClassroomError.unsafeForCI(option: option, value: value)
        }
    }

    /// Whether the students' CI can clone `repository` without a key or this machine's folders.
    var isCloneableByCI: Bool {
        repository.hasPrefix("https://") || repository.hasPrefix("http://")
    }

    /// `git@github.com:org/tca-learn.git` → `https://github.com/org/tca-learn.git`; an HTTPS
    /// address as it is; anything else (a local path) is no address CI can reach.
    static func cloneableAddress(_ remote: String) -> String? {
        if remote.hasPrefix("https://") || remote.hasPrefix("http://") { return remote }
        if remote.hasPrefix("git@"), let colon = remote.firstIndex(of: ":") {
            let host = remote[remote.index(remote.startIndex, offsetBy: 4)..<colon]
            return "https://\(host)/\(remote[remote.index(after: colon)...])"
        }
        if remote.hasPrefix("ssh://git@") {
            return "https://" + remote.dropFirst("ssh://git@".count)
        }
        return nil
    }

    private static func originOfCheckout(_ toolRoot: URL) throws -> String {
        // As configured, not as this machine rewrites it (`url.*.insteadOf`): CI has its own config.
        let remote = git(["config", "--get", "remote.origin.url"], in: toolRoot)
        guard let remote, let address = cloneableAddress(remote) else {
            throw ClassroomError.noCloneableOrigin(remote)
        }
        return address
    }

    private static func commitOfCheckout(_ toolRoot: URL) throws -> String {
        guard let commit = git(["rev-parse", "HEAD"], in: toolRoot), commit.count == 40 else {
            throw ClassroomError.notAGitCheckout
        }
        return commit
    }

    /// One line of git's answer, or nil when git is missing or says no.
    private static func git(_ arguments: [String], in folder: URL) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.path] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let line = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return line.isEmpty ? nil : line
    }
}
