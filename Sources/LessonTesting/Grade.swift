/// The list of checks a hidden test file declares.
///
/// Every hidden test file has one entry point, which the grader calls:
///
/// ```swift
/// import LessonTesting
/// import SwiftUI
///
/// @MainActor
/// func hiddenChecks(_ grade: Grade) {
///     grade.check("starts-at-zero") { t in
///         let host = ViewHost(Counter())
///         t.expectEqual(host.texts, ["Increment: 0"], "what the counter shows before any tap")
///     }
/// }
/// ```
///
/// Check ids must match the `checks` listed in the exercise's `exercise.json`, which give each one
/// its points and the idea it tests. Checks run one after another, in the order they are declared.
@MainActor
public final class Grade {
    public typealias Body = @MainActor (CheckContext) async throws -> Void

    struct Entry {
        let id: String
        let body: Body
    }

    private(set) var entries: [Entry] = []

    public init() {}

    public func check(_ id: String, _ body: @escaping Body) {
        precondition(!entries.contains { $0.id == id }, "Two checks are named \"\(id)\".")
        entries.append(Entry(id: id, body: body))
    }
}
