/// `Never` is case-pathable, as in swift-case-paths: an enum without cases still has an
/// `AllCasePaths`, and `@CasePathable`'s `subscript(root:)` answers `\.never` when no case matched.
extension Never: CasePathable, CasePathIterable {
    public struct AllCasePaths: CasePathReflectable, Sequence {
        public subscript(root: Never) -> PartialCaseKeyPath<Never> {
            \.never
        }

        public func makeIterator() -> IndexingIterator<[PartialCaseKeyPath<Never>]> {
            [].makeIterator()
        }
    }

    public static var allCasePaths: AllCasePaths {
        AllCasePaths()
    }
}

extension Case where Value: CasePathable {
    /// A case no value is ever in.
    public var never: Case<Never> {
        func absurd<T>(_: Never) -> T {}
        return Case<Never>(embed: absurd, extract: { (_: Value) in nil })
    }
}
