import Foundation

/// One learner file as the grader reads it: copied into the grade's scratch folder, and read
/// into tokens. The copy is what the source checks read and what the compiler compiles, so a file
/// changed in the middle of a grade cannot pass the checks in one form and compile in another.
struct LearnerFile: Sendable {
    /// Where the learner keeps it: what every message names.
    var original: URL
    /// The copy in the scratch folder.
    var copy: URL
    var source: TokenizedSource
}

/// Copies the learner's files into a grade's scratch folder as regular files, refusing what is not
/// one: a symbolic link (which could point at the solution, or at a hidden check), anything but a
/// regular file (a pipe would block the grader), a file over `sizeLimit` (which would only keep
/// the compiler busy), text that is not UTF-8.
enum LearnerFiles {
    static let sizeLimit = 256 * 1024

    enum Outcome: Sendable {
        case copied([LearnerFile])
        case missing([String])
        case refused([SourceRefusal])
    }

    /// Copies `names` from `folder` into `destination` (created if needed).
    static func copy(_ names: [String], from folder: URL, into destination: URL) throws -> Outcome {
        let folder = folder.standardizedFileURL
        // The exercise's folder and its lesson's are made by the tool; a link there would lead
        // every file in it elsewhere (to the solutions, say).
        for linked in [folder, folder.deletingLastPathComponent()] where isSymbolicLink(linked.path) {
            return .refused(names.map {
                refusal(folder.appendingPathComponent($0), found: linked.path, .folderIsLink)
            })
        }
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        var files: [LearnerFile] = []
        var missing: [String] = []
        var refusals: [SourceRefusal] = []
        for name in names {
            let original = folder.appendingPathComponent(name)
            switch read(original) {
            case .missing:
                missing.append(name)
            case .refused(let problem):
                refusals.append(refusal(original, found: name, problem))
            case .text(let data, let text):
                let copy = destination.appendingPathComponent(name)
                try data.write(to: copy, options: .withoutOverwriting)
                files.append(LearnerFile(original: original, copy: copy, source: TokenizedSource(text)))
            }
        }
        if !missing.isEmpty { return .missing(missing) }
        if !refusals.isEmpty { return .refused(refusals) }
        return .copied(files)
    }

    private enum Read {
        case missing
        case refused(SourceRefusal.FileProblem)
        case text(Data, String)
    }

    /// Reads a file without following a link at its name, and only if it is a regular file of
    /// at most `sizeLimit` bytes of UTF-8.
    private static func read(_ file: URL) -> Read {
        var info = stat()
        guard lstat(file.path, &info) == 0 else { return .missing }
        if info.st_mode & S_IFMT == S_IFLNK { return .refused(.symbolicLink) }
        // O_NOFOLLOW: a link swapped in since `lstat` fails to open rather than being followed;
        // O_NONBLOCK: a pipe swapped in does not hang the grader.
        let descriptor = open(file.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return errno == ELOOP ? .refused(.symbolicLink) : .missing }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return .refused(.notARegularFile) }
        guard info.st_size <= sizeLimit else { return .refused(.tooLarge(bytes: Int(info.st_size))) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            data.append(contentsOf: buffer[0..<count])
            // The file grew since `fstat`: still held to the limit.
            guard data.count <= sizeLimit else { return .refused(.tooLarge(bytes: data.count)) }
        }
        guard let text = String(data: data, encoding: .utf8) else { return .refused(.notUTF8) }
        return .text(data, text)
    }

    private static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    private static func refusal(_ file: URL, found: String, _ problem: SourceRefusal.FileProblem) -> SourceRefusal {
        SourceRefusal(file: file.path, line: nil, column: nil, found: found, reason: .file(problem))
    }
}
