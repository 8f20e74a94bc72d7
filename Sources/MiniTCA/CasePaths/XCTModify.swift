/// Checks that a value is in a case and changes its payload in place; swift-case-paths' `XCTModify`,
/// which TCA 1.x re-exports, for assertion closures: `XCTModify(&$0.destination, case: /Destination.State.edit) { $0.title = "Hi" }`.
///
/// It fails the test when the value is in another case, and, in an exhaustive test store, when
/// `body` leaves the payload as it was. A non-exhaustive test store lets that pass. Its texts are
/// swift-case-paths 1.0's ("XCTModify failed: expected …"), or, for code targeting TCA 1.10+,
/// those of the case-paths it then resolves (1.5.3 on: "XCTModify: Expected …").
public func XCTModify<Root, Case>(
    _ root: inout Root,
    case casePath: CasePath<Root, Case>,
    _ message: @autoclosure () -> String = "",
    _ body: (inout Case) throws -> Void,
    file: StaticString = #file,
    line: UInt = #line
) {
    guard var value = casePath.extract(from: root) else {
        let message = message()
        reportIssue(
            """
            \(xctModifyHeading) to extract value of type "\(typeName(Case.self))" from \
            "\(typeName(Root.self))"\(message.isEmpty ? "" : " - " + message) …

              Actual:
                \(root)
            """,
            file: file, line: line
        )
        return
    }
    let before = value
    do {
        try body(&value)
    } catch {
        reportIssue("Threw error: \(error)", file: file, line: line)
        return
    }
    if XCTModifyLocals.isExhaustive, let before = before as? any Equatable, before.isEqual(to: value) {
        reportIssue(
            """
            \(xctModifyHeading) "\(typeName(Case.self))" value to be modified but it was unchanged.
            """,
            file: file, line: line
        )
    }
    root = casePath.embed(value)
}

/// `XCTModify(&$0.child) { … }`: the same for an optional, which must not be `nil`.
public func XCTModify<Wrapped>(
    _ optional: inout Wrapped?,
    _ message: @autoclosure () -> String = "",
    _ body: (inout Wrapped) throws -> Void,
    file: StaticString = #file,
    line: UInt = #line
) {
    XCTModify(&optional, case: CasePath(embed: Optional.some, extract: { $0 }), message(), body, file: file, line: line)
}

private var xctModifyHeading: String {
    TargetVersion.usesModernTexts ? "XCTModify: Expected" : "XCTModify failed: expected"
}

/// Whether `XCTModify` insists on a change: not inside a non-exhaustive test store's assertion.
@_spi(Internals) public enum XCTModifyLocals {
    @TaskLocal public static var isExhaustive = true
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
