/// Composing case paths, as swift-case-paths 1.0 does: `/Action.scope .. /ScopeAction.counter`
/// reaches the counter action inside the scope action, and `appending(path:)` is its method form.
precedencegroup CasePathCompositionPrecedence {
    associativity: left
}

infix operator ..: CasePathCompositionPrecedence

extension CasePath {
    /// A path from this path's root through its value to `path`'s value: it embeds through both
    /// cases and extracts only when both match.
    public func appending<AppendedValue>(path: CasePath<Value, AppendedValue>) -> CasePath<Root, AppendedValue> {
        CasePath<Root, AppendedValue>(
            embed: { self.embed(path.embed($0)) },
            extract: { self.extract(from: $0).flatMap(path.extract(from:)) })
    }

    /// `lhs.appending(path: rhs)`.
    public static func .. <AppendedValue>(lhs: CasePath, rhs: CasePath<Value, AppendedValue>) -> CasePath<Root, AppendedValue> {
        lhs.appending(path: rhs)
    }

    /// `/Action.scope .. ScopeAction.counter`: the right side may be the case's embed function.
    public static func .. <AppendedValue>(lhs: CasePath, rhs: @escaping (AppendedValue) -> Value) -> CasePath<Root, AppendedValue> {
        lhs.appending(path: /rhs)
    }
}
