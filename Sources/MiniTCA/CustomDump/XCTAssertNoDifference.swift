/// Asserts two values are equal, and when they are not fails with their `diff` rather than two
/// long descriptions; swift-custom-dump's `XCTAssertNoDifference`, which TCA re-exports.
///
/// ```swift
/// XCTAssertNoDifference(store.state.todos, [Todo(title: "Milk")])
/// ```
///
/// The failure reads as custom-dump's does: `XCTAssertNoDifference failed: …`, the diff with the
/// first value's lines marked `−` and the second's `+`, then `(First: −, Second: +)`.
public func XCTAssertNoDifference<T: Equatable>(
    _ expression1: @autoclosure () throws -> T,
    _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line
) {
    let first: T
    let second: T
    do {
        first = try expression1()
        second = try expression2()
    } catch {
        reportIssue(#"XCTAssertNoDifference failed: threw error "\#(error)""#, file: file, line: line)
        return
    }
    guard first != second else { return }
    let note = message()
    let difference =
        diff(first, second, format: .proportional)
        ?? "\(Dumper.compact(first))\n\n  vs.\n\n\(Dumper.compact(second))"
    reportIssue(
        """
        XCTAssertNoDifference failed: …\(note.isEmpty ? "" : " \(note)")

        \(difference.indenting(by: 2))

        (First: \u{2212}, Second: +)
        """,
        file: file, line: line
    )
}
